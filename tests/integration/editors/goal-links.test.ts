import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteChrome } from '@/app/(site)/_lib/editable-content'
import { ArticleBody } from '@/app/(site)/insights/[slug]/article-body'
import { internalHrefs } from '@/insights/internal-links'
import type { InsightBody } from '@/insights/markdown'
import { asRichText } from '@/lib/rich-text'

import { bodyOf, link, paragraph, text } from '../../fixtures/lexical-nodes'
import { testPayload } from '../helpers'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const deckLink = (goal: string) => link({ linkType: 'custom', url: '/deck.pdf', goal }, 'the deck')
const ctaBlock = (goal: string) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: '65f0c0ffee0000000000abcd', blockName: '', blockType: 'assessmentCta', goal },
})

const createPost = (title: string, content: InsightBody) =>
  payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { title, summary: 'S', content, isPublished: true },
  })

describe('a goal an editor gives a CMS link or the CTA block', () => {
  it('is stored on header and footer links and rendered as their data-goal; a malformed one is refused', async () => {
    await payload.updateGlobal({
      slug: 'site-chrome',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        navigation: {
          items: [
            { label: 'Deck', href: '/deck.pdf', goal: 'deck-download' },
            { label: 'Team', href: '/team' },
          ],
        },
        footer: { links: [{ label: 'Jobs', href: 'https://jobs.example.com', goal: 'jobs-click' }] },
      },
    })
    const stored = await payload.findGlobal({ slug: 'site-chrome', overrideAccess: true, depth: 0 })
    expect(stored.navigation?.items?.map((item) => item.goal ?? null)).toEqual(['deck-download', null])
    expect(stored.footer?.links?.[0].goal).toBe('jobs-click')

    const chrome = await siteChrome()
    expect(chrome.nav).toEqual([
      { label: 'Deck', href: '/deck.pdf', goal: 'deck-download' },
      { label: 'Team', href: '/team' },
    ])
    expect(chrome.footer.links).toEqual([{ label: 'Jobs', href: 'https://jobs.example.com', goal: 'jobs-click' }])

    for (const goal of ['Deck Download', 'a'.repeat(65), 'deck_download'])
      await expect(
        payload.updateGlobal({
          slug: 'site-chrome',
          overrideAccess: true,
          context: { disableRevalidate: true },
          data: { footer: { links: [{ label: 'Bad', href: '/team', goal }] } },
        }),
      ).rejects.toThrow(/Goal/)
    const after = await payload.findGlobal({ slug: 'site-chrome', overrideAccess: true, depth: 0 })
    expect(after.footer?.links?.[0].goal).toBe('jobs-click')
  })

  it('is kept in an insight body on a link and on the CTA block, whose link and button carry it', async () => {
    const post = await createPost(
      'Our deck',
      bodyOf(paragraph(text('Read '), deckLink('deck-download')), ctaBlock('cta-assessment')),
    )
    const stored = await payload.findByID({ collection: 'blog-posts', id: post.id, depth: 0, overrideAccess: false })
    const nodes = JSON.stringify(stored.content)
    expect(nodes).toContain('"goal":"deck-download"')
    expect(nodes).toContain('"goal":"cta-assessment"')

    const html = renderToStaticMarkup(
      ArticleBody({ body: stored.content, links: await internalHrefs(payload, asRichText(stored.content)) }),
    )
    expect(html).toContain('<a href="/deck.pdf" data-goal="deck-download">the deck</a>')
    expect(html).toMatch(/<a [^>]*data-goal="cta-assessment" href="\/assessment">Take the Assessment/)

    await expect(createPost('Bad goal', bodyOf(paragraph(text('Read '), deckLink('Deck Download'))))).rejects.toThrow(
      /Goal|invalid/i,
    )
  })
})
