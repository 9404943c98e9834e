import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { disclaimer, siteChrome } from '@/app/(site)/_lib/editable-content'
import { DISCLAIMER_DEFAULTS } from '@/contracts/disclaimer'
import { FOOTER_DEFAULTS } from '@/contracts/site-chrome'

import { testPayload } from '../helpers'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('the disclaimer, footer and navigation as CMS globals', () => {
  it("shows today's texts on a fresh install", async () => {
    const chrome = await siteChrome()
    expect(chrome.nav).toEqual([
      { label: 'About', href: '/#about' },
      { label: 'Who We Are', href: '/team' },
      { label: 'Insights', href: '/insights' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'Assessment', href: '/assessment' },
      { label: 'Contact', href: '/contact', button: true },
    ])
    expect(chrome.footer.links.find((link) => link.href === '/team')?.label).toBe('Who We Are')
    expect(chrome.footer).toMatchObject({ privacyLabel: 'Privacy Policy', disclaimerLabel: 'Disclaimer' })
    const legal = await disclaimer()
    expect(legal.lastUpdated).toBe('2025-07-05T12:00:00.000Z')
    expect(legal.sections.map((section) => section.heading)).toEqual(
      DISCLAIMER_DEFAULTS.sections.map((section) => section.heading),
    )
    expect(legal.sections).toHaveLength(11)
    expect(legal.sections[0].paragraphs).toHaveLength(2)
    expect(legal.sections.at(-1)?.paragraphs.join(' ')).toContain('Texas')
  })

  it('keeps what an editor saves, and refuses a footer link that is not a site path or http(s) address', async () => {
    const saved = await payload.updateGlobal({
      slug: 'site-chrome',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        navigation: { items: [{ label: 'Our People', href: '/team' }] },
        footer: { links: [{ label: 'Careers', href: 'https://jobs.example.com' }] },
      },
    })
    expect(saved.navigation?.items).toEqual([expect.objectContaining({ label: 'Our People', href: '/team' })])
    expect(saved.footer?.links).toEqual([
      expect.objectContaining({ label: 'Careers', href: 'https://jobs.example.com' }),
    ])
    expect(saved.footer?.linksHeading).toBe(FOOTER_DEFAULTS.linksHeading)
    await expect(
      payload.updateGlobal({
        slug: 'site-chrome',
        overrideAccess: true,
        data: { footer: { links: [{ label: 'Bad', href: 'javascript:alert(1)' }] } },
      }),
    ).rejects.toThrow(/Path or URL/)
    await expect(
      payload.updateGlobal({ slug: 'disclaimer', overrideAccess: false, data: { sections: [] } }),
    ).rejects.toThrow(/not allowed/i)
  })
})
