import {
  commitTransaction,
  createLocalReq,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

/**
 * Runs `work` in one database transaction (where the database has them): every write it makes
 * with the given `req` is kept together or not at all.
 */
export async function inTransaction<T>(
  payload: Payload,
  user: TypedUser,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ user }, payload)
  req.transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
