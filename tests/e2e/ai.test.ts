import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')
const adminKey = inject('adminKey')

const call = (path: string, init: { method?: string; body?: unknown; key?: string | null } = {}) =>
  fetch(`${baseURL}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(init.key === null ? {} : { 'x-api-key': init.key ?? adminKey }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

/** Polls until `find` returns something, for at most `seconds`. */
async function eventually<T>(find: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const found = await find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`Nothing after ${seconds} s`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

describe('the AI service in the production server', () => {
  it('analyses a new inquiry and predicts a new assessment in the background', async () => {
    const inquiry = await call('/cms-api/contact-inquiries', {
      body: {
        firstName: 'Dana',
        lastName: 'Lee',
        email: 'dana@example.com',
        industry: 'Medical Devices',
        inquiryType: 'partnership',
        message: 'We are a $4.5 million medical device maker looking for growth capital this quarter.',
      },
    })
    expect(inquiry.status).toBe(201)
    const inquiryId = (await inquiry.json()).doc.id

    const assessment = await call('/cms-api/assessments', {
      body: {
        businessName: 'Background Co',
        contactName: 'Ana Ruiz',
        contactEmail: 'ana@example.com',
        businessCity: 'Austin',
        businessState: 'TX',
        businessZipCode: '78701',
        annualRevenue: '1m-5m',
        totalScore: 64,
        lifetimeGrossProfit: 9000,
        customerAcquisitionCost: 1500,
      },
    })
    expect(assessment.status).toBe(201)
    const assessmentId = (await assessment.json()).doc.id

    const analysis = await eventually(async () => {
      const list = (await (await call('/api/message-analyses')).json()) as { contactInquiryId: unknown }[]
      return list.find((item) => item.contactInquiryId === inquiryId)
    })
    expect(analysis).toMatchObject({ urgencyLevel: 'medium', businessPotential: 'high', source: 'rules' })

    const prediction = await eventually(async () => {
      const response = await call(`/api/predictions/${assessmentId}`)
      return response.status === 200 ? await response.json() : undefined
    })
    expect(prediction).toMatchObject({
      assessmentId,
      rating: 'buy',
      prediction: { ltvCacAnalysis: { ratio: 6, score: 8, label: 'Excellent - Strong customer value creation' } },
    })
    const list = (await (await call('/api/ai-predictions')).json()) as { assessmentId: unknown }[]
    expect(list.map((item) => item.assessmentId)).toContain(assessmentId)
  })

  it('regenerates a prediction on demand and enhances a bio offline', async () => {
    const missing = await call('/api/predictions/999999', { method: 'POST' })
    expect(missing.status).toBe(404)
    const bio = await call('/api/enhance-bio', {
      body: {
        bio: 'I help founders grow.',
        name: 'Ada Park',
        title: 'Partner',
        company: 'Legacy Capital',
        expertise: 'Growth',
        enhancementType: 'professional',
      },
    })
    expect(bio.status).toBe(200)
    expect((await bio.json()).enhancedBio).toMatch(
      /^Ada Park serves as Partner at Legacy Capital\. Ada specialises in Growth\. Ada helps founders grow\./,
    )
    expect((await call('/api/enhance-bio', { body: { bio: 'x' }, key: null })).status).toBe(401)
    expect((await call('/api/ai-predictions', { key: 'wrong' })).status).toBe(401)
  })
})
