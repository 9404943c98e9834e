import { requestClientIp } from '@/lib/client-address'
import { parseResultInput } from '@/lib/assessment/result-input'
import { assessmentResult } from '@/lib/assessment/results'
import { ApiError, type PayloadContext } from '@/http/http'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { benchmarkFor } from '../benchmark'
import { firmContact } from '../firm-contact'
import { assessmentForResultsToken, resultsNextStep, resultsUrl } from '../results-link'
import { resultsPdf } from '../results-pdf'

/** Each PDF is drawn afresh: a client gets a generous handful a minute, not a drawing machine. */
const PDF_RULE: RateRule = { name: 'results-pdf', limit: 20, windowMs: 60_000 }

type TokenContext = PayloadContext<{ params: Promise<{ token: string }> }>

/**
 * GET /api/assessments/results/<results token>/pdf: the results as a PDF, for whoever holds the
 * results link (the same signed token the results page checks); any other token is a 404.
 */
export async function getResultsPdf(request: Request, { payload, params }: TokenContext): Promise<Response> {
  const decision = await rateLimiter(payload).consume(PDF_RULE, requestClientIp(request.headers))
  if (!decision.allowed)
    throw new ApiError(429, 'Too many requests. Please try again later.', {
      'retry-after': String(decision.retryAfterSeconds),
    })
  const doc = await assessmentForResultsToken(payload, (await params).token)
  const input = doc && parseResultInput(doc)
  if (!doc || !input) throw new ApiError(404, 'No results at this address.')
  const pdf = await resultsPdf({
    firmName: (await firmContact(payload)).firmName,
    result: assessmentResult(input),
    resultsUrl: resultsUrl(payload, doc),
    nextStep: await resultsNextStep(payload, doc, doc),
    benchmark: await benchmarkFor(payload, doc),
    takenAt: new Date(doc.createdAt),
  })
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="assessment-results.pdf"',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  })
}
