import { invalidFieldsOf } from '@/contracts/errors'
import { type Draft, parseAmount, submissionBody } from '@/lib/assessment/form'
import { TRAP_FIELDS, type Traps } from '@/lib/spam-traps'
import { parseResultInput, type ResultInput } from '@/lib/assessment/result-input'
import { scoreAnswers } from '@/lib/assessment/scoring'
import { firstTouchFromTab } from '@/lib/track'

export type SubmitOutcome =
  | { ok: true; result: ResultInput }
  | { ok: false; status: number | null; message: string; invalidFields: string[] }

/**
 * POSTs the questionnaire to /api/assessments. The server scores the answers; its record is what
 * the results page shows. An answer without a score (what a suspected bot is told) falls back to
 * scoring the same answers here.
 */
export async function submitAssessment(draft: Draft, form: FormData): Promise<SubmitOutcome> {
  const traps = Object.fromEntries(TRAP_FIELDS.map((name) => [name, String(form.get(name) ?? '')])) as Traps
  let response: Response
  try {
    response = await fetch('/api/assessments', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      // The visit's first touch, kept in the tab by the tracker, attributes the lead (no cookie).
      body: JSON.stringify({ ...submissionBody(draft, traps), attribution: firstTouchFromTab() }),
    })
  } catch {
    return {
      ok: false,
      status: null,
      message: 'We could not reach our server. Check your connection and try again.',
      invalidFields: [],
    }
  }
  if (!response.ok) {
    const message = `${response.status}: ${(await response.text()) || response.statusText}`
    return { ok: false, message, status: response.status, invalidFields: invalidFieldsOf(response.headers) }
  }
  const stored = parseResultInput(await response.json().catch(() => null))
  return {
    ok: true,
    result: stored ?? {
      businessName: draft.details.businessName.trim(),
      ...scoreAnswers(draft.answers),
      lifetimeGrossProfit: parseAmount(draft.economics.lifetimeGrossProfit),
      customerAcquisitionCost: parseAmount(draft.economics.customerAcquisitionCost),
    },
  }
}
