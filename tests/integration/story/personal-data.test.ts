import { createHash, createHmac } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as erase } from '@/app/api/personal-data/erase/route'
import { POST as exportData } from '@/app/api/personal-data/export/route'
import { POST as search } from '@/app/api/personal-data/search/route'

import { businessBody, inquiryFields } from '../api/bodies'
import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'

let payload: Payload
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const PLAIN_HASH = sha256('maria@example.com')
/** The audit log's name for Maria: an HMAC of her address's hash under the server's key. */
let MARIA_HASH: string

async function assessment(contactEmail: string, businessName: string) {
  return payload.create({
    collection: 'assessments',
    overrideAccess: true,
    data: { ...businessBody(businessName), contactEmail, totalScore: 60 },
  })
}

beforeAll(async () => {
  payload = await testPayload()
  MARIA_HASH = createHmac('sha256', payload.secret).update(`audit-log-email:${PLAIN_HASH}`).digest('hex')
  const first = await assessment('maria@example.com', 'Lopez Clinics')
  await assessment('MARIA@Example.com', 'Lopez Labs')
  await assessment('xmaria@example.com', 'Not Maria Co')
  await assessment('other@example.com', 'Other Co')
  const inquiry = await payload.create({
    collection: 'contact-inquiries',
    overrideAccess: true,
    data: inquiryFields('Maria@example.com'),
  })
  await payload.create({
    collection: 'contact-inquiries',
    overrideAccess: true,
    data: inquiryFields('other@example.com'),
  })
  await payload.create({
    collection: 'ai-predictions',
    overrideAccess: true,
    data: { assessment: first.id, investmentRecommendation: 'recommended', keyStrengths: ['Margins'] },
  })
  await payload.create({
    collection: 'message-analyses',
    overrideAccess: true,
    data: { contactInquiry: inquiry.id, urgencyLevel: 'high', businessPotential: 'high', summary: 'Wants a partner.' },
  })
})

const auditEntries = async () =>
  (await payload.find({ collection: 'audit-log', overrideAccess: true, sort: 'createdAt', pagination: false })).docs

async function totals() {
  const slugs = ['assessments', 'contact-inquiries', 'ai-predictions', 'message-analyses', 'audit-log'] as const
  return Object.fromEntries(
    await Promise.all(
      slugs.map(async (collection) => [
        collection,
        (await payload.count({ collection, overrideAccess: true })).totalDocs,
      ]),
    ),
  )
}

describe("a person's data on request", () => {
  it('finds every record under the address in any case, and no other address', async () => {
    const answer = await call(search, '/api/personal-data/search', { ...admin, body: { email: ' Maria@Example.COM ' } })
    expect(answer.status, answer.text).toBe(200)
    const summary = answer.json() as { email: string; total: number; counts: Record<string, number> }
    expect(summary.email).toBe('maria@example.com')
    expect(summary.counts).toMatchObject({
      assessments: 2,
      'contact-inquiries': 1,
      'ai-predictions': 1,
      'message-analyses': 1,
    })
    expect(summary.total).toBe(Object.values(summary.counts).reduce((a, b) => a + b, 0))
    expect(await auditEntries()).toEqual([])
  })

  it('exports everything as one JSON download and records who, when and the address hash', async () => {
    const before = Date.now()
    const answer = await call(exportData, '/api/personal-data/export', {
      ...admin,
      body: { email: 'maria@example.com' },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="personal-data-${MARIA_HASH.slice(0, 12)}.json"`,
    )
    const file = answer.json() as { email: string; records: Record<string, Record<string, unknown>[]> }
    expect(file.email).toBe('maria@example.com')
    expect(file.records.assessments.map((doc) => doc.businessName).sort()).toEqual(['Lopez Clinics', 'Lopez Labs'])
    expect(file.records['contact-inquiries'][0].message).toBe(inquiryFields().message)
    expect(file.records['ai-predictions'][0].keyStrengths).toEqual(['Margins'])
    expect(file.records['message-analyses'][0].summary).toBe('Wants a partner.')
    expect(JSON.stringify(file)).not.toContain('Not Maria Co')

    const [entry] = await auditEntries()
    expect(entry).toMatchObject({ action: 'personal-data-export', actor: 'API key', emailHash: MARIA_HASH })
    expect(entry.records).toMatchObject({ assessments: 2, 'contact-inquiries': 1 })
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(JSON.stringify(entry)).not.toContain('maria@')
    expect(JSON.stringify(entry)).not.toContain(PLAIN_HASH)
  })

  it.each([
    ['export', exportData],
    ['erase', erase],
  ])('%s of an unknown address says nothing was found and changes nothing', async (name, handler) => {
    const before = await totals()
    const answer = await call(handler, `/api/personal-data/${name}`, {
      ...admin,
      body: { email: 'nobody@example.com' },
    })
    expect(answer.status).toBe(404)
    expect(answer.text).toBe('Nothing was found for this e-mail')
    expect(await totals()).toEqual(before)
  })

  it.each([
    ['a malformed address', { email: 'not-an-address' }],
    ['no address', {}],
  ])('refuses %s with a 400 naming the field', async (_name, body) => {
    const answer = await call(erase, '/api/personal-data/erase', { ...admin, body })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('x-invalid-fields')).toBe('email')
  })

  it('is refused to visitors, wrong keys and CMS editors, and names a CMS admin in the log', async () => {
    const before = await totals()
    const body = { email: 'maria@example.com' }
    expect((await call(exportData, '/api/personal-data/export', { body })).status).toBe(401)
    expect((await call(erase, '/api/personal-data/erase', { body, key: 'wrong-key', ip: '203.0.113.77' })).status).toBe(
      401,
    )
    for (const role of ['editor', 'admin'] as const) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `${role}@firm.example`, password: 'a-long-password-1', role },
      })
    }
    const token = async (email: string) =>
      (await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })).token!
    const asEditor = { Authorization: `JWT ${await token('editor@firm.example')}` }
    expect((await call(erase, '/api/personal-data/erase', { body, headers: asEditor })).status).toBe(401)
    expect((await call(search, '/api/personal-data/search', { body, headers: asEditor })).status).toBe(401)
    expect(await totals()).toEqual(before)

    const asAdmin = { Authorization: `JWT ${await token('admin@firm.example')}` }
    expect((await call(exportData, '/api/personal-data/export', { body, headers: asAdmin })).status).toBe(200)
    expect((await auditEntries()).at(-1)).toMatchObject({ actor: 'admin@firm.example', emailHash: MARIA_HASH })
  })

  it('erases every record of the person, AI results included, in one call, and logs it', async () => {
    const answer = await call(erase, '/api/personal-data/erase', { ...admin, body: { email: 'MARIA@example.com' } })
    expect(answer.status, answer.text).toBe(200)
    const erased = answer.json() as { total: number; erased: Record<string, number> }
    expect(erased.erased).toMatchObject({
      assessments: 2,
      'contact-inquiries': 1,
      'ai-predictions': 1,
      'message-analyses': 1,
    })

    const after = await call(search, '/api/personal-data/search', { ...admin, body: { email: 'maria@example.com' } })
    expect(after.json()).toMatchObject({ total: 0, counts: {} })
    expect(await totals()).toMatchObject({
      assessments: 2,
      'contact-inquiries': 1,
      'ai-predictions': 0,
      'message-analyses': 0,
    })
    const names = (await payload.find({ collection: 'assessments', overrideAccess: true })).docs.map(
      (doc) => doc.businessName,
    )
    expect(names.sort()).toEqual(['Not Maria Co', 'Other Co'])
    expect((await auditEntries()).at(-1)).toMatchObject({
      action: 'personal-data-erase',
      actor: 'API key',
      emailHash: MARIA_HASH,
    })

    const again = await call(erase, '/api/personal-data/erase', { ...admin, body: { email: 'maria@example.com' } })
    expect(again.status).toBe(404)
  })

  it('keeps the audit log out of reach of editors and unchangeable through the CMS', async () => {
    const editor = (
      await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, overrideAccess: true })
    ).docs[0]
    const user = { ...editor, collection: 'users' as const }
    await expect(payload.find({ collection: 'audit-log', overrideAccess: false, user })).rejects.toThrow(/not allowed/i)
    const [entry] = await auditEntries()
    const adminUser = {
      ...(await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, overrideAccess: true }))
        .docs[0],
      collection: 'users' as const,
    }
    await expect(
      payload.update({
        collection: 'audit-log',
        id: entry.id,
        data: { actor: 'someone else' },
        overrideAccess: false,
        user: adminUser,
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.delete({ collection: 'audit-log', id: entry.id, overrideAccess: false, user: adminUser }),
    ).rejects.toThrow(/not allowed/i)
  })
})
