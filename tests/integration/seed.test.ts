import { describe, expect, it } from 'vitest'

import { seedDemoContent } from '@/seed/seed-demo'

import { testPayload } from './helpers'

const collections = ['team-members', 'advisors', 'blog-posts', 'assessments', 'contact-inquiries'] as const

async function counts() {
  const payload = await testPayload()
  return Object.fromEntries(
    await Promise.all(
      collections.map(async (collection) => [
        collection,
        (await payload.count({ collection, overrideAccess: true })).totalDocs,
      ]),
    ),
  )
}

describe('demo content', () => {
  it('is added once: a second run adds nothing, even after demo records were deleted', async () => {
    const payload = await testPayload()
    expect(await seedDemoContent(payload)).toBe(true)
    const first = await counts()
    expect(first['team-members']).toBeGreaterThanOrEqual(3)
    expect(first['advisors']).toBeGreaterThanOrEqual(3)
    expect(first['contact-inquiries']).toBeGreaterThanOrEqual(3)

    expect(await seedDemoContent(payload)).toBe(false)
    expect(await counts()).toEqual(first)

    await payload.delete({ collection: 'advisors', where: {}, overrideAccess: true })
    expect(await seedDemoContent(payload)).toBe(false)
    expect((await counts())['advisors']).toBe(0)
  })

  it('covers every rating band, every inquiry type, drafts and team pillars', async () => {
    const payload = await testPayload()
    const assessments = await payload.find({ collection: 'assessments', overrideAccess: true, limit: 0 })
    const scores = assessments.docs.map((doc) => doc.totalScore)
    expect(scores.some((score) => score >= 70)).toBe(true)
    expect(scores.some((score) => score >= 50 && score < 70)).toBe(true)
    expect(scores.some((score) => score < 50)).toBe(true)
    expect(assessments.docs.some((doc) => doc.lifetimeGrossProfit && doc.customerAcquisitionCost)).toBe(true)

    const inquiries = await payload.find({ collection: 'contact-inquiries', overrideAccess: true, limit: 0 })
    expect(new Set(inquiries.docs.map((doc) => doc.inquiryType))).toEqual(
      new Set(['consulting', 'partnership', 'general']),
    )

    const posts = await payload.find({ collection: 'blog-posts', overrideAccess: true, limit: 0 })
    expect(posts.docs.filter((post) => post.isPublished).length).toBeGreaterThanOrEqual(3)
    expect(posts.docs.some((post) => !post.isPublished)).toBe(true)

    const team = await payload.find({ collection: 'team-members', overrideAccess: true, limit: 0 })
    for (const member of team.docs) {
      expect(member.pillar1Title && member.pillar2Title && member.pillar3Title).toBeTruthy()
      expect(member.philosophy).toBeTruthy()
      expect(member.careerJourney).toContain(' at ')
    }
  })
})
