import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiKeyAdmin } from '@/auth/admin-user'

import { testPayload } from './helpers'
import { plainTextBody } from '@/insights/markdown'

let payload: Payload
const admin = apiKeyAdmin()

beforeAll(async () => {
  payload = await testPayload()
  const base = { title: 'Partner', company: 'Acme', expertise: 'Finance', description: 'Advises.' }
  await payload.create({
    collection: 'advisors',
    overrideAccess: true,
    data: { ...base, name: 'Visible Advisor', isActive: true },
  })
  await payload.create({
    collection: 'advisors',
    overrideAccess: true,
    data: { ...base, name: 'Hidden Advisor', isActive: false },
  })
  await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: { name: 'Active Member', title: 'Partner', teamCategory: 'Leadership Team' },
  })
  await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: { name: 'Inactive Member', title: 'Partner', teamCategory: 'Leadership Team', isActive: false },
  })
  const post = { summary: 'Summary', content: plainTextBody('Body text') }
  await payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    data: { ...post, title: 'Live Post', isPublished: true },
  })
  await payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    data: { ...post, title: 'Draft Post', isPublished: false },
  })
  await payload.create({
    collection: 'assessments',
    overrideAccess: true,
    data: {
      businessName: 'Private Co',
      contactName: 'Owner',
      contactEmail: 'owner@example.com',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      totalScore: 60,
    },
  })
  await payload.create({
    collection: 'contact-inquiries',
    overrideAccess: true,
    data: { firstName: 'A', lastName: 'B', email: 'a@example.com', inquiryType: 'general', message: 'Hi' },
  })
})

const names = (docs: { name?: string | null; title?: string | null }[]) => docs.map((doc) => doc.name ?? doc.title)

describe('anonymous callers', () => {
  it('read only active advisors and team members', async () => {
    const advisors = await payload.find({ collection: 'advisors', overrideAccess: false })
    expect(names(advisors.docs)).toEqual(['Visible Advisor'])
    const team = await payload.find({ collection: 'team-members', overrideAccess: false })
    expect(names(team.docs)).toEqual(['Active Member'])
  })

  it('read only published posts', async () => {
    const posts = await payload.find({ collection: 'blog-posts', overrideAccess: false })
    expect(names(posts.docs)).toEqual(['Live Post'])
  })

  it.each(['assessments', 'contact-inquiries', 'ai-predictions', 'message-analyses', 'users'] as const)(
    'cannot read %s',
    async (collection) => {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    },
  )

  it('cannot create content', async () => {
    await expect(
      payload.create({
        collection: 'blog-posts',
        overrideAccess: false,
        data: { title: 'Spam', summary: 's', content: plainTextBody('c') },
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('the API-key admin', () => {
  it('reads everything, inactive and draft records included', async () => {
    const advisors = await payload.find({ collection: 'advisors', overrideAccess: false, user: admin })
    expect(names(advisors.docs).sort()).toEqual(['Hidden Advisor', 'Visible Advisor'])
    const posts = await payload.find({ collection: 'blog-posts', overrideAccess: false, user: admin })
    expect(posts.totalDocs).toBe(2)
    const assessments = await payload.find({ collection: 'assessments', overrideAccess: false, user: admin })
    expect(assessments.docs[0].businessName).toBe('Private Co')
    const inquiries = await payload.find({ collection: 'contact-inquiries', overrideAccess: false, user: admin })
    expect(inquiries.totalDocs).toBe(1)
  })
})

describe('a CMS editor', () => {
  it('manages content but cannot read leads', async () => {
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'editor@example.com', password: 'editor-password-1', role: 'editor' },
    })
    const user = { ...editor, collection: 'users' as const }
    const post = await payload.create({
      collection: 'blog-posts',
      overrideAccess: false,
      user,
      data: { title: 'Editor Post', summary: 's', content: plainTextBody('c') },
    })
    expect(post.title).toBe('Editor Post')
    await expect(payload.find({ collection: 'assessments', overrideAccess: false, user })).rejects.toThrow(
      /not allowed/i,
    )
  })
})

describe("the CMS's edit locks", () => {
  it('an editor sees locks on content only and deletes only their own; an admin manages all', async () => {
    const user = async (email: string, role: 'admin' | 'editor') => ({
      ...(await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email, password: 'lock-password-1', role },
      })),
      collection: 'users' as const,
    })
    const editor = await user('lock-editor@example.com', 'editor')
    const partner = await user('lock-admin@example.com', 'admin')
    const first = async (collection: 'advisors' | 'assessments' | 'blog-posts') =>
      (await payload.find({ collection, overrideAccess: true, limit: 1 })).docs[0].id as number
    const lock = async (collection: 'advisors' | 'assessments' | 'blog-posts', holder: { id: number }) =>
      (
        await payload.create({
          collection: 'payload-locked-documents',
          overrideAccess: true,
          data: {
            document: { relationTo: collection, value: await first(collection) },
            user: { relationTo: 'users', value: holder.id },
          },
        })
      ).id
    const adminsAdvisorLock = await lock('advisors', partner)
    const leadLock = await lock('assessments', partner)
    const ownLock = await lock('blog-posts', editor)
    const visible = async (as: typeof editor) =>
      (await payload.find({ collection: 'payload-locked-documents', overrideAccess: false, user: as })).docs
        .map((doc) => doc.id)
        .sort()
    expect(await visible(editor)).toEqual([adminsAdvisorLock, ownLock].sort())
    const deleteLock = (id: number | string, as: typeof editor) =>
      payload.delete({ collection: 'payload-locked-documents', id, overrideAccess: false, user: as })
    await expect(deleteLock(adminsAdvisorLock, editor)).rejects.toThrow()
    await expect(deleteLock(leadLock, editor)).rejects.toThrow()
    await deleteLock(ownLock, editor)
    expect(await visible(partner)).toEqual([adminsAdvisorLock, leadLock].sort())
    await deleteLock(leadLock, partner)
  })
})
