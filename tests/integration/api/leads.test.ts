import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { assessmentById, assessments, contact, inquiryById } from '../lead-routes'

import { testPayload } from '../helpers'
import { allAnswers, assessmentBody, businessBody, humanFields, inquiryBody } from './bodies'
import { admin, call, nextIp } from './fixtures'

type Doc = Record<string, unknown> & { id: number }

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const count = async (collection: 'contact-inquiries' | 'assessments') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('POST /api/contact', () => {
  it('stores a valid inquiry and answers 201 with the record', async () => {
    const answer = await call(contact.POST, '/api/contact', { ip: nextIp(), body: inquiryBody('first@example.com') })
    expect(answer.status).toBe(201)
    const inquiry = answer.json() as Doc
    expect(inquiry).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'first@example.com',
      website: 'lopez-family.example',
      industry: 'Healthcare',
      inquiryType: 'partnership',
      message: 'We are looking for a long-term partner.',
    })
    expect(Object.keys(inquiry)).toEqual(expect.arrayContaining(['id', 'createdAt']))
    expect(inquiry).not.toHaveProperty('honeypot')
    const saved = await payload.findByID({ collection: 'contact-inquiries', id: inquiry.id, overrideAccess: true })
    expect(saved.email).toBe('first@example.com')
  })

  // The times are taken when the case runs, not when the table is built (Payload may take seconds to start).
  it.each<[string, () => Record<string, unknown>]>([
    ['the url trap', () => ({ url: 'http://spam.example' })],
    ['the honeypot', () => ({ honeypot: 'x' })],
    ['the website-style trap', () => ({ website_url: 'spam.example' })],
    ['a missing formStartTime', () => ({ formStartTime: undefined })],
    ['a future formStartTime', () => ({ formStartTime: Date.now() + 60_000 })],
    ['a form sent within 3 s', () => ({ formStartTime: Date.now() - 1000 })],
    ['an unreadable formStartTime', () => ({ formStartTime: 'yesterday' })],
  ])('answers 200 and stores nothing for %s', async (_, fields) => {
    const before = await count('contact-inquiries')
    const answer = await call(contact.POST, '/api/contact', { ip: nextIp(), body: { ...inquiryBody(), ...fields() } })
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ success: true })
    expect(await count('contact-inquiries')).toBe(before)
  })

  it('stores the visible website field as data, and accepts formStartTime as an ISO date', async () => {
    const answer = await call(contact.POST, '/api/contact', {
      ip: nextIp(),
      body: {
        ...inquiryBody(),
        website: 'https://real.example',
        formStartTime: new Date(Date.now() - 10_000).toISOString(),
      },
    })
    expect(answer.status).toBe(201)
    expect(answer.json()).toMatchObject({ website: 'https://real.example' })
  })

  it('rejects missing or invalid fields with a 400 naming them', async () => {
    const before = await count('contact-inquiries')
    const answer = await call(contact.POST, '/api/contact', {
      ip: nextIp(),
      body: { ...inquiryBody(), firstName: ' ', email: 'not-an-email', industry: 'Space Mining', inquiryType: 'sales' },
    })
    expect(answer.status).toBe(400)
    expect(answer.text).toBe('Invalid or missing fields: firstName, email, industry, inquiryType')
    expect(answer.headers.get('x-invalid-fields')).toBe('firstName,email,industry,inquiryType')
    expect(await count('contact-inquiries')).toBe(before)
  })

  it('answers 429 with Retry-After after 5 submissions from one client in 10 minutes', async () => {
    const ip = nextIp()
    const statuses = []
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (await call(contact.POST, '/api/contact', { ip, body: inquiryBody(`rate${n}@example.com`) })).status,
      )
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await call(contact.POST, '/api/contact', { ip, body: inquiryBody() })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await call(contact.POST, '/api/contact', { ip: nextIp(), body: inquiryBody() })).status).toBe(201)
  })

  it('stores exactly 200 of 200 concurrent submissions from distinct clients', async () => {
    const before = await count('contact-inquiries')
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        call(contact.POST, '/api/contact', {
          ip: `10.20.${Math.floor(n / 200)}.${n}`,
          body: inquiryBody(`load${n}@example.com`),
        }),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(200)
    expect(await count('contact-inquiries')).toBe(before + 200)
  })
})

describe('contact inquiries for the admin', () => {
  it('GET lists inquiries newest first', async () => {
    const list = await call(contact.GET, '/api/contact', admin)
    expect(list.status).toBe(200)
    const inquiries = list.json() as Doc[]
    expect(inquiries).toHaveLength(await count('contact-inquiries'))
    const times = inquiries.map((i) => Date.parse(i.createdAt as string))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('DELETE removes an inquiry and its message analysis', async () => {
    const inquiry = (
      await call(contact.POST, '/api/contact', { ip: nextIp(), body: inquiryBody('doomed@example.com') })
    ).json() as Doc
    await payload.create({
      collection: 'message-analyses',
      overrideAccess: true,
      data: { contactInquiry: inquiry.id, urgencyLevel: 'low', businessPotential: 'low', summary: 'A note.' },
    })
    const id = String(inquiry.id)
    const answer = await call(inquiryById.DELETE, `/api/contact/${id}`, { ...admin, method: 'DELETE', id })
    expect(answer.status).toBe(200)
    expect(
      await payload.findByID({
        collection: 'contact-inquiries',
        id: inquiry.id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
    expect(
      (
        await payload.count({
          collection: 'message-analyses',
          overrideAccess: true,
          where: { contactInquiry: { equals: inquiry.id } },
        })
      ).totalDocs,
    ).toBe(0)
    expect((await call(inquiryById.DELETE, `/api/contact/${id}`, { ...admin, method: 'DELETE', id })).status).toBe(404)
  })
})

describe('POST /api/assessments', () => {
  it('scores a visitor’s answers on the server, ignoring any totalScore sent', async () => {
    const answer = await call(assessments.POST, '/api/assessments', {
      ip: nextIp(),
      body: { ...assessmentBody(), totalScore: 84 },
    })
    expect(answer.status).toBe(201)
    const created = answer.json() as Doc
    expect(created).toMatchObject({ ...businessBody(), totalScore: 63, answers: allAnswers() })
    expect(created.categoryScores).toEqual({
      leadership: 9,
      financial: 9,
      growth: 9,
      operations: 9,
      customers: 9,
      team: 9,
      readiness: 9,
    })
    const saved = await payload.findByID({ collection: 'assessments', id: created.id, overrideAccess: true })
    expect(saved.totalScore).toBe(63)
  })

  it('accepts a visitor without industry or economics', async () => {
    const body: Partial<ReturnType<typeof assessmentBody>> = assessmentBody('Minimal Co')
    delete body.lifetimeGrossProfit
    delete body.customerAcquisitionCost
    const answer = await call(assessments.POST, '/api/assessments', { ip: nextIp(), body: { ...body, industry: '' } })
    expect(answer.status).toBe(201)
    expect(answer.json()).toMatchObject({ industry: null, lifetimeGrossProfit: null })
  })

  it('refuses unanswered or out-of-range answers and an unknown industry', async () => {
    const before = await count('assessments')
    const partial = allAnswers()
    delete partial['owner-dependence']
    for (const [body, message] of [
      [{ ...assessmentBody(), answers: partial }, 'Invalid or missing fields: answers.owner-dependence'],
      [{ ...assessmentBody(), answers: { ...allAnswers(), bogus: 1 } }, 'Invalid or missing fields: answers.bogus'],
      [{ ...assessmentBody(), answers: { ...allAnswers(), records: 5 } }, 'Invalid or missing fields: answers.records'],
      [{ ...assessmentBody(), industry: 'Alchemy' }, 'Invalid or missing fields: industry'],
      [{ ...assessmentBody(), annualRevenue: '10m' }, 'Invalid or missing fields: annualRevenue'],
    ] as const) {
      const answer = await call(assessments.POST, '/api/assessments', { ip: nextIp(), body })
      expect(answer.status).toBe(400)
      expect(answer.text).toBe(message)
    }
    expect(await count('assessments')).toBe(before)
  })

  it('applies the contact form’s spam defences to visitors', async () => {
    const before = await count('assessments')
    for (const fields of [{ honeypot: 'x' }, { website_url: 'x' }, { url: 'x' }, { formStartTime: Date.now() }]) {
      const answer = await call(assessments.POST, '/api/assessments', {
        ip: nextIp(),
        body: { ...assessmentBody(), ...fields },
      })
      expect(answer.status).toBe(200)
    }
    expect(await count('assessments')).toBe(before)
    const ip = nextIp()
    const statuses = []
    for (let n = 0; n < 6; n += 1)
      statuses.push((await call(assessments.POST, '/api/assessments', { ip, body: assessmentBody() })).status)
    expect(statuses.at(-1)).toBe(429)
  })

  it('takes totalScore directly with the admin key, 0 to 84 whole numbers only', async () => {
    const imported = await call(assessments.POST, '/api/assessments', {
      ...admin,
      body: { ...businessBody('Imported Co'), totalScore: 71 },
    })
    expect(imported.status).toBe(201)
    expect(imported.json()).toMatchObject({ businessName: 'Imported Co', totalScore: 71, categoryScores: null })
    for (const totalScore of [85, -1, 70.5, '70', null]) {
      const answer = await call(assessments.POST, '/api/assessments', {
        ...admin,
        body: { ...businessBody(), totalScore },
      })
      expect(answer.status).toBe(400)
      expect(answer.text).toBe('Invalid or missing fields: totalScore')
    }
    const mismatch = await call(assessments.POST, '/api/assessments', {
      ...admin,
      body: { ...businessBody(), answers: allAnswers(4), totalScore: 10 },
    })
    expect(mismatch.status).toBe(400)
  })
})

describe('assessments for the admin', () => {
  it('GET lists assessments newest first and GET by id returns one', async () => {
    const list = (await call(assessments.GET, '/api/assessments', admin)).json() as Doc[]
    expect(list).toHaveLength(await count('assessments'))
    expect(list[0].businessName).toBe('Imported Co')
    const one = await call(assessmentById.GET, '/api/assessments/x', { ...admin, id: String(list[0].id) })
    expect(one.status).toBe(200)
    expect(one.json()).toMatchObject({ id: list[0].id, totalScore: 71 })
    expect((await call(assessmentById.GET, '/api/assessments/x', { ...admin, id: '77777' })).status).toBe(404)
    expect((await call(assessmentById.GET, '/api/assessments/x', { ...admin, id: 'NaN' })).status).toBe(404)
  })

  it('DELETE removes an assessment and its prediction', async () => {
    const [assessment] = (await call(assessments.GET, '/api/assessments', admin)).json() as Doc[]
    await payload.create({
      collection: 'ai-predictions',
      overrideAccess: true,
      data: { assessment: assessment.id, riskLevel: 'low' },
    })
    const id = String(assessment.id)
    expect((await call(assessmentById.DELETE, '/api/assessments/x', { ...admin, method: 'DELETE', id })).status).toBe(
      200,
    )
    expect(
      await payload.findByID({
        collection: 'assessments',
        id: assessment.id,
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
    expect((await payload.count({ collection: 'ai-predictions', overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('human fields', () => {
  it('are what the tests send as a real form would', () => {
    expect(Object.keys(humanFields())).toEqual(['url', 'honeypot', 'website_url', 'formStartTime'])
  })
})
