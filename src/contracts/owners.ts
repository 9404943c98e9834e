/** Lead owners: the CMS users who work leads. GET /api/owners; docs/api.md ("Owners"). */

/** Roles whose users can own leads (and work them in the dashboard). */
export const LEAD_OWNER_ROLES = ['admin', 'partner'] as const

export type LeadOwner = { id: number | string; name: string; email: string; role: string }

export const OWNERS_ROUTE = '/api/owners'
