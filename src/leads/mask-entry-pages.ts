import type { Connection } from 'mongoose'

import { maskSecretPath } from '@/lib/secret-paths'

const FIELD = 'attribution.entryPage'

/**
 * MongoDB's counterpart of the SQLite migration 20261207_002000_mask_results_tokens: a lead's
 * first touch that names a founder's results page keeps only its route. Run at every start; once
 * masked, nothing matches and nothing is written.
 */
export async function maskEntryPages(connection: Pick<Connection, 'collection'>, name: string): Promise<number> {
  const collection = connection.collection(name)
  const docs = await collection.find({ [FIELD]: { $regex: '^/assessment/results/(?!:token(/|$))' } }).toArray()
  let masked = 0
  for (const doc of docs) {
    const page = String((doc.attribution as { entryPage?: unknown }).entryPage)
    if (maskSecretPath(page) === page) continue
    // Only if the page is still the one read.
    await collection.updateOne({ _id: doc._id, [FIELD]: page }, { $set: { [FIELD]: maskSecretPath(page) } })
    masked += 1
  }
  return masked
}
