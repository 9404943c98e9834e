// @ts-check
import { createRequire } from 'node:module'

/** Next's own cache class; it ships as CommonJS with the class on `default`. */
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
).default

/** @typedef {Parameters<InstanceType<typeof FileSystemCache>['set']>} SetArgs */
/** @typedef {Parameters<InstanceType<typeof FileSystemCache>['get']>[1]} GetContext */

/** The lookup context of a rendered app page (the kind's value, without importing Next's enum). */
const APP_PAGE_LOOKUP = /** @type {GetContext} */ ({ kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false })

/** @param {unknown} data */
const isErrorOrRedirectPage = (data) =>
  typeof data === 'object' &&
  data !== null &&
  'kind' in data &&
  data.kind === 'APP_PAGE' &&
  'status' in data &&
  typeof data.status === 'number' &&
  data.status !== 200

/**
 * Next's file-system page cache, except that a page answering 404 or a redirect is stored only in
 * place of a page the cache already holds (a post that was unpublished or renamed). Otherwise every
 * address a visitor types under a generated route (`/insights/junk-7`) would add files to the disk;
 * such pages are rendered again on each visit instead.
 */
export default class PageCacheHandler extends FileSystemCache {
  /**
   * @param {SetArgs[0]} key
   * @param {SetArgs[1]} data
   * @param {SetArgs[2]} ctx
   */
  async set(key, data, ctx) {
    if (isErrorOrRedirectPage(data)) {
      const stored = await this.get(key, APP_PAGE_LOOKUP)
      if (!stored) return
    }
    return super.set(key, data, ctx)
  }
}
