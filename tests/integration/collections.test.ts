import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Assessment } from '@/payload-types'

import { testPayload } from './helpers'
import { plainTextBody } from '@/insights/markdown'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const assessment = (overrides: Partial<Assessment> = {}) => ({
  businessName: 'Acme Dental',
  contactName: 'Ana Smith',
  contactEmail: 'ana@acme.example',
  businessCity: 'Austin',
  businessState: 'TX',
  businessZipCode: '78701',
  annualRevenue: '1m-5m' as const,
  totalScore: 60,
  ...overrides,
})

describe('assessment totalScore', () => {
  it.each([0, 84, 42])('accepts %i', async (totalScore) => {
    const doc = await payload.create({
      collection: 'assessments',
      overrideAccess: true,
      data: assessment({ totalScore }),
    })
    expect(doc.totalScore).toBe(totalScore)
  })

  it.each([-1, 85, 50.5, 1000])('refuses %f and stores nothing', async (totalScore) => {
    const before = await payload.count({ collection: 'assessments', overrideAccess: true })
    await expect(
      payload.create({ collection: 'assessments', overrideAccess: true, data: assessment({ totalScore }) }),
    ).rejects.toThrow(/field is invalid: Total Score/i)
    expect((await payload.count({ collection: 'assessments', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses an unknown revenue band and an unknown industry', async () => {
    await expect(
      payload.create({
        collection: 'assessments',
        overrideAccess: true,
        data: assessment({ annualRevenue: '10m' as never }),
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'assessments',
        overrideAccess: true,
        data: assessment({ industry: 'Space' as never }),
      }),
    ).rejects.toThrow()
  })
})

describe('cascade deletes', () => {
  it('deleting an assessment deletes its prediction', async () => {
    const doc = await payload.create({ collection: 'assessments', overrideAccess: true, data: assessment() })
    await payload.create({
      collection: 'ai-predictions',
      overrideAccess: true,
      data: { assessment: doc.id, investmentRecommendation: 'consider', source: 'rules' },
    })
    await payload.delete({ collection: 'assessments', id: doc.id, overrideAccess: true })
    const left = await payload.find({
      collection: 'ai-predictions',
      overrideAccess: true,
      where: { assessment: { equals: doc.id } },
    })
    expect(left.totalDocs).toBe(0)
  })

  it('deleting an inquiry deletes its message analysis', async () => {
    const inquiry = await payload.create({
      collection: 'contact-inquiries',
      overrideAccess: true,
      data: { firstName: 'A', lastName: 'B', email: 'a@b.example', inquiryType: 'general', message: 'Hello' },
    })
    await payload.create({
      collection: 'message-analyses',
      overrideAccess: true,
      data: { contactInquiry: inquiry.id, urgencyLevel: 'low', businessPotential: 'low', summary: 'A greeting.' },
    })
    await payload.delete({ collection: 'contact-inquiries', id: inquiry.id, overrideAccess: true })
    const left = await payload.find({ collection: 'message-analyses', overrideAccess: true })
    expect(left.docs.filter((doc) => doc.contactInquiry === inquiry.id)).toHaveLength(0)
  })

  it('one prediction per assessment', async () => {
    const doc = await payload.create({ collection: 'assessments', overrideAccess: true, data: assessment() })
    await payload.create({ collection: 'ai-predictions', overrideAccess: true, data: { assessment: doc.id } })
    await expect(
      payload.create({ collection: 'ai-predictions', overrideAccess: true, data: { assessment: doc.id } }),
    ).rejects.toThrow()
  })
})

describe('blog post publication date', () => {
  const post = { title: 'Dated', summary: 'S', content: plainTextBody('C') }

  it('is set by the server on first publish, kept on edits, cleared on unpublish', async () => {
    const draft = await payload.create({ collection: 'blog-posts', overrideAccess: true, data: post })
    expect(draft.publishedAt).toBeNull()
    const published = await payload.update({
      collection: 'blog-posts',
      id: draft.id,
      overrideAccess: true,
      data: { isPublished: true },
    })
    expect(Date.now() - Date.parse(published.publishedAt!)).toBeLessThan(60_000)
    const edited = await payload.update({
      collection: 'blog-posts',
      id: draft.id,
      overrideAccess: true,
      data: { title: 'Dated, edited' },
    })
    expect(edited.publishedAt).toBe(published.publishedAt)
    const unpublished = await payload.update({
      collection: 'blog-posts',
      id: draft.id,
      overrideAccess: true,
      data: { isPublished: false },
    })
    expect(unpublished.publishedAt).toBeNull()
  })

  it('keeps a date the caller gives', async () => {
    const doc = await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      data: { ...post, isPublished: true, publishedAt: '2025-01-02T03:04:05.000Z' },
    })
    expect(doc.publishedAt).toBe('2025-01-02T03:04:05.000Z')
  })
})

describe('team member bio', () => {
  it('fills the pillar, philosophy and career fields from a structured bio, with defaults', async () => {
    const member = await payload.create({
      collection: 'team-members',
      overrideAccess: true,
      data: {
        name: 'Jane Doe',
        title: 'Partner',
        teamCategory: 'Investment Team',
        bio: JSON.stringify({
          overview: 'Overview text',
          career: [{ role: 'Partner', institution: 'Acme' }],
          pillars: [{ icon: 'Gem', title: 'Quality', description: 'Only the best.' }],
          philosophy: 'Be patient.',
        }),
      },
    })
    expect(member).toMatchObject({
      pillar1Title: 'Quality',
      pillar1Icon: 'Gem',
      pillar2Icon: 'Target',
      pillar3Icon: 'Users',
      philosophy: 'Be patient.',
      careerJourney: 'Partner at Acme',
      isActive: true,
      displayOrder: 0,
    })
  })

  it('defaults the category to Leadership Team and keeps a plain-text bio as is', async () => {
    const member = await payload.create({
      collection: 'team-members',
      overrideAccess: true,
      data: { name: 'John Roe', title: 'Analyst', bio: 'Plain text bio' } as never,
    })
    expect(member.teamCategory).toBe('Leadership Team')
    expect(member.bio).toBe('Plain text bio')
  })
})
