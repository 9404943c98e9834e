import type { Payload } from 'payload'

import { LEAD_OWNER_ROLES, type LeadOwner } from '@/contracts/owners'
import type { User } from '@/payload-types'

const ownerName = (user: Pick<User, 'name' | 'email'>) => user.name?.trim() || user.email

const ownerOf = (user: User): LeadOwner => ({ id: user.id, name: ownerName(user), email: user.email, role: user.role })

/** The CMS users who can own leads (admins and partners), by name. */
export async function listOwners({ payload }: { payload: Payload }): Promise<LeadOwner[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: [...LEAD_OWNER_ROLES] } },
    sort: 'name',
    pagination: false,
    depth: 0,
    // Users are readable only by admins (and themselves); a partner may see who else owns leads.
    overrideAccess: true,
  })
  return docs.map(ownerOf)
}

/** The user `id` names if they can own leads, else null. */
export async function findOwner(payload: Payload, id: number | string): Promise<LeadOwner | null> {
  const user = await payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return user && (LEAD_OWNER_ROLES as readonly string[]).includes(user.role) ? ownerOf(user) : null
}

/**
 * The owner a triage body names: a user's id, or (the API's older free-text owner) an owner's
 * e-mail or name, without regard to case; null when none can own leads.
 */
export async function resolveOwner(payload: Payload, ref: number | string): Promise<LeadOwner | null> {
  const byId = await findOwner(payload, ref)
  if (byId || typeof ref === 'number') return byId
  const wanted = ref.trim().toLowerCase()
  const owners = await listOwners({ payload })
  return (
    owners.find((owner) => owner.email.toLowerCase() === wanted) ??
    owners.find((owner) => owner.name.toLowerCase() === wanted) ??
    null
  )
}
