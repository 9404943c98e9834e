import type { Payload } from 'payload'

import { keptUntilContentChanges } from '@/content-cache/kept-values'
import { processWide } from '@/content-cache/process-wide'
import { redirectFromPath } from '@/lib/redirect-rules'

import { targetAddresses } from './targets'

/** What the front server answers a redirected path with. */
type RedirectAnswer = { location: string; status: 301 | 308 }
export type RedirectTable = ReadonlyMap<string, RedirectAnswer>

/** Every stored redirect by its `from`, with its target's current address. */
async function readRedirectTable(payload: Payload): Promise<RedirectTable> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const addresses = await targetAddresses(
    payload,
    docs.map((doc) => doc.to),
  )
  const table = new Map<string, RedirectAnswer>()
  docs.forEach((doc, index) => {
    const from = redirectFromPath(doc.from)
    const location = addresses[index]
    if (from && location) table.set(from, { location, status: doc.type === '301' ? 301 : 308 })
  })
  return table
}

type Reader = () => Promise<RedirectTable>
const reader = () => processWide('redirect-reader', () => ({ read: null as Reader | null }))

/**
 * Payload's process hands the front server (a bundle of its own, without Payload) the way to read
 * the table; until then no redirect is known.
 */
export const offerRedirectTable = (payload: Payload): void => {
  reader().read ??= () => readRedirectTable(payload)
}

/** The table, read once and kept until public content changes (a redirect saved or deleted, a post retitled). */
export function redirectTable(): Promise<RedirectTable> | null {
  const read = reader().read
  return read ? keptUntilContentChanges('redirects', read) : null
}
