import type { Payload, TypedUser } from 'payload'

import { analyse } from '@/ai/analyst'
import type { DraftInput } from '@/ai/types'
import { isApiKeyAdmin } from '@/auth/admin-user'
import { INQUIRY_TYPE_ADMIN_LABELS } from '@/contracts/enumerations'
import type { DraftReply } from '@/contracts/pipeline'
import { revenueRangeLabel } from '@/lib/assessment/options'

import { bookingFor } from '../booking'
import { leadSettings } from '../settings'
import { findPersonRecord, leadsOfKey } from './person-record'
import { assessmentAnswers } from './person-view'

type Caller = { payload: Payload; user: TypedUser }

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? ''

/** The facts a first reply to the person rests on: their newest assessment and inquiry, the partner, the booking link. */
async function draftFacts({ payload, user }: Caller, key: string): Promise<DraftInput | null> {
  const { assessments, inquiries } = await leadsOfKey(payload, key)
  const assessment = assessments.at(-1)
  const inquiry = inquiries.at(-1)
  if (!assessment && !inquiry) return null
  const [person, { firmName }] = await Promise.all([findPersonRecord(payload, key), leadSettings(payload)])
  const answers = assessment ? assessmentAnswers(payload.secret, assessment) : null
  const booking = await bookingFor(payload, {
    ownerUser: (person?.ownerUser as number | null | undefined) ?? null,
    industry: assessment?.industry ?? inquiry?.industry ?? null,
  })
  const partnerName = isApiKeyAdmin(user)
    ? (person?.owner ?? null)
    : (user as { name?: string | null }).name?.trim() || person?.owner || null
  return {
    firstName: firstWord(assessment?.contactName ?? inquiry?.firstName ?? ''),
    firmName,
    partnerName,
    businessName: assessment?.businessName ?? person?.company ?? null,
    totalScore: assessment?.totalScore ?? null,
    rating: answers?.rating ?? null,
    weakestArea: answers?.weakestArea ?? null,
    revenueBand: assessment ? revenueRangeLabel(assessment.annualRevenue) : null,
    inquiryType: inquiry ? (INQUIRY_TYPE_ADMIN_LABELS[inquiry.inquiryType] ?? inquiry.inquiryType) : null,
    message: inquiry?.message ?? null,
    bookingUrl: booking?.url ?? null,
  }
}

/** A first reply drafted by the model when configured (rules when not, or when it fails); nothing is sent. */
export async function draftReply(caller: Caller, key: string): Promise<DraftReply | null> {
  const facts = await draftFacts(caller, key)
  if (!facts) return null
  const { result, source } = await analyse((analyst) => analyst.draftReply(facts), undefined, caller.payload.logger)
  return { ...result, source }
}
