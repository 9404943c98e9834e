'use client'

import { Brain, NotebookPen } from 'lucide-react'
import { memo } from 'react'

import type { Assessment } from '@/contracts/assessments'
import type { Id } from '@/contracts/ids'
import type { WithOtherLeads } from '@/contracts/people'
import { MAX_ASSESSMENT_SCORE, revenueRangeLabel } from '@/lib/assessment/options'
import { ltvCacRatio, tableLtvCacScore } from '@/lib/ltv-cac'
import { ratingForScore } from '@/lib/rating'
import { isWebUrl } from '@/lib/urls'
import { LEAD_STATUS_LABELS, leadStatusOf } from '@/contracts/lead-inbox'

import type { AiPredictionItem } from '../api/ai-results'
import { useDeleteAssessment } from '../api/assessments'
import { CopyEmailButton } from '../CopyEmailButton'
import { CrmSyncBadge } from '../crm/CrmSyncBadge'
import { adminDate } from '../format'
import { LeadSource } from '../LeadSource'
import { OtherLeads } from '../leads/OtherLeads'
import { StatusSelect } from '../leads/StatusSelect'
import { TrashActions } from '../leads/TrashActions'
import { Badge, Dot } from '../ui/badge'
import { Button } from '../ui/button'
import { ConfirmDelete } from '../ui/confirm-delete'
import { Td } from '../ui/table'
import { humanise, recommendationTone } from './recommendation'

const RATING_TEXT = {
  green: 'text-green-800',
  yellow: 'text-yellow-800',
  red: 'text-red-800',
}

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

type Props = {
  assessment: Assessment & WithOtherLeads
  prediction: AiPredictionItem | undefined
  onAnalyse: (id: Id) => void
  onOpen: (assessment: Assessment) => void
  /** A row of the trash: restore or delete for good instead of the lead's actions. */
  trashed: boolean
}

export const AssessmentRow = memo(function AssessmentRow({
  assessment,
  prediction,
  onAnalyse,
  onOpen,
  trashed,
}: Props) {
  const rating = ratingForScore(assessment.totalScore)
  const remove = useDeleteAssessment()
  const recommendation = prediction?.prediction?.investmentRecommendation ?? prediction?.investmentRecommendation
  return (
    <tr>
      <Td label="Business" className="min-w-36">
        <p className="font-medium text-ink [overflow-wrap:anywhere]">{assessment.businessName}</p>
        <p className="text-xs text-muted [overflow-wrap:anywhere]">{assessment.contactEmail}</p>
        <OtherLeads count={assessment.otherLeads} name={assessment.contactName} onOpen={() => onOpen(assessment)} />
        {assessment.businessWebsite && isWebUrl(assessment.businessWebsite) ? (
          <a
            href={assessment.businessWebsite}
            target="_blank"
            rel="noopener noreferrer"
            className="text-xs text-blue-800 underline [overflow-wrap:anywhere]"
          >
            {assessment.businessWebsite}
          </a>
        ) : assessment.businessWebsite ? (
          <p className="text-xs text-muted [overflow-wrap:anywhere]">{assessment.businessWebsite}</p>
        ) : (
          <p className="text-xs text-subtle">Not provided</p>
        )}
      </Td>
      <Td label="Contact">{assessment.contactName}</Td>
      <Td label="Industry">{assessment.industry || 'Not specified'}</Td>
      <Td label="Location">
        {assessment.businessCity}, {assessment.businessState} {assessment.businessZipCode}
      </Td>
      <Td label="Revenue">{revenueRangeLabel(assessment.annualRevenue)}</Td>
      <Td label="Score" className="whitespace-nowrap">
        <span className="inline-flex items-center gap-1.5">
          <Dot tone={rating.tone} />
          {assessment.totalScore}/{MAX_ASSESSMENT_SCORE}
        </span>
      </Td>
      <Td label="Rating" className={`font-medium ${RATING_TEXT[rating.tone]}`}>
        {rating.label}
      </Td>
      <Td label="LTV/CAC">
        <LtvCac assessment={assessment} />
      </Td>
      <Td label="AI Prediction">
        {recommendation ? (
          <Badge tone={recommendationTone(recommendation)}>{humanise(recommendation)}</Badge>
        ) : (
          <span className="text-xs text-subtle">Not generated</span>
        )}
      </Td>
      <Td label="Status">
        {trashed ? (
          LEAD_STATUS_LABELS[leadStatusOf(assessment)]
        ) : (
          <StatusSelect
            kind="assessments"
            id={assessment.id}
            status={assessment.status}
            name={assessment.businessName}
            className="h-8 w-32"
          />
        )}
        {assessment.owner && (
          <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">Owner: {assessment.owner}</p>
        )}
        {assessment.followUpOn && <p className="text-xs text-muted">Follow up: {assessment.followUpOn}</p>}
      </Td>
      <Td label="Date">
        <span className="whitespace-nowrap">{adminDate(assessment.createdAt)}</span>
        <LeadSource attribution={assessment.attribution} />
        {assessment.deletedAt && (
          <p className="whitespace-nowrap text-xs text-muted">Deleted {adminDate(assessment.deletedAt)}</p>
        )}
      </Td>
      <Td label="Actions">
        {trashed ? (
          <TrashActions kind="assessments" label="Assessment" id={assessment.id} name={assessment.businessName} />
        ) : (
          <div className="flex flex-wrap items-center gap-1">
            <CrmSyncBadge kind="assessment" id={assessment.id} />
            <CopyEmailButton email={assessment.contactEmail} compact />
            <Button
              variant="ghost"
              size="icon"
              aria-label="AI Analysis"
              title="AI Analysis"
              onClick={() => onAnalyse(assessment.id)}
            >
              <Brain aria-hidden className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Notes on ${assessment.businessName}`}
              title="Status, owner and notes"
              onClick={() => onOpen(assessment)}
            >
              <NotebookPen aria-hidden className="h-4 w-4" />
            </Button>
            <ConfirmDelete
              label={`Delete assessment from ${assessment.businessName}`}
              question="Move this assessment to the trash? It can be restored from there."
              onConfirm={() => remove.mutate(assessment.id)}
              disabled={remove.isPending}
            />
          </div>
        )}
      </Td>
    </tr>
  )
})
