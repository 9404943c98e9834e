'use client'

import type { ComponentType, ReactNode } from 'react'

import type { AiPredictionItem, ListedMessageAnalysis as MessageAnalysis } from '@/contracts/ai-results'
import type { Assessment } from '@/contracts/assessments'
import { INQUIRY_TYPE_ADMIN_LABELS, INQUIRY_TYPES, type InquiryType } from '@/contracts/enumerations'
import type { Id } from '@/contracts/ids'
import type { ContactInquiry } from '@/contracts/inquiries'
import type { LeadKind, LeadView } from '@/dashboard/model/lead-view'
import { MAX_ASSESSMENT_SCORE, revenueRangeLabel } from '@/lib/assessment/options'
import { ltvCacRatio, tableLtvCacScore } from '@/lib/ltv-cac'
import { ratingForScore } from '@/lib/rating'
import { isWebUrl } from '@/lib/urls'

import { useAiPredictions, useMessageAnalyses } from '../api/ai-results'
import { AiAnalysisPanel } from '@/dashboard/assessments/ai-analysis-panel'
import { humanise, recommendationTone } from '../assessments/recommendation'
import { ExpandableMessage } from '@/dashboard/inquiries/expandable-message'
import { Badge, Dot } from '../ui/badge'
import { FilterSelect } from '../ui/select'
import type { Column } from '../ui/sortable-table'
import { Td } from '../ui/table'
import type { PanelLead } from './lead-panel'

type ShownLead = { id: Id; createdAt?: string | null }

/** One of a kind's own columns: its header and its cell (labelled as the header, `cellClassName` on it). */
type KindColumn<T, A> = Column & { cellClassName?: string; cell: (lead: T, aiResult: A | undefined) => ReactNode }

/** The columns every kind ends with (the row draws them). */
const SHARED_COLUMNS: readonly Column[] = [
  { label: 'Status', sortKey: 'status' },
  { label: 'Date', sortKey: 'date' },
  { label: 'Actions' },
]

/** A kind's table header: who, its own columns, the shared ones. */
export const columnsOf = (view: KindView<ListedLead, unknown>): readonly Column[] => [
  { label: view.who.label, sortKey: view.who.sortKey },
  ...view.own.map(({ label, sortKey }) => ({ label, sortKey })),
  ...SHARED_COLUMNS,
]

/** A kind's own cells of one lead. */
export function OwnCells({
  view,
  lead,
  aiResult,
}: {
  view: KindView<ListedLead, unknown>
  lead: ListedLead
  aiResult: unknown
}) {
  return view.own.map((column) => (
    <Td key={column.label} label={column.label} className={column.cellClassName}>
      {column.cell(lead, aiResult)}
    </Td>
  ))
}

/**
 * What the lead tab and row show of one kind: its title, columns, own cells and filters, its AI
 * result (its caption and list texts come from the kind table). Everything else (toolbar, status, owner, dates, actions, trash, the panel) is shared.
 */
export type KindView<T, A> = {
  title: string
  /** The first column: who the lead is (`className` its cells'). */
  who: Column & { className: string }
  /** What the lead is called in its row's labels and dialogs. */
  nameOf: (lead: T) => string
  emailOf: (lead: T) => string
  /** The person behind the lead (their other leads are named after them). */
  personOf: (lead: T) => string
  /** Under the name and e-mail in the first column (a website). */
  whoDetails: (lead: T) => ReactNode
  /** The kind's own columns, between who the lead is and the status. */
  own: readonly KindColumn<T, A>[]
  deleteLabel: (name: string) => string
  deleteQuestion: string
  panelLead: (lead: T) => PanelLead
  filters?: (view: LeadView, update: (change: Partial<LeadView>) => void) => ReactNode
  useAiResults: (shown: readonly ShownLead[]) => { data?: A[] }
  leadIdOf: (aiResult: A) => Id
  /** A longer AI analysis opened from the row's brain button. */
  AnalysisPanel?: ComponentType<{ leadId: Id; onClose: () => void }>
}

const RATING_TEXT = { green: 'text-green-800', yellow: 'text-yellow-800', red: 'text-red-800' }

function LtvCac({ assessment }: { assessment: Assessment }) {
  const ratio = ltvCacRatio(assessment.lifetimeGrossProfit, assessment.customerAcquisitionCost)
  if (ratio === null) return <span className="text-subtle">n/a</span>
  return (
    <span>
      {ratio.toFixed(1)}:1
      <span className="block text-xs text-subtle">Score {tableLtvCacScore(ratio)}/10</span>
    </span>
  )
}

function Website({ url }: { url: string | null | undefined }) {
  if (url && isWebUrl(url)) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-xs text-blue-800 underline [overflow-wrap:anywhere]"
      >
        {url}
      </a>
    )
  }
  if (url) return <p className="text-xs text-muted [overflow-wrap:anywhere]">{url}</p>
  return <p className="text-xs text-subtle">Not provided</p>
}

function Rating({ score }: { score: number }) {
  const rating = ratingForScore(score)
  return <span className={`font-medium ${RATING_TEXT[rating.tone]}`}>{rating.label}</span>
}

function Recommendation({ prediction }: { prediction: AiPredictionItem | undefined }) {
  const recommendation = prediction?.prediction?.investmentRecommendation ?? prediction?.investmentRecommendation
  if (!recommendation) return <span className="text-xs text-subtle">Not generated</span>
  return <Badge tone={recommendationTone(recommendation)}>{humanise(recommendation)}</Badge>
}

const assessments: KindView<Assessment, AiPredictionItem> = {
  title: 'Business Assessments',
  who: { label: 'Business', sortKey: 'business', className: 'min-w-36' },
  nameOf: (assessment) => assessment.businessName,
  emailOf: (assessment) => assessment.contactEmail,
  personOf: (assessment) => assessment.contactName,
  whoDetails: (assessment) => <Website url={assessment.businessWebsite} />,
  own: [
    { label: 'Contact', sortKey: 'contact', cell: (assessment) => assessment.contactName },
    { label: 'Industry', sortKey: 'industry', cell: (assessment) => assessment.industry || 'Not specified' },
    {
      label: 'Location',
      sortKey: 'location',
      cell: (assessment) => (
        <>
          {assessment.businessCity}, {assessment.businessState} {assessment.businessZipCode}
        </>
      ),
    },
    { label: 'Revenue', sortKey: 'revenue', cell: (assessment) => revenueRangeLabel(assessment.annualRevenue) },
    {
      label: 'Score',
      sortKey: 'score',
      cellClassName: 'whitespace-nowrap',
      cell: (assessment) => (
        <span className="inline-flex items-center gap-1.5">
          <Dot tone={ratingForScore(assessment.totalScore).tone} />
          {assessment.totalScore}/{MAX_ASSESSMENT_SCORE}
        </span>
      ),
    },
    { label: 'Rating', cell: (assessment) => <Rating score={assessment.totalScore} /> },
    { label: 'LTV/CAC', sortKey: 'ltvcac', cell: (assessment) => <LtvCac assessment={assessment} /> },
    { label: 'AI Prediction', cell: (_, prediction) => <Recommendation prediction={prediction} /> },
  ],
  deleteLabel: (name) => `Delete assessment from ${name}`,
  deleteQuestion: 'Move this assessment to the trash? It can be restored from there.',
  panelLead: (assessment) => ({
    id: assessment.id,
    name: assessment.businessName,
    contactName: assessment.contactName,
    email: assessment.contactEmail,
    status: assessment.status,
    owner: assessment.owner,
    ownerUser: assessment.ownerUser,
    followUpOn: assessment.followUpOn,
    revenue: assessment.annualRevenue,
  }),
  useAiResults: useAiPredictions,
  leadIdOf: (prediction) => prediction.assessmentId,
  AnalysisPanel: ({ leadId, onClose }) => <AiAnalysisPanel assessmentId={leadId} onClose={onClose} />,
}

const LEVEL_TONE = { high: 'red', medium: 'yellow', low: 'green' } as const
const POTENTIAL_TONE = { high: 'green', medium: 'yellow', low: 'neutral' } as const

const toneOf = <T extends Record<string, string>>(tones: T, level: string) => tones[level as keyof T] ?? 'neutral'

function AnalysisBox({ analysis }: { analysis: MessageAnalysis | undefined }) {
  if (!analysis) return <p className="mt-2 text-xs italic text-subtle">AI analysis processing...</p>
  return (
    <div className="mt-2 space-y-1 rounded-md border border-blue-200 bg-blue-50 p-2">
      <div className="flex flex-wrap gap-1">
        <Badge tone={toneOf(LEVEL_TONE, analysis.urgencyLevel)}>Urgency: {analysis.urgencyLevel}</Badge>
        <Badge tone={toneOf(POTENTIAL_TONE, analysis.businessPotential)}>Potential: {analysis.businessPotential}</Badge>
      </div>
      <p className="text-xs text-body">{analysis.summary}</p>
      <ul className="list-disc pl-4 text-xs text-body">
        {(analysis.keyPoints ?? []).slice(0, 3).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  )
}

const inquiryName = (inquiry: ContactInquiry) => `${inquiry.firstName} ${inquiry.lastName}`

const inquiries: KindView<ContactInquiry, MessageAnalysis> = {
  title: 'Contact Inquiries',
  who: { label: 'Contact Information', sortKey: 'name', className: 'min-w-40' },
  nameOf: inquiryName,
  emailOf: (inquiry) => inquiry.email,
  personOf: inquiryName,
  whoDetails: (inquiry) =>
    inquiry.website && <p className="text-xs text-muted [overflow-wrap:anywhere]">{inquiry.website}</p>,
  own: [
    { label: 'Industry', sortKey: 'industry', cell: (inquiry) => inquiry.industry || 'Not specified' },
    {
      label: 'Type',
      sortKey: 'type',
      cellClassName: 'whitespace-nowrap',
      cell: (inquiry) => INQUIRY_TYPE_ADMIN_LABELS[inquiry.inquiryType as InquiryType] ?? inquiry.inquiryType,
    },
    {
      label: 'Message & AI Analysis',
      cellClassName: 'max-w-md',
      cell: (inquiry, analysis) => (
        <>
          <ExpandableMessage id={`inquiry-message-${inquiry.id}`} message={inquiry.message} />
          <AnalysisBox analysis={analysis} />
        </>
      ),
    },
  ],
  deleteLabel: (name) => `Delete inquiry from ${name}`,
  deleteQuestion: 'Move this contact inquiry to the trash? It can be restored from there.',
  panelLead: (inquiry) => ({
    id: inquiry.id,
    name: inquiryName(inquiry),
    contactName: inquiry.firstName,
    email: inquiry.email,
    status: inquiry.status,
    owner: inquiry.owner,
    ownerUser: inquiry.ownerUser,
    followUpOn: inquiry.followUpOn,
  }),
  filters: (view, update) => (
    <FilterSelect
      label="Inquiry type"
      value={view.type}
      onChange={(type) => update({ type })}
      values={INQUIRY_TYPES}
      labelOf={(type) => INQUIRY_TYPE_ADMIN_LABELS[type]}
      allLabel="All Types"
      className="w-52"
    />
  ),
  useAiResults: useMessageAnalyses,
  leadIdOf: (analysis) => analysis.contactInquiryId,
}

/** A lead as the tables list it: any kind's record. */
export type ListedLead = { id: Id; createdAt?: string | null }

/** Each kind's view, by its dashboard tab. */
export const KIND_VIEWS = { assessments, inquiries } as unknown as Record<LeadKind, KindView<ListedLead, unknown>>
