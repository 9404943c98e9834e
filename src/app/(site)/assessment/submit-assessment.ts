import { invalidFieldsOf } from '@/contracts/errors'
import { type Draft, submissionBody } from '@/lib/assessment/form'
import { TRAP_FIELDS, type Traps } from '@/lib/spam-traps'
import { firstTouchFromTab } from '@/analytics/model/track'

/** Where to go after submitting: the record's permanent results address, or null (a suspected bot is told nothing). */
export type SubmitOutcome =
  | { ok: true; resultsPath: string | null }
  | { ok: false; status: number | null; message: string; invalidFields: string[] }

const RESULTS_PATH = /^\/assessment\/results\/[\w-]+\.[\w-]+$/

/** POSTs the questionnaire to /api/assessments; the server scores it and answers with the results address. */
export async function submitAssessment(draft: Draft, form: FormData): Promise<SubmitOutcome> {
  const traps = Object.fromEntries(TRAP_FIELDS.map((name) => [name, String(form.get(name) ?? '')])) as Traps
  let response: Response
  try {
    response = await fetch('/api/assessments', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      // The visit's first touch, kept in the tab by the tracker, attributes the lead (no cookie).
      body: JSON.stringify({
        ...submissionBody(draft, traps),
        attribution: firstTouchFromTab(),
        emailResults: form.get('emailResults') === 'on',
      }),
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
  const answer = (await response.json().catch(() => null)) as { resultsPath?: unknown } | null
  const path =
    typeof answer?.resultsPath === 'string' && RESULTS_PATH.test(answer.resultsPath) ? answer.resultsPath : null
  return { ok: true, resultsPath: path }
}
