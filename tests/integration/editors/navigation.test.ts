import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteChrome } from '@/app/(site)/_lib/editable-content'
import { publicContentChanged } from '@/content-cache'
import { NAV_DEFAULT_ITEMS } from '@/contracts/site-chrome'
import { plainTextBody } from '@/insights/markdown'
import { navBreakpoint } from '@/lib/nav-fit'
import { postSlug } from '@/lib/slug'

import { testPayload } from '../helpers'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const saveNav = (items: object[]) =>
  payload.updateGlobal({
    slug: 'site-chrome',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { navigation: { items: items as never } },
  })

describe('the header and footer as arrays of links', () => {
  it('adds, reorders and links an insight by reference, which follows its retitle', async () => {
    const post = await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { title: 'Our 2027 outlook', summary: 'S', content: plainTextBody('B'), isPublished: true },
    })
    await saveNav([
      { label: 'Insights', href: '/insights' },
      { label: 'Outlook', type: 'reference', reference: { relationTo: 'blog-posts', value: post.id } },
      { label: 'Careers', href: 'https://jobs.example.com' },
      { label: 'Contact', href: '/contact', button: true },
    ])
    publicContentChanged()
    expect((await siteChrome()).nav).toEqual([
      { label: 'Insights', href: '/insights' },
      { label: 'Outlook', href: `/insights/${postSlug('Our 2027 outlook', post.id)}` },
      { label: 'Careers', href: 'https://jobs.example.com' },
      { label: 'Contact', href: '/contact', button: true },
    ])
    await payload.update({
      collection: 'blog-posts',
      id: post.id,
      overrideAccess: true,
      data: { title: 'Outlook 2028' },
    })
    expect((await siteChrome()).nav[1]).toEqual({
      label: 'Outlook',
      href: `/insights/${postSlug('Outlook 2028', post.id)}`,
    })
  })

  it('refuses a label over 24 characters and more than 7 items, storing nothing', async () => {
    await expect(saveNav([{ label: 'A label far too long for the bar', href: '/team' }])).rejects.toThrow(/Label/)
    const eight = Array.from({ length: 8 }, (_, index) => ({ label: `Item ${index}`, href: '/team' }))
    await expect(saveNav(eight)).rejects.toThrow(/Header items/)
    await expect(saveNav([{ label: 'Bad', href: 'javascript:alert(1)' }])).rejects.toThrow(/Path or URL/)
    expect((await payload.findGlobal({ slug: 'site-chrome', depth: 0 })).navigation?.items).toHaveLength(4)
  })

  it('shows the items inline only from a width where they fit on one line', () => {
    expect(navBreakpoint('Keystone Legacy Partners', NAV_DEFAULT_ITEMS)).toBe('lg')
    const seven = Array.from({ length: 7 }, () => ({ label: 'Twenty-four characters!!' }))
    expect(navBreakpoint('Keystone Legacy Partners', seven)).toBe('never')
    const longer = [...NAV_DEFAULT_ITEMS.slice(0, 5), { label: 'Careers at the firm' }, NAV_DEFAULT_ITEMS[5]]
    expect(navBreakpoint('Keystone Legacy Partners', longer)).toBe('xl')
  })
})
