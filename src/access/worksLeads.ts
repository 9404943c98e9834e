import type { Access } from 'payload'

import { LEAD_OWNER_ROLES } from '@/contracts/owners'

/** Whether a user works leads: the API-key admin, CMS admins and partners. */
export const isLeadWorker = (user: { role?: string | null } | null | undefined): boolean =>
  (LEAD_OWNER_ROLES as readonly (string | null | undefined)[]).includes(user?.role)

/** Leads, their history and AI results: admins and partners (partners manage no users, settings or content). */
export const worksLeads: Access = ({ req: { user } }) => isLeadWorker(user)
