'use client'

import { RefreshCw } from 'lucide-react'

import type { Id } from '@/contracts/ids'

import { Badge, Dot } from '@/dashboard/ui/badge'
import { Button } from '@/dashboard/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/dashboard/ui/card'
import { humanise, RATING_TONE, RISK_TONE } from './recommendation'
import { usePrediction } from '@/dashboard/api/ai-results'

/** The prediction of one assessment: its rating (strong_buy … avoid) and risk level, generated on demand. */
export function PredictionPanel({ assessmentId }: { assessmentId: Id }) {
  const { query, generate } = usePrediction(assessmentId)
  const prediction = query.data
  let body
  if (query.isPending) {
    body = <p role="status">Loading prediction...</p>
  } else if (query.isError) {
    body = (
      <p role="alert" className="text-danger">
        {query.error.message}
      </p>
    )
  } else if (!prediction?.rating) {
    body = <p>No prediction generated yet</p>
  } else {
    body = (
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <dt>Rating</dt>
          <dd>
            <Badge tone={RATING_TONE[prediction.rating as keyof typeof RATING_TONE] ?? 'neutral'}>
              {humanise(prediction.rating)}
            </Badge>
          </dd>
        </div>
        {prediction.riskLevel && (
          <div className="flex items-center gap-2">
            <dt>Risk Level</dt>
            <dd className="inline-flex items-center gap-1.5">
              <Dot tone={RISK_TONE[prediction.riskLevel as keyof typeof RISK_TONE] ?? 'yellow'} />
              {humanise(prediction.riskLevel)}
            </dd>
          </div>
        )}
      </dl>
    )
  }
  return (
    <Card role="region" aria-label="Investment Prediction">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Investment Prediction</CardTitle>
        <Button variant="outline" size="sm" onClick={() => generate.mutate()} disabled={generate.isPending}>
          <RefreshCw aria-hidden className={generate.isPending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
          {generate.isPending ? 'Generating Prediction...' : prediction ? 'Refresh Prediction' : 'Generate Prediction'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-body">
        {body}
        {generate.isError && (
          <p role="alert" className="text-danger">
            {generate.error.message}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
