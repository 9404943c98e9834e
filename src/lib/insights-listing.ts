/** Which part of the insights a visitor asked for at /insights: a search, one tag, one page. */

import { MAX_SEARCH_LENGTH } from './search-terms'

/** Cards per page of the list (and of search results): two full rows of three, three of two. */
export const INSIGHTS_PER_PAGE = 12
/** The furthest page read; a later one shows nothing rather than asking the database to skip further. */
const MAX_INSIGHTS_PAGE = 1000
/** The longest tag read from an address (a stored tag is at most 40 characters). */
const MAX_TAG_LENGTH = 40

export type InsightsView = { query: string; tag: string | null; page: number }

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** Reads `q`, `tag` and `page`; anything malformed means the default (no search, all tags, page 1). */
export function insightsView(params: Params): InsightsView {
  const page = Number(first(params.page))
  const tag = first(params.tag).trim()
  return {
    query: first(params.q).slice(0, MAX_SEARCH_LENGTH).trim(),
    tag: tag && tag.length <= MAX_TAG_LENGTH ? tag : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_INSIGHTS_PAGE ? page : 1,
  }
}

/** The address of a view: /insights itself for the first page of everything. */
export function insightsHref({ query, tag, page }: InsightsView): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (tag) params.set('tag', tag)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `/insights?${search}` : '/insights'
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / INSIGHTS_PER_PAGE))
