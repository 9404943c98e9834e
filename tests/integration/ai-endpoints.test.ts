import type { InStatement, ResultSet, TransactionMode } from '@libsql/client'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import * as aiPredictionsRoute from '@/app/api/ai-predictions/route'
import * as enhanceBioRoute from '@/app/api/enhance-bio/route'
import * as analyseInquiryRoute from '@/app/api/message-analyses/[contactInquiryId]/route'
import * as messageAnalysesRoute from '@/app/api/message-analyses/route'
import * as predictionRoute from '@/app/api/predictions/[assessmentId]/route'

import { durableConnection } from '@/config/durable-sqlite'
import { QUEUES } from '@/tasks'
import { HEARTBEAT_MS, JobRunner, STALE_AFTER_MS } from '@/jobs/runner'
import { sharedState } from '@/shared-state'

import { ADMIN_KEY, apiRequest, routeParams, testPayload } from './helpers'

const noParams = routeParams({})

let payload: Payload
let ip = 0
/** A distinct client address per request, so the failed-key rate limit never turns a 401 into a 429. */
const request = (path: string, options: Parameters<typeof apiRequest>[1] = {}) =>
  apiRequest(path, { key: ADMIN_KEY, ip: `198.51.100.${(ip++ % 250) + 1}`, ...options })

const createAssessment = (overrides: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'assessments',
    overrideAccess: true,
    data: {
      businessName: 'Harbor Dental Group',
      contactName: 'Ana Ruiz',
      contactEmail: 'ana@example.com',
      industry: 'Healthcare',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      totalScore: 72,
      categoryScores: {
        leadership: 8,
        financial: 11,
        growth: 10,
        operations: 9,
        customers: 12,
        team: 12,
        readiness: 10,
      },
      lifetimeGrossProfit: 12_000,
      customerAcquisitionCost: 3_000,
      ...overrides,
    },
  })

const createInquiry = (overrides: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'contact-inquiries',
    overrideAccess: true,
    data: {
      firstName: 'Dana',
      lastName: 'Lee',
      email: 'dana@example.com',
      industry: 'Medical Devices',
      inquiryType: 'partnership',
      message:
        'We are a $4.5 million medical device maker seeking growth capital; an offer is on the table, so this is urgent.',
      ...overrides,
    },
  })

const pendingJobs = async (task: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: { and: [{ taskSlug: { equals: task } }, { completedAt: { exists: false } }] },
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the durable AI queue', () => {
  it('analyses an inquiry created while the runner is stopped once jobs run', async () => {
    const inquiry = await createInquiry()
    const [job] = await pendingJobs('analyzeInquiry')
    expect(job).toMatchObject({ queue: 'ai', processing: false, input: { contactInquiryId: String(inquiry.id) } })
    const before = await payload.find({ collection: 'message-analyses', overrideAccess: true })
    expect(before.totalDocs).toBe(0)

    await payload.jobs.run({ queue: 'ai' })

    const after = await payload.find({ collection: 'message-analyses', overrideAccess: true, depth: 0 })
    expect(after.docs).toHaveLength(1)
    expect(after.docs[0]).toMatchObject({
      contactInquiry: inquiry.id,
      urgencyLevel: 'high',
      businessPotential: 'high',
      source: 'rules',
      model: 'rules-v1',
    })
    expect(await pendingJobs('analyzeInquiry')).toHaveLength(0)
  })

  it('predicts a new assessment once jobs run', async () => {
    const assessment = await createAssessment({ businessName: 'Queued Co' })
    expect(await pendingJobs('predictAssessment')).toHaveLength(1)
    await payload.jobs.run({ queue: 'ai' })
    const { docs } = await payload.find({
      collection: 'ai-predictions',
      overrideAccess: true,
      where: { assessment: { equals: assessment.id } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ rating: 'strong_buy', source: 'rules' })
  })

  it('hands a job left processing by a stopped instance back once its lock is stale, never one a live instance holds', async () => {
    const inquiry = await createInquiry({ email: 'restart@example.com' })
    const job = (await pendingJobs('analyzeInquiry')).find(
      (pending) => (pending.input as { contactInquiryId?: string }).contactInquiryId === String(inquiry.id),
    )!
    const { jobClaims, locks } = sharedState(payload)
    const clock = { now: Date.now() }
    // Another instance claims the job, then stops without finishing it.
    expect(await jobClaims.claim(job.id, clock.now)).toBe(true)
    // The AI queue only: the inquiry's lead-deliveries job (due in 60 s) would also become due on this clock.
    const aiOnly = QUEUES.filter((spec) => spec.queue === 'ai')
    const runner = new JobRunner(payload, { claims: jobClaims, locks }, aiOnly, 'test-instance', () => clock.now)
    const analyses = async () =>
      (
        await payload.find({
          collection: 'message-analyses',
          overrideAccess: true,
          where: { contactInquiry: { equals: inquiry.id } },
        })
      ).totalDocs

    clock.now += STALE_AFTER_MS - 1000
    await runner.poll()
    expect(runner.active).toEqual([])
    expect(await analyses()).toBe(0)

    clock.now += HEARTBEAT_MS + 1000
    await runner.poll()
    expect(runner.active).toEqual([job.id])
    await runner.stop(20_000)
    expect(await analyses()).toBe(1)
    expect((await pendingJobs('analyzeInquiry')).map((pending) => pending.id)).not.toContain(job.id)
  })

  it('never fails the submission when queueing fails', async () => {
    const client = durableConnection(payload)
    const batch = client.batch.bind(client) as (
      statements: InStatement[],
      mode: TransactionMode,
    ) => Promise<ResultSet[]>
    vi.spyOn(client, 'batch').mockImplementation(async (statements: InStatement[], mode?: TransactionMode) => {
      if (
        statements.some(
          (statement) => typeof statement !== 'string' && statement.sql.startsWith('INSERT INTO payload_jobs'),
        )
      )
        throw new Error('queue down')
      return batch(statements, mode ?? 'deferred')
    })
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const inquiry = await createInquiry({ email: 'queue-down@example.com' })
    expect(inquiry.id).toBeTruthy()
    expect(logged).toHaveBeenCalledOnce()
    const stored = await payload.findByID({ collection: 'contact-inquiries', id: inquiry.id, overrideAccess: true })
    expect(stored.email).toBe('queue-down@example.com')
  })
})

describe('GET and POST /api/predictions/{assessmentId}', () => {
  it('answers 404 before a prediction exists, then generates, returns and replaces it', async () => {
    const assessment = await createAssessment({ businessName: 'Endpoint Co' })
    const params = routeParams({ assessmentId: String(assessment.id) })

    const missing = await predictionRoute.GET(request(`/api/predictions/${assessment.id}`), params)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('No prediction for this assessment')

    const created = await predictionRoute.POST(request(`/api/predictions/${assessment.id}`, { method: 'POST' }), params)
    expect(created.status).toBe(200)
    const body = await created.json()
    expect(body).toMatchObject({
      assessmentId: assessment.id,
      investmentRecommendation: 'highly_recommended',
      rating: 'strong_buy',
      riskLevel: 'low',
      source: 'rules',
      model: 'rules-v1',
      prediction: {
        investmentRecommendation: 'highly_recommended',
        investmentReadiness: 7.9,
        rating: 'strong_buy',
        ltvCacAnalysis: { ratio: 4, score: 6, label: 'Good - Positive unit economics' },
      },
    })
    expect(body.prediction.keyStrengths[0]).toBe('Endpoint Co scores 72/84 (86%), rated High Potential.')
    expect(body.keyStrengths).toEqual(body.prediction.keyStrengths)

    const fetched = await predictionRoute.GET(request(`/api/predictions/${assessment.id}`), params)
    expect(fetched.status).toBe(200)
    expect(await fetched.json()).toEqual(body)

    await payload.update({
      collection: 'assessments',
      id: assessment.id,
      overrideAccess: true,
      data: { totalScore: 40, categoryScores: null },
    })
    const regenerated = await (
      await predictionRoute.POST(request(`/api/predictions/${assessment.id}`, { method: 'POST' }), params)
    ).json()
    expect(regenerated).toMatchObject({ id: body.id, rating: 'avoid', investmentRecommendation: 'not_recommended' })
    const count = await payload.count({
      collection: 'ai-predictions',
      overrideAccess: true,
      where: { assessment: { equals: assessment.id } },
    })
    expect(count.totalDocs).toBe(1)
  })

  it.each(['999999', 'not-an-id', '-1'])('answers 404 for the unknown or malformed id %s', async (id) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await predictionRoute[method](
        request(`/api/predictions/${id}`, { method }),
        routeParams({ assessmentId: id }),
      )
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Assessment not found')
    }
  })
})

describe('GET /api/ai-predictions and GET /api/message-analyses', () => {
  it('list every prediction with its assessmentId and prediction object', async () => {
    const assessment = await createAssessment({ businessName: 'Listed Co' })
    await predictionRoute.POST(request('/', { method: 'POST' }), routeParams({ assessmentId: String(assessment.id) }))
    const response = await aiPredictionsRoute.GET(request('/api/ai-predictions'), noParams)
    expect(response.status).toBe(200)
    const items = await response.json()
    const item = items.find((entry: { assessmentId: unknown }) => entry.assessmentId === assessment.id)
    expect(item).toMatchObject({
      investmentRecommendation: 'highly_recommended',
      rating: 'strong_buy',
      riskLevel: 'low',
    })
    expect(item.prediction.keyStrengths[0]).toBe('Listed Co scores 72/84 (86%), rated High Potential.')
    expect(item.confidenceScore).toBe(95)
  })

  it('list inquiry analyses, and POST /api/message-analyses/{id} analyses on demand', async () => {
    const inquiry = await createInquiry({
      email: 'on-demand@example.com',
      inquiryType: 'general',
      industry: 'Retail',
      message: 'Hello there.',
    })
    const created = await analyseInquiryRoute.POST(
      request(`/api/message-analyses/${inquiry.id}`, { method: 'POST' }),
      routeParams({ contactInquiryId: String(inquiry.id) }),
    )
    expect(created.status).toBe(200)
    expect(await created.json()).toMatchObject({
      contactInquiryId: inquiry.id,
      urgencyLevel: 'low',
      businessPotential: 'low',
    })

    const response = await messageAnalysesRoute.GET(request('/api/message-analyses'), noParams)
    expect(response.status).toBe(200)
    const item = (await response.json()).find(
      (entry: { contactInquiryId: unknown }) => entry.contactInquiryId === inquiry.id,
    )
    expect(item).toEqual({
      id: expect.anything(),
      contactInquiryId: inquiry.id,
      urgencyLevel: 'low',
      businessPotential: 'low',
      summary:
        'Dana Lee (Retail) sent a 2-word general inquiry without specific topics, figures or timeline. Urgency low, business potential low.',
      keyPoints: [
        'Retail is outside the firm’s healthcare and technology focus.',
        'A short message (2 words): ask for revenue, goals and timeline on the first call.',
      ],
      source: 'rules',
      model: 'rules-v1',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })

    for (const id of ['999999', 'x']) {
      const missing = await analyseInquiryRoute.POST(
        request('/', { method: 'POST' }),
        routeParams({ contactInquiryId: id }),
      )
      expect(missing.status).toBe(404)
      expect(await missing.text()).toBe('Contact inquiry not found')
    }
  })
})

describe('the AI lists of some leads only (the dashboard asks for the page it shows)', () => {
  it('lists the predictions and analyses of the ids given, and none for an empty list', async () => {
    const [first, second, other] = await Promise.all(
      ['Filter One', 'Filter Two', 'Filter Other'].map((businessName) => createAssessment({ businessName })),
    )
    for (const assessment of [first, second, other]) {
      await predictionRoute.POST(request('/', { method: 'POST' }), routeParams({ assessmentId: String(assessment.id) }))
    }
    const list = async (query: string) => {
      const response = await aiPredictionsRoute.GET(request(`/api/ai-predictions?${query}`), noParams)
      expect(response.status).toBe(200)
      return ((await response.json()) as { assessmentId: unknown }[]).map((item) => item.assessmentId).sort()
    }
    expect(await list(`assessmentIds=${first.id},${second.id}`)).toEqual([first.id, second.id].sort())
    expect(await list(`assessmentIds=${other.id},999999`)).toEqual([other.id])
    expect(await list('assessmentIds=')).toEqual([])
    expect((await list('')).length).toBeGreaterThanOrEqual(3)

    const inquiry = await createInquiry({ email: 'filtered@example.com' })
    await analyseInquiryRoute.POST(
      request('/', { method: 'POST' }),
      routeParams({ contactInquiryId: String(inquiry.id) }),
    )
    const analyses = await messageAnalysesRoute.GET(
      request(`/api/message-analyses?contactInquiryIds=${inquiry.id}`),
      noParams,
    )
    expect(((await analyses.json()) as { contactInquiryId: unknown }[]).map((item) => item.contactInquiryId)).toEqual([
      inquiry.id,
    ])
  })

  it('refuses a malformed, repeated or too long id list with a 400 naming it', async () => {
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1).join(',')
    for (const query of [
      'assessmentIds=1,x',
      'assessmentIds=1&assessmentIds=2',
      `assessmentIds=${tooMany}`,
      'assessmentIds=1,,2',
    ]) {
      const response = await aiPredictionsRoute.GET(request(`/api/ai-predictions?${query}`), noParams)
      expect(response.status, query).toBe(400)
      expect(await response.text()).toBe('Invalid or missing fields: assessmentIds')
      expect(response.headers.get('x-invalid-fields')).toBe('assessmentIds')
    }
    const analyses = await messageAnalysesRoute.GET(request('/api/message-analyses?contactInquiryIds=-1'), noParams)
    expect(analyses.status).toBe(400)
    expect(await analyses.text()).toBe('Invalid or missing fields: contactInquiryIds')
  })
})

describe('POST /api/enhance-bio', () => {
  const body = {
    bio: 'I advise founders on growth. I led three exits.',
    name: 'Ada Park',
    title: 'Partner',
    company: 'Legacy Capital',
    expertise: 'Leadership Team',
    enhancementType: 'leadership',
    customInstructions: '',
  }

  it('returns an enhanced bio', async () => {
    const response = await enhanceBioRoute.POST(request('/api/enhance-bio', { body }), noParams)
    expect(response.status).toBe(200)
    const { enhancedBio } = await response.json()
    expect(enhancedBio).toMatch(
      /^As Partner at Legacy Capital, Ada Park leads with clarity and conviction\. Ada led three exits\. Ada advises founders on growth\./,
    )
  })

  it.each([
    [{ ...body, bio: '   ' }, 'Bio is required'],
    [
      { ...body, enhancementType: 'custom', customInstructions: ' ' },
      'Custom instructions are required for a custom enhancement',
    ],
    [{ ...body, enhancementType: 'poetic' }, 'Invalid or missing fields: enhancementType'],
    [{ ...body, bio: 42 }, 'Invalid or missing fields: bio'],
  ])('answers 400 for %j', async (payloadBody, message) => {
    const response = await enhanceBioRoute.POST(request('/api/enhance-bio', { body: payloadBody }), noParams)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(message)
  })
})

describe('every AI endpoint needs the admin key', () => {
  const calls: [string, (key?: string) => Promise<Response>][] = [
    ['GET /api/predictions/1', (key) => predictionRoute.GET(request('/', { key }), routeParams({ assessmentId: '1' }))],
    [
      'POST /api/predictions/1',
      (key) => predictionRoute.POST(request('/', { key, method: 'POST' }), routeParams({ assessmentId: '1' })),
    ],
    ['GET /api/ai-predictions', (key) => aiPredictionsRoute.GET(request('/', { key }), noParams)],
    ['GET /api/message-analyses', (key) => messageAnalysesRoute.GET(request('/', { key }), noParams)],
    [
      'POST /api/message-analyses/1',
      (key) => analyseInquiryRoute.POST(request('/', { key, method: 'POST' }), routeParams({ contactInquiryId: '1' })),
    ],
    ['POST /api/enhance-bio', (key) => enhanceBioRoute.POST(request('/', { key, body: { bio: 'x' } }), noParams)],
  ]

  it.each(calls)('%s answers 401 without a key or with a wrong one', async (_, call) => {
    for (const key of [undefined, 'wrong-key']) {
      const response = await call(key)
      expect(response.status).toBe(401)
      expect(await response.text()).toBe('Unauthorized: a valid x-api-key header is required')
    }
  })
})
