import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import {
  GROWTH_SOURCES,
  GROWTH_WEEKS,
  type SubscriberGrowth,
  type SubscriberListQuery,
  type SubscriberPage,
  type SubscriberRow,
  SUBSCRIBERS_PAGE_SIZE,
} from '@/contracts/newsletter'
import { mailboxKey } from '@/lib/mailbox'
import type { NewsletterSubscriber } from '@/payload-types'

import { subscriberCounts } from './counts'

const COLLECTION = 'newsletter-subscribers'

type Admin = { payload: Payload; user: TypedUser }

/** The list's filter: an address containing `q`, a status. */
function subscriberWhere(query: Pick<SubscriberListQuery, 'q' | 'status'>): Where {
  const and: Where[] = []
  if (query.q) and.push({ email: { like: query.q } })
  if (query.status) and.push({ status: { equals: query.status } })
  return and.length ? { and } : {}
}

/**
 * Where a subscriber's later leads and meetings are found, with the field holding the address:
 * every collection that records a step of the funnel.
 */
const FUNNEL = [
  { kind: 'leads', collection: 'assessments', emailField: 'contactEmail' },
  { kind: 'leads', collection: 'contact-inquiries', emailField: 'email' },
  { kind: 'meetings', collection: 'meetings', emailField: 'email' },
] as const

/**
 * Per subscriber of the page: their mailbox's leads and meetings created since they subscribed.
 * One query per collection for the page's addresses (as typed and as their mailbox key), joined
 * here by mailbox key (src/lib/mailbox.ts), so `a.b+news@gmail.com` meets `ab@gmail.com`.
 */
async function laterFunnelSteps(
  payload: Payload,
  subscribers: readonly Pick<NewsletterSubscriber, 'email' | 'mailbox' | 'createdAt'>[],
): Promise<{ leads: number; meetings: number }[]> {
  const keys = [
    ...new Set(
      subscribers.flatMap((each) => [each.email.trim().toLowerCase(), each.mailbox ?? mailboxKey(each.email)]),
    ),
  ]
  const since = new Map(subscribers.map((each) => [each.mailbox ?? mailboxKey(each.email), Date.parse(each.createdAt)]))
  const counts = new Map<string, { leads: number; meetings: number }>()
  const tally = async ({ kind, collection, emailField }: (typeof FUNNEL)[number]) => {
    if (!keys.length) return
    // The indexed key (trimmed, lower case) finds them; the address itself (the key is never read back) joins them.
    const { docs } = await payload.find({
      collection: collection as CollectionSlug,
      where: { emailKey: { in: keys } },
      select: { [emailField]: true, createdAt: true } as never,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const mailbox = mailboxKey(String(doc[emailField] ?? ''))
      const from = since.get(mailbox)
      if (from === undefined || Date.parse(String(doc.createdAt)) < from) continue
      const count = counts.get(mailbox) ?? { leads: 0, meetings: 0 }
      count[kind] += 1
      counts.set(mailbox, count)
    }
  }
  await Promise.all(FUNNEL.map(tally))
  return subscribers.map((each) => counts.get(each.mailbox ?? mailboxKey(each.email)) ?? { leads: 0, meetings: 0 })
}

const row = (doc: NewsletterSubscriber, later: { leads: number; meetings: number }): SubscriberRow => ({
  id: doc.id,
  email: doc.email,
  status: doc.status,
  subscribedAt: doc.createdAt,
  confirmedAt: doc.confirmedAt ?? null,
  sourcePage: doc.sourcePage ?? null,
  leadsSince: later.leads,
  meetingsSince: later.meetings,
})

/** The counts, and one page of subscribers (newest first) matching the query. */
export async function subscriberPage({ payload, user }: Admin, query: SubscriberListQuery): Promise<SubscriberPage> {
  const [counts, found] = await Promise.all([
    subscriberCounts(payload, user),
    payload.find({
      collection: COLLECTION,
      where: subscriberWhere(query),
      sort: '-createdAt',
      limit: SUBSCRIBERS_PAGE_SIZE,
      page: query.page,
      depth: 0,
      user,
      overrideAccess: false,
    }),
  ])
  const later = await laterFunnelSteps(payload, found.docs)
  return {
    ...counts,
    docs: found.docs.map((doc, index) => row(doc, later[index]!)),
    totalDocs: found.totalDocs,
    page: found.page ?? query.page,
    totalPages: found.totalPages,
  }
}

/** Every subscriber matching the query, page by page in id order (the export; none held whole). */
export async function* subscriberPages(
  { payload, user }: Admin,
  query: Pick<SubscriberListQuery, 'q' | 'status'>,
  pageSize = 500,
): AsyncGenerator<SubscriberRow[]> {
  let after: number | string | null = null
  for (;;) {
    const where = subscriberWhere(query)
    const { docs }: { docs: NewsletterSubscriber[] } = await payload.find({
      collection: COLLECTION,
      where: after === null ? where : { and: [where, { id: { greater_than: after } }] },
      sort: 'id',
      limit: pageSize,
      pagination: false,
      depth: 0,
      user,
      overrideAccess: false,
    })
    if (!docs.length) return
    const later = await laterFunnelSteps(payload, docs)
    yield docs.map((doc, index) => row(doc, later[index]!))
    if (docs.length < pageSize) return
    after = docs.at(-1)!.id
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Monday 00:00 UTC of the week holding `at`. */
export const weekStart = (at: Date): Date => {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS)
}

type SourceCount = { sourcePage: string | null; subscribers: number }

/** Subscribers per source page, most first, by the database's own grouping (never every row read here). */
async function bySourcePage(payload: Payload): Promise<SourceCount[]> {
  if (payload.db.name === 'sqlite') {
    const client = (payload.db as unknown as SQLiteAdapter).client
    const { rows } = await client.execute({
      sql: 'SELECT source_page AS sourcePage, count(*) AS subscribers FROM newsletter_subscribers GROUP BY source_page ORDER BY subscribers DESC, source_page LIMIT ?',
      args: [GROWTH_SOURCES],
    })
    return rows.map((each) => ({
      sourcePage: each.sourcePage === null ? null : String(each.sourcePage),
      subscribers: Number(each.subscribers),
    }))
  }
  const model = (
    payload.db as unknown as {
      collections: Record<string, { aggregate: (p: object[]) => Promise<{ _id: string | null; n: number }[]> }>
    }
  ).collections[COLLECTION]!
  const groups = await model.aggregate([
    { $group: { _id: '$sourcePage', n: { $sum: 1 } } },
    { $sort: { n: -1, _id: 1 } },
    { $limit: GROWTH_SOURCES },
  ])
  return groups.map((group) => ({ sourcePage: group._id ?? null, subscribers: group.n }))
}

/** New subscribers in each of the last GROWTH_WEEKS weeks (one count each, on the date index) and by source page. */
export async function subscriberGrowth({ payload, user }: Admin, now = new Date()): Promise<SubscriberGrowth> {
  const current = weekStart(now)
  const starts = Array.from(
    { length: GROWTH_WEEKS },
    (_, index) => new Date(current.getTime() - (GROWTH_WEEKS - 1 - index) * 7 * DAY_MS),
  )
  const weeks = await Promise.all(
    starts.map(async (start) => {
      const end = new Date(start.getTime() + 7 * DAY_MS)
      const { totalDocs } = await payload.count({
        collection: COLLECTION,
        where: {
          and: [
            { createdAt: { greater_than_equal: start.toISOString() } },
            { createdAt: { less_than: end.toISOString() } },
          ],
        },
        user,
        overrideAccess: false,
      })
      return { week: start.toISOString().slice(0, 10), subscribed: totalDocs }
    }),
  )
  return { weeks, sources: await bySourcePage(payload) }
}

/** Deletes one subscriber for good (the dashboard's Delete); false when there is none. */
export async function deleteSubscriber({ payload, user }: Admin, id: number | string): Promise<boolean> {
  const { docs } = await payload.delete({
    collection: COLLECTION,
    where: { id: { equals: id } },
    user,
    overrideAccess: false,
  })
  return docs.length > 0
}
