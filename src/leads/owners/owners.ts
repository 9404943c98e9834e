import type { Payload } from 'payload'

import { LEAD_OWNER_ROLES, type LeadOwner } from '@/contracts/owners'
import type { User } from '@/payload-types'

export const ownerName = (user: Pick<User, 'name' | 'email'>) => user.name?.trim() || user.email

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
