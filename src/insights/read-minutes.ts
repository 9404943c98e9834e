import { asRichText, richTextToPlainText } from '@/lib/rich-text'
import { readMinutes } from '@/lib/read-time'

import type { PostCollection } from './search/mongo-index'

/** Minutes to read a stored body (an editor state, or older plain text). */
export const bodyReadMinutes = (content: unknown): number => readMinutes(richTextToPlainText(asRichText(content)))

/** MongoDB posts saved before the read time was stored get it (the save hook keeps it from then on). */
export async function backfillReadMinutes(posts: PostCollection): Promise<number> {
  const stale = await posts
    .aggregate([{ $match: { readMinutes: { $exists: false } } }, { $project: { content: 1 } }])
    .toArray()
  for (const post of stale)
    await posts.updateOne({ _id: post._id }, { $set: { readMinutes: bodyReadMinutes(post.content) } })
  return stale.length
}
