'use client'

import { Brain, Loader2, X } from 'lucide-react'

import type { Prediction } from '@/contracts/ai-results'
import type { Assessment } from '@/contracts/assessments'
import type { Id } from '@/contracts/ids'
import { assessLtvCac, ltvCacRatio } from '@/lib/ltv-cac'

import { usePrediction } from '@/dashboard/api/ai-results'
import { useAssessment } from '@/dashboard/api/assessments'
import { Badge, Dot } from '@/dashboard/ui/badge'
import { Button } from '@/dashboard/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/dashboard/ui/card'
import { useReveal } from '@/dashboard/use-reveal'
import { PredictionPanel } from './prediction-panel'
import { humanise, recommendationTone, RISK_TONE } from './recommendation'

function ScoreBar({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <p className="flex justify-between text-sm font-medium text-body">
        <span>{label}</span>
        <span>{value}/10</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={10}
        aria-valuenow={value}
        className="mt-1 h-2 rounded-full bg-slate-200"
      >
        <div className="h-2 rounded-full bg-blue-700" style={{ width: `${Math.min(100, Math.max(0, value * 10))}%` }} />
      </div>
    </div>
  )
}

function List({ title, items }: { title: string; items: string[] | null | undefined }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-body">
        {(items ?? []).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

function Results({ prediction, assessment }: { prediction: Prediction; assessment: Assessment }) {
  const ratio = ltvCacRatio(assessment.lifetimeGrossProfit, assessment.customerAcquisitionCost)
  const economics = ratio === null ? null : assessLtvCac(ratio)
  const risk = (prediction.riskLevel ?? '') as keyof typeof RISK_TONE
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {prediction.investmentRecommendation && (
          <Badge tone={recommendationTone(prediction.investmentRecommendation)}>
            {humanise(prediction.investmentRecommendation)}
          </Badge>
        )}
        {risk && (
          <span className="inline-flex items-center gap-1.5 text-sm text-body">
            <Dot tone={RISK_TONE[risk] ?? 'yellow'} />
            Risk level: {humanise(risk)}
          </span>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ScoreBar label="Investment Readiness" value={prediction.investmentReadiness ?? 0} />
        <ScoreBar label="Growth Potential" value={prediction.growthPotential ?? 0} />
      </div>
      {economics && (
        <div className="rounded-md border border-line p-3">
          <h3 className="text-sm font-semibold text-ink">Customer Economics (LTV/CAC)</h3>
          <p className="text-sm text-body">
            Ratio {economics.ratio.toFixed(1)}:1 · Score {economics.score}/10 · {economics.label}
          </p>
        </div>
      )}
      <p className="text-sm text-body">Analysis Confidence: {prediction.confidenceScore ?? 0}%</p>
      <div className="grid gap-4 md:grid-cols-3">
        <List title="Key Strengths" items={prediction.keyStrengths} />
        <List title="Critical Challenges" items={prediction.criticalChallenges} />
        <List title="Strategic Recommendations" items={prediction.recommendedActions} />
      </div>
    </div>
  )
}

const Failure = ({ message }: { message: string }) => (
  <p role="alert" className="text-sm text-danger">
    {message}
  </p>
)

/**
 * The AI analysis of one assessment: the assessment and its stored prediction
 * are fetched (loading), then not generated, generating or the results; the prediction panel below.
 */
export function AiAnalysisPanel({ assessmentId, onClose }: { assessmentId: Id; onClose: () => void }) {
  const assessment = useAssessment(assessmentId)
  const { query, generate } = usePrediction(assessmentId)
  const revealRef = useReveal<HTMLDivElement>()
  const loading = assessment.isPending || query.isPending
  let body
  if (!generate.isPending && loading) {
    body = (
      <p role="status" className="py-6 text-center text-sm text-muted">
        Loading analysis...
      </p>
    )
  } else if (assessment.isError) {
    body = <Failure message={assessment.error.message} />
  } else if (assessment.data && query.data && !generate.isPending) {
    body = <Results prediction={query.data} assessment={assessment.data} />
  } else {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        {generate.isPending ? (
          <div role="status" className="flex flex-col items-center gap-2">
            <Loader2 aria-hidden className="h-10 w-10 animate-spin text-blue-700" />
            <p className="font-semibold text-ink">Analyzing Your Business</p>
            <p className="text-sm text-muted">This may take a few moments</p>
          </div>
        ) : (
          <>
            <Brain aria-hidden className="h-10 w-10 text-blue-700" />
            <p className="font-semibold text-ink">AI Business Potential Analysis</p>
          </>
        )}
        {query.isError && <Failure message={query.error.message} />}
        {generate.isError && <Failure message={generate.error.message} />}
        <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
          Generate AI Analysis
        </Button>
      </div>
    )
  }
  const name = assessment.data?.businessName
  return (
    <div className="space-y-4">
      <Card
        ref={revealRef}
        tabIndex={-1}
        aria-label={name ? `AI analysis of ${name}` : 'AI analysis'}
        role="region"
        className="scroll-mt-16 focus-visible:outline-2 focus-visible:outline-focus"
      >
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>{name ? `AI Analysis: ${name}` : 'AI Analysis'}</CardTitle>
          <Button variant="outline" size="sm" onClick={onClose}>
            <X aria-hidden className="h-4 w-4" />
            Close Analysis
          </Button>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
      <PredictionPanel assessmentId={assessmentId} />
    </div>
  )
}
