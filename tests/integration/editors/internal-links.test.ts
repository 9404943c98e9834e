import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { ArticleBody } from '@/app/(site)/insights/[slug]/article-body'
import * as postById from '@/app/api/blog/posts/[id]/route'
import { internalHrefs } from '@/insights/internal-links'
import { plainTextBody, type InsightBody } from '@/insights/markdown'
import { asRichText } from '@/lib/rich-text'
import { postSlug } from '@/lib/slug'

import { admin, call } from '../api/fixtures'
import { bodyOf, link, paragraph, text } from '../../fixtures/lexical-nodes'
import { testPayload } from '../helpers'

let payload: Payload

const internalLink = (relationTo: string, id: number, label: string) =>
  link({ linkType: 'internal', doc: { relationTo, value: id } }, label)
const bodyWith = (...links: object[]) => bodyOf(paragraph(text('See '), ...links))

const createPost = (title: string, content: InsightBody, isPublished = true) =>
  payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { title, summary: 'S', content, isPublished },
  })

/** The body as a visitor's page renders it. */
async function rendered(id: number) {
  const post = await payload.findByID({ collection: 'blog-posts', id, depth: 1, overrideAccess: false })
  const links = await internalHrefs(payload, asRichText(post.content))
  return renderToStaticMarkup(ArticleBody({ body: post.content, links }))
}

let target: { id: number }
let draft: { id: number }
let member: { id: number }
beforeAll(async () => {
  payload = await testPayload()
  target = await createPost('Margins in family firms', plainTextBody('Target'))
  draft = await createPost('Not out yet', plainTextBody('Draft'), false)
  member = await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: { name: 'Ana Ruiz', title: 'Partner', teamCategory: 'Leadership Team', isActive: true, photo: '/p.jpg' },
  })
})

describe('links to documents by reference in an insight body', () => {
  it('render to the current address of the insight and team member, and follow a retitle', async () => {
    const source = await createPost(
      'Links elsewhere',
      bodyWith(
        internalLink('blog-posts', target.id, 'the margins piece'),
        internalLink('team-members', member.id, 'Ana'),
        internalLink('blog-posts', draft.id, 'a draft'),
      ),
    )
    const before = await rendered(source.id)
    expect(before).toContain(
      `<a href="/insights/${postSlug('Margins in family firms', target.id)}">the margins piece</a>`,
    )
    expect(before).toContain(`<a href="/team#team-member-${member.id}">Ana</a>`)
    // A visitor cannot open the draft: the link is its text alone.
    expect(before).not.toContain(`/insights/${postSlug('Not out yet', draft.id)}`)
    expect(before).toContain('a draft')

    await payload.update({
      collection: 'blog-posts',
      id: target.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { title: 'Margins, revisited' },
    })
    const after = await rendered(source.id)
    expect(after).toContain(`<a href="/insights/${postSlug('Margins, revisited', target.id)}">the margins piece</a>`)
    expect(after).not.toContain('margins-in-family-firms')

    // Stored as the reference, not as an address.
    const stored = await payload.findByID({ collection: 'blog-posts', id: source.id, depth: 0, overrideAccess: true })
    expect(JSON.stringify(stored.content)).toContain('"linkType":"internal"')
  })

  it("reads as Markdown with the document's stable path, which keeps answering after a retitle", async () => {
    const source = await createPost('Markdown view', bodyWith(internalLink('blog-posts', target.id, 'that piece')))
    const answer = await call(postById.GET, `/api/blog/posts/${source.id}`, { ...admin, id: String(source.id) })
    expect(answer.status).toBe(200)
    expect((answer.json() as { content: string }).content).toContain(`[that piece](/insights/${target.id})`)
  })
})
