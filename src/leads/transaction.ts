import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

/**
 * Runs `work` in one database transaction (where the database has them): every write it makes
 * with the given `req` is kept together or not at all. `user` is whom the writes are made for
 * (none: the server itself).
 */
export async function inTransaction<T>(
  payload: Payload,
  user: TypedUser | null,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq(user ? { user } : {}, payload)
  const owns = await initTransaction(req)
  try {
    const result = await work(req)
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}
