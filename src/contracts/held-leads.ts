/**
 * Held leads: public submissions that failed a spam check. They are stored apart from the leads
 * (never in the inbox, cards, notifications, digests or CRM) until a partner releases or deletes
 * them; docs/api.md (section "Held leads") and docs/leads.md.
 */
import { z } from './zod'

import { invalidParametersHeaders, invalidParametersMessage, type Paged } from './lead-inbox'
import { LEAD_KINDS, type LeadKind } from './lead-kinds'

export const HELD_LEADS_ROUTE = '/api/held-leads'
export const heldLeadRoute = (id: number | string) => `${HELD_LEADS_ROUTE}/${encodeURIComponent(String(id))}`
export const heldLeadReleaseRoute = (id: number | string) => `${heldLeadRoute(id)}/release`

/** Which check a held submission failed. */
export const HELD_REASONS = ['trap', 'too_fast', 'no_start_time'] as const
export type HeldReason = (typeof HELD_REASONS)[number]

export const HELD_REASON_LABELS: Record<HeldReason, string> = {
  trap: 'Hidden trap field filled',
  too_fast: 'Sent too fast',
  no_start_time: 'No form start time',
}

/** Which form a held submission came from: it becomes that kind of lead when released. */
export const HELD_KINDS = LEAD_KINDS
export type HeldKind = LeadKind

/** One held submission as the list shows it; `text` is the visitor's text, to be shown as plain text. */
export type HeldLead = {
  id: number | string
  kind: HeldKind
  reason: HeldReason
  createdAt: string
  name: string
  email: string
  text: string
}

export type HeldLeadList = Paged<HeldLead>

/** Rows per page of GET /api/held-leads. */
const HELD_PAGE_LIMIT = 25
const MAX_HELD_PAGE_LIMIT = 100

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .transform(Number)
    .pipe(z.number().max(max))

/** GET /api/held-leads: `page` and `limit`, both optional. */
export const heldListQuerySchema = z.strictObject({
  page: positiveInt(1_000_000).default(1),
  limit: positiveInt(MAX_HELD_PAGE_LIMIT).default(HELD_PAGE_LIMIT),
})

export { invalidParametersHeaders, invalidParametersMessage }

/** POST /api/held-leads/{id}/release: the lead it became. */
export type HeldRelease = { success: true; lead: { kind: HeldKind; id: number | string } }

export const HELD_NOT_FOUND = 'Held lead not found'
export const HELD_ALREADY_RELEASED = 'This held lead was already released'
