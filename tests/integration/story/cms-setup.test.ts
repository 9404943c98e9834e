import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const groupOf = (admin: { group?: unknown } | undefined) => (typeof admin?.group === 'string' ? admin.group : null)

describe('/cms as editors see it', () => {
  it('uses Payload’s built-in avatar (no Gravatar), and the firm’s name and monogram', () => {
    const { admin } = payload.config
    expect(admin.avatar).toBe('default')
    expect(admin.meta.titleSuffix).toBe(' | Keystone Legacy Partners CMS')
    expect(admin.components.graphics?.Icon).toBe('/brand/cms-graphics#CmsIcon')
    expect(admin.components.graphics?.Logo).toBe('/brand/cms-graphics#CmsLogo')
  })

  it('groups the collections and globals as Content, Leads and Settings', () => {
    const groups: Record<string, string[]> = {}
    const visible = [
      ...payload.config.collections.filter((collection) => !collection.admin?.hidden),
      ...payload.config.globals.filter((global) => !global.admin?.hidden),
    ]
    for (const entry of visible) {
      const group = groupOf(entry.admin) ?? 'none'
      groups[group] = [...(groups[group] ?? []), entry.slug]
    }
    expect(groups).toEqual({
      Content: [
        'team-members',
        'advisors',
        'blog-posts',
        'portfolio-companies',
        'media',
        'redirects',
        'home-page',
        'investment-criteria',
        'privacy-policy',
        'disclaimer',
        'site-chrome',
      ],
      Leads: [
        'assessments',
        'contact-inquiries',
        'ai-predictions',
        'message-analyses',
        'lead-deliveries',
        'lead-notes',
        'lead-replies',
        'newsletter-subscribers',
        'audit-log',
        'people',
        'lead-tasks',
        'meetings',
        'inbound-emails',
        'reply-templates',
      ],
      Settings: ['users', 'site-settings'],
    })
  })

  it('keeps every Leads collection from editors, and lets them edit the content', async () => {
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'groups-editor@example.com', password: 'editor-password-1', role: 'editor' },
    })
    const user = { ...editor, collection: 'users' as const }
    const leads = payload.config.collections.filter((collection) => groupOf(collection.admin) === 'Leads')
    expect(leads.length).toBeGreaterThanOrEqual(6)
    for (const { slug } of leads) {
      await expect(
        payload.find({ collection: slug as 'assessments', overrideAccess: false, user }),
        slug,
      ).rejects.toThrow(/not allowed/i)
    }
    const company = await payload.create({
      collection: 'portfolio-companies',
      overrideAccess: false,
      user,
      data: { name: 'Editor Co', sector: 'Software', stage: 'Growth', status: 'current' },
    })
    expect(company.name).toBe('Editor Co')
    for (const slug of ['home-page', 'investment-criteria', 'privacy-policy', 'disclaimer', 'site-chrome'] as const) {
      await expect(payload.updateGlobal({ slug, overrideAccess: false, user, data: {} })).resolves.toBeTruthy()
    }
  })
})
