import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { verifyClick } from '@/lib/newsletter-click'
import { isWebUrl } from '@/lib/urls'

/**
 * A click on a counted link: when this site signed it, the click is stored (post and target, no
 * person) and the target returned; null for anything else (the route answers 404).
 */
export async function followClick(payload: Payload, params: URLSearchParams): Promise<string | null> {
  const click = verifyClick(payload.secret, params)
  // Every counted link is absolute (written into an e-mail): anything else was never signed by this site.
  if (!click || !isWebUrl(click.target) || click.target.length > 2000) return null
  const id = Number(click.postId)
  try {
    await payload.create({
      collection: 'newsletter-clicks',
      data: { post: Number.isInteger(id) ? id : (click.postId as never), target: click.target },
      overrideAccess: true,
    })
  } catch (error) {
    // A post deleted since: the reader still reaches the link; there is nothing to count it on.
    payload.logger.warn(`Newsletter click not counted: ${(error as Error).message}`)
  }
  return click.target
}

/** Clicks counted per post, by post id (one grouped query, whatever the number of posts). */
export async function clicksByPost(
  payload: Payload,
  postIds: readonly (number | string)[],
): Promise<Map<string, number>> {
  if (!postIds.length) return new Map()
  if (payload.db.name === 'sqlite') {
    const client = (payload.db as unknown as SQLiteAdapter).client
    const { rows } = await client.execute({
      sql: `SELECT post_id AS post, count(*) AS clicks FROM newsletter_clicks WHERE post_id IN (${postIds.map(() => '?').join(',')}) GROUP BY post_id`,
      args: postIds.map((id) => Number(id)),
    })
    return new Map(rows.map((row) => [String(row.post), Number(row.clicks)]))
  }
  const counts = await Promise.all(
    postIds.map(async (id) => {
      const { totalDocs } = await payload.count({
        collection: 'newsletter-clicks',
        where: { post: { equals: id } },
        overrideAccess: true,
      })
      return [String(id), totalDocs] as const
    }),
  )
  return new Map(counts)
}
