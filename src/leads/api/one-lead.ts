import type { AssessmentLead, InquiryLead, LeadKindSlug } from '@/contracts/lead-inbox'
import { type Caller, requireLeadWorker } from '@/http/auth'
import type { IdContext, PayloadContext } from '@/http/http'
import { findRecord } from '@/http/records'

/** One of the lead collections, with the label its 404s name. */
export type LeadTarget = { collection: LeadKindSlug; label: string }

export type Admin = Caller & { user: NonNullable<Caller['user']> }

/** A call on the kind's list: the caller, and the kind. */
export type ListCall = (request: Request, admin: Admin, target: LeadTarget) => Promise<Response>
/** A call on one lead: the caller, the id as the path gave it, and the kind. */
export type LeadCall = (request: Request, admin: Admin, rawId: string, target: LeadTarget) => Promise<Response>

type Require = (request: Request, payload: PayloadContext['payload']) => Promise<Admin>

/** A list route of the kind, for callers who work leads (or as `require` says). */
export const onList =
  (call: ListCall, target: LeadTarget, require: Require = requireLeadWorker) =>
  async (request: Request, { payload }: PayloadContext) =>
    call(request, await require(request, payload), target)

/** A route of one lead of the kind, for callers who work leads (or as `require` says). */
export const onLead =
  (call: LeadCall, target: LeadTarget, require: Require = requireLeadWorker) =>
  async (request: Request, { params, payload }: PayloadContext<IdContext>) =>
    call(request, await require(request, payload), (await params).id, target)

/** The lead the caller may read, or a 404 naming its kind. */
export const findLead = async (admin: Admin, target: LeadTarget, rawId: string) =>
  (await findRecord(admin, target.collection, rawId, target.label)) as AssessmentLead | InquiryLead
