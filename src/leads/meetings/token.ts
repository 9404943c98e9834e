import type { Payload } from 'payload'

import { parseDocId } from '@/lib/ids'
import { signedToken, signedTokenId, verifySignedToken } from '@/lib/signed-token'
import type { Meeting } from '@/payload-types'

/** The uid is part of the purpose: a later meeting that gets a deleted one's id never answers its old link. */
const purposeOf = (uid: string) => `meeting-manage:v1:${uid}`

export const manageToken = (secret: string, meeting: Pick<Meeting, 'id' | 'uid'>) =>
  signedToken(secret, purposeOf(meeting.uid), meeting.id)

/** The meeting a manage token was signed for, or null (malformed, forged, or its meeting gone). */
export async function meetingForToken(payload: Payload, token: unknown): Promise<Meeting | null> {
  if (typeof token !== 'string') return null
  const raw = signedTokenId(token)
  const id = raw === null ? null : parseDocId(raw, payload.db.defaultIDType)
  if (id === null) return null
  const meeting = await payload.findByID({
    collection: 'meetings',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return meeting && verifySignedToken(payload.secret, purposeOf(meeting.uid), token) === String(meeting.id)
    ? meeting
    : null
}
