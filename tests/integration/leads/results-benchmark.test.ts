import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as resultsPdfRoute from '@/app/api/assessments/results/[token]/pdf/route'
import { storedResult } from '@/app/(site)/assessment/results/stored-result'

import { pdfText } from '../../fixtures/pdf-text'
import { allAnswers, businessBody, humanFields } from '../api/bodies'
import { call, nextIp } from '../api/fixtures'
import { apiRequest, routeParams } from '../helpers'
import { makeAssessment } from '../inbox/fixtures'
import { assessments } from '../lead-routes'
import { mailedPayload } from '../mailed-payload'
import { runDue } from './queue'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4826'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload
const sink = mailedPayload((started) => (payload = started))
let token: string

beforeAll(async () => {
  // The founder: 63 of 84, in Healthcare, asking for the results e-mail.
  const answer = await call(assessments.POST, '/api/assessments', {
    ip: nextIp(),
    body: {
      ...businessBody('Benchmark Clinics'),
      contactEmail: 'bench@founder.example',
      answers: allAnswers(3),
      emailResults: true,
      ...humanFields(),
    },
  })
  expect(answer.status).toBe(201)
  token = (answer.json() as { resultsPath: string }).resultsPath.split('/').pop()!
})

/** Other founders, of these scores, in this industry. */
const others = (scores: number[], industry = 'Retail') =>
  Promise.all(scores.map((totalScore) => makeAssessment(payload, { totalScore, industry })))

const benchmark = async () => (await storedResult(token))!.benchmark

const pdfOf = async () => {
  const answer = await resultsPdfRoute.GET(
    apiRequest(`/api/assessments/results/${token}/pdf`, { ip: nextIp() }),
    routeParams({ token }) as never,
  )
  return (await pdfText(new Uint8Array(await answer.arrayBuffer()))).text.replace(/\s+/g, ' ')
}

describe('the peer benchmark of a founder’s results', () => {
  it('stays hidden while fewer than 20 others took the assessment, in the page and in the PDF', async () => {
    await others([10, 20, 30, 40, 50, 55, 60, 62, 62, 63, 63, 70, 75, 80, 84, 84, 20, 30, 40])
    expect(await benchmark()).toBeNull()
    expect(await pdfOf()).not.toContain('Your score is higher than')
  })

  it('compares with everyone from the 20th other founder, leaving out the trash', async () => {
    const [twentieth] = await others([5])
    // 13 of the 20 others scored below 63: 65 %.
    const all = 'Your score is higher than 65% of the founders who took the assessment.'
    expect(await benchmark()).toBe(all)
    expect(await pdfOf()).toContain(all)
    await payload.delete({ collection: 'assessments', id: twentieth.id, overrideAccess: true, trash: true })
    expect(await benchmark()).toBeNull()
    await others([5])
    expect(await benchmark()).toBe(all)
  })

  it('compares with the founder’s industry once 20 others in it took it, and says so in the results e-mail', async () => {
    await others(
      Array.from({ length: 19 }, (_, index) => (index < 4 ? 40 : 70)),
      'Healthcare',
    )
    // 19 in Healthcare: still everyone's, now 13 + 4 below of 39 others: 43 %, shown as 40 %.
    expect(await benchmark()).toBe('Your score is higher than 40% of the founders who took the assessment.')
    await others([10], 'Healthcare')
    const industry = 'Your score is higher than 25% of the founders in Healthcare who took the assessment.'
    expect(await benchmark()).toBe(industry)

    await runDue(payload, 'leads', 2)
    const mail = await sink.waitFor((each) => each.to.includes('bench@founder.example'))
    expect(mail.text).toContain(`Rating: Moderate Potential\n${industry}\n`)
    expect(mail.html).toContain(`<p><strong>${industry}</strong></p>`)
  })
})
