import { executeAuthStrategies, type Payload, type TypedUser } from 'payload'

/**
 * Who `headers` sign in as through Payload's auth strategies (a CMS session cookie or JWT, the
 * key strategy), or null. Unlike `payload.auth` it does not also work out the caller's permission
 * map, which walks every collection's and global's access rules: about half a millisecond on each
 * form submission and API call, none of which reads that map.
 */
export async function requestUser(payload: Payload, headers: Headers): Promise<TypedUser | null> {
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
  return user
}
