/**
 * A person: everyone who used one e-mail address (any case). GET /api/people?email= answers their
 * leads and one timeline of what happened with them; docs/api.md (section "People").
 */
import type { InboundAttachment, InboundKind } from './inbound-email'
import type { LeadKind } from './lead-kinds'
import { z } from './zod'

import { email } from './fields'
import type { HeldLead } from './held-leads'

export const PEOPLE_ROUTE = '/api/people'
export const personRoute = (address: string) => `${PEOPLE_ROUTE}?${new URLSearchParams({ email: address })}`

/** GET /api/people: `email`, once, an address. */
export const personQuerySchema = z.strictObject({ email })

/** Which kind of lead, as the timeline and the person's lists name it. */
export type PersonLeadKind = LeadKind

/** One of the person's leads, as the timeline points at it. */
export type PersonLeadRef = { kind: PersonLeadKind; id: number | string }

/** A lead of the person, newest first in its list. */
export type PersonLead = PersonLeadRef & {
  createdAt: string
  name: string
  /** The business (assessments) or the inquiry's type. */
  title: string
  status: string
  owner: string | null
}

/**
 * What a timeline entry records: the lead's submission, its AI result, a status, owner or follow-up change, a
 * partner's note, a reply from the dashboard, an e-mail the product sent about the lead (to the firm
 * or the founder), a CRM delivery, an export of the person's data, an e-mail the person sent back (`email-in`), a meeting they booked.
 */
type TimelineType =
  | 'submitted'
  | 'ai'
  | 'status'
  | 'owner'
  | 'followUp'
  | 'deal'
  | 'note'
  | 'reply'
  | 'email'
  | 'email-in'
  | 'crm'
  | 'export'
  | 'task'
  | 'taskDone'
  | 'meeting'

export type TimelineEntry = {
  type: TimelineType
  at: string
  /** The lead it belongs to; null for what concerns the person as a whole (an export). */
  lead: PersonLeadRef | null
  /** Who did it: a CMS user's name or e-mail, 'API key', or null for the visitor and the system. */
  author: string | null
  /** One line saying what happened, plain text. */
  summary: string
  /** A note's or a reply's text, plain text; '' when none. */
  text: string
  /** Changes: stored values before and after. */
  from?: string | null
  to?: string | null
  /** Replies: the subject; e-mails, CRM and replies: pending, sent or failed; meetings: booked … no_show. */
  subject?: string
  status?: string
  /** Meetings: which, when and with whom (its status is settable once the start has passed). */
  meeting?: { id: number | string; start: string; end: string; partner: string }
  /** `email-in`: reply, auto-reply or bounce; the attachments' names and sizes (their content is not kept). */
  kind?: InboundKind
  attachments?: InboundAttachment[]
}

/** A submission of the person held as suspected spam: in no list until a partner releases it. */
type PersonHeldLead = HeldLead & { held: true }

export type Person = {
  email: string
  assessments: PersonLead[]
  inquiries: PersonLead[]
  /** Held submissions not yet released, newest first, each marked `held: true`. */
  held: PersonHeldLead[]
  /** Newest first. */
  timeline: TimelineEntry[]
  /** The person answered by e-mail and no partner has replied from the dashboard since. */
  awaitingAnswer: boolean
  /** The last message to the person bounced (no answer from them since): the address may be wrong. */
  bouncing: boolean
  /** Their last answer's subject: a reply from the dashboard is sent as "Re:" it. */
  lastAnswerSubject: string | null
}

/** A row of the lead lists carries how many other (untrashed) leads its person has. */
export type WithOtherLeads = { otherLeads?: number }
