import type { Payload } from 'payload'

import { INQUIRY_TYPE_ADMIN_LABELS } from '@/contracts/enumerations'
import { LEAD_KIND_TABLE, type LeadKind } from '@/contracts/lead-kinds'
import { REVENUE_RANGE_LABELS } from '@/lib/assessment/options'
import { parseDocId } from '@/lib/ids'
import { ratingForScore } from '@/lib/rating'
import { MAX_ASSESSMENT_SCORE } from '@/lib/assessment/options'
import { siteUrl } from '@/lib/site-url'
import type { AiPrediction, Assessment, ContactInquiry, MessageAnalysis } from '@/payload-types'

export { LEAD_KINDS, type LeadKind } from '@/contracts/lead-kinds'

export type LeadRef = { kind: LeadKind; id: string }

type LeadAi = { summary: string; points: string[]; source: string }

/** Everything a message or a CRM needs about one lead, from the stored record and its AI result. */
export type Lead = {
  kind: LeadKind
  id: string
  /** The random value the lead was given when stored (none on MongoDB leads stored before it). */
  uid: string | null
  createdAt: string
  name: string
  email: string
  company: string | null
  website: string | null
  industry: string | null
  /** Assessments: the total score, its maximum and rating. */
  score: { total: number; max: number; rating: string } | null
  /** Inquiries: the type as the dashboard labels it, and the visitor's message. */
  inquiry: { type: string; message: string } | null
  /** Other facts worth a line: location, revenue. */
  details: [string, string][]
  ai: LeadAi | null
  adminUrl: string
  /** The first touch of the visit that sent the lead (channel, source, medium, campaign, entry page, referrer host). */
  attribution: Assessment['attribution'] | null
}

const humanise = (value: string) => value.replace(/_/g, ' ')

function predictionAi(doc: AiPrediction): LeadAi {
  const recommendation = humanise(doc.investmentRecommendation ?? 'no recommendation')
  const summary =
    `${recommendation[0].toUpperCase()}${recommendation.slice(1)}: investment readiness ${doc.investmentReadiness ?? '–'}/10, ` +
    `growth potential ${doc.growthPotential ?? '–'}/10, ${doc.riskLevel ?? 'unknown'} risk.`
  const strengths = Array.isArray(doc.keyStrengths) ? doc.keyStrengths.map(String) : []
  const challenges = Array.isArray(doc.criticalChallenges) ? doc.criticalChallenges.map(String) : []
  return {
    summary,
    points: [
      ...strengths.slice(0, 2).map((s) => `Strength: ${s}`),
      ...challenges.slice(0, 2).map((c) => `Challenge: ${c}`),
    ],
    source: doc.source ?? 'rules',
  }
}

function analysisAi(doc: MessageAnalysis): LeadAi {
  return {
    summary: `${doc.summary} (urgency ${doc.urgencyLevel}, business potential ${doc.businessPotential})`,
    points: Array.isArray(doc.keyPoints) ? doc.keyPoints.map(String) : [],
    source: doc.source ?? 'rules',
  }
}

export const adminLeadUrl = (kind: LeadKind, email: string): string =>
  `${siteUrl()}/admin?${new URLSearchParams({ tab: LEAD_KIND_TABLE[kind].tab, search: email })}`

function fromAssessment(doc: Assessment): Omit<Lead, 'ai'> {
  return {
    kind: 'assessment',
    id: String(doc.id),
    uid: doc.uid ?? null,
    createdAt: doc.createdAt,
    name: doc.contactName,
    email: doc.contactEmail,
    company: doc.businessName,
    website: doc.businessWebsite ?? null,
    industry: doc.industry ?? null,
    score: { total: doc.totalScore, max: MAX_ASSESSMENT_SCORE, rating: ratingForScore(doc.totalScore).label },
    inquiry: null,
    details: [
      ['Location', `${doc.businessCity}, ${doc.businessState} ${doc.businessZipCode}`],
      ['Annual revenue', REVENUE_RANGE_LABELS[doc.annualRevenue] ?? doc.annualRevenue],
    ],
    adminUrl: adminLeadUrl('assessment', doc.contactEmail),
    attribution: doc.attribution ?? null,
  }
}

function fromInquiry(doc: ContactInquiry): Omit<Lead, 'ai'> {
  return {
    kind: 'inquiry',
    id: String(doc.id),
    uid: doc.uid ?? null,
    createdAt: doc.createdAt,
    name: `${doc.firstName} ${doc.lastName}`,
    email: doc.email,
    company: null,
    website: doc.website ?? null,
    industry: doc.industry ?? null,
    score: null,
    inquiry: { type: INQUIRY_TYPE_ADMIN_LABELS[doc.inquiryType] ?? doc.inquiryType, message: doc.message },
    details: [],
    adminUrl: adminLeadUrl('inquiry', doc.email),
    attribution: doc.attribution ?? null,
  }
}

/** The lead's stored record, whoever may read it; null when it no longer exists (or the id is malformed). */
export async function findLeadRecord(payload: Payload, ref: LeadRef): Promise<Assessment | ContactInquiry | null> {
  const id = parseDocId(ref.id, payload.db.defaultIDType)
  if (id === null) return null
  return payload
    .findByID({
      collection: LEAD_KIND_TABLE[ref.kind].collection,
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
}

/** The lead with its AI result if one is stored; null when the record no longer exists. */
export async function loadLead(payload: Payload, ref: LeadRef): Promise<Lead | null> {
  const doc = await findLeadRecord(payload, ref)
  if (!doc) return null
  const base = ref.kind === 'assessment' ? fromAssessment(doc as Assessment) : fromInquiry(doc as ContactInquiry)
  return { ...base, ai: await loadAi(payload, ref.kind, doc.id) }
}

/** The lead's uid, or null when the lead no longer exists. */
export async function loadLeadUid(payload: Payload, ref: LeadRef): Promise<{ uid: string | null } | null> {
  const doc = await findLeadRecord(payload, ref)
  return doc ? { uid: doc.uid ?? null } : null
}

async function loadAi(payload: Payload, kind: LeadKind, id: number | string): Promise<LeadAi | null> {
  const { docs } = await payload.find({
    collection: LEAD_KIND_TABLE[kind].aiCollection,
    where: { [LEAD_KIND_TABLE[kind].relationField]: { equals: id } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const [result] = docs
  if (!result) return null
  return kind === 'assessment' ? predictionAi(result as AiPrediction) : analysisAi(result as MessageAnalysis)
}

export const isHighPotential = (lead: Lead): boolean => lead.score?.rating === 'High Potential'
