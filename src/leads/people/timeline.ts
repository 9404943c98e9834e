import { LEAD_STATUS_LABELS, type LeadStatus } from '@/contracts/lead-inbox'
import type { PersonLeadRef, TimelineEntry } from '@/contracts/people'
import { MAX_ASSESSMENT_SCORE } from '@/lib/assessment/options'
import { INQUIRY_TYPE_ADMIN_LABELS } from '@/contracts/enumerations'
import type {
  AiPrediction,
  Assessment,
  AuditLog,
  ContactInquiry,
  LeadDelivery,
  LeadNote,
  LeadReply,
  MessageAnalysis,
} from '@/payload-types'

type Relation = number | string | { id: number | string } | null | undefined

const idOf = (relation: Relation) => (relation && typeof relation === 'object' ? relation.id : relation)

/** The lead a record about a lead points at. */
function leadOf(doc: { assessment?: Relation; contactInquiry?: Relation }): PersonLeadRef | null {
  const assessment = idOf(doc.assessment)
  if (assessment !== null && assessment !== undefined) return { kind: 'assessment', id: assessment }
  const inquiry = idOf(doc.contactInquiry)
  return inquiry !== null && inquiry !== undefined ? { kind: 'inquiry', id: inquiry } : null
}

const humanise = (value: string) => value.replace(/_/g, ' ')
const statusLabel = (value: string | null | undefined) =>
  value ? (LEAD_STATUS_LABELS[value as LeadStatus] ?? value) : '—'

export function submittedEntry(
  lead: { kind: 'assessment'; doc: Assessment } | { kind: 'inquiry'; doc: ContactInquiry },
): TimelineEntry {
  const ref = { kind: lead.kind, id: lead.doc.id }
  if (lead.kind === 'assessment') {
    const { doc } = lead
    return {
      type: 'submitted',
      at: doc.createdAt,
      lead: ref,
      author: null,
      summary: `Assessment submitted: ${doc.businessName}, score ${doc.totalScore}/${MAX_ASSESSMENT_SCORE}`,
      text: '',
    }
  }
  const { doc } = lead
  const type = INQUIRY_TYPE_ADMIN_LABELS[doc.inquiryType] ?? doc.inquiryType
  return {
    type: 'submitted',
    at: doc.createdAt,
    lead: ref,
    author: null,
    summary: `Inquiry sent: ${type}`,
    text: doc.message,
  }
}

export function aiEntry(
  result: { kind: 'prediction'; doc: AiPrediction } | { kind: 'analysis'; doc: MessageAnalysis },
): TimelineEntry {
  const base = { type: 'ai' as const, at: result.doc.createdAt, lead: leadOf(result.doc), author: null }
  if (result.kind === 'prediction') {
    const recommendation = humanise(result.doc.investmentRecommendation ?? 'no recommendation')
    return { ...base, summary: `AI prediction: ${recommendation}`, text: '' }
  }
  return { ...base, summary: `AI analysis: ${result.doc.urgencyLevel} urgency`, text: result.doc.summary }
}

export function noteEntry(doc: LeadNote): TimelineEntry {
  const base = { at: doc.createdAt, lead: leadOf(doc), author: doc.author, from: doc.from ?? null, to: doc.to ?? null }
  if (doc.type === 'status')
    return { ...base, type: 'status', summary: `Status: ${statusLabel(doc.from)} → ${statusLabel(doc.to)}`, text: '' }
  if (doc.type === 'owner')
    return { ...base, type: 'owner', summary: `Owner: ${doc.from || '—'} → ${doc.to || '—'}`, text: '' }
  if (doc.type === 'followUp')
    return { ...base, type: 'followUp', summary: doc.to ? `Follow up on ${doc.to}` : 'Follow-up cleared', text: '' }
  if (doc.type === 'deal') return { ...base, type: 'deal', summary: `Deal: ${doc.to || '—'}`, text: '' }
  return { ...base, type: 'note', summary: 'Note', text: doc.text ?? '' }
}

export function replyEntry(doc: LeadReply): TimelineEntry {
  return {
    type: 'reply',
    at: doc.createdAt,
    lead: leadOf(doc),
    author: doc.author,
    summary: `Reply to ${doc.to}: ${doc.subject}`,
    subject: doc.subject,
    text: doc.text,
    status: doc.status,
  }
}

const DELIVERY_SUMMARY: Record<LeadDelivery['channel'], string> = {
  notification: 'New-lead notification e-mailed to the firm',
  results: 'Results e-mailed to the founder',
  webhook: 'Sent to the CRM webhook',
  hubspot: 'Sent to HubSpot',
}

export function deliveryEntry(doc: LeadDelivery): TimelineEntry {
  const email = doc.channel === 'notification' || doc.channel === 'results'
  return {
    type: email ? 'email' : 'crm',
    at: doc.deliveredAt ?? doc.updatedAt,
    lead: leadOf(doc),
    author: null,
    summary: DELIVERY_SUMMARY[doc.channel],
    text: doc.status === 'sent' ? '' : (doc.lastError ?? ''),
    status: doc.status,
  }
}

export function auditEntry(doc: AuditLog): TimelineEntry {
  return {
    type: 'export',
    at: doc.createdAt,
    lead: null,
    author: doc.actor,
    summary: 'Personal data exported',
    text: '',
  }
}
