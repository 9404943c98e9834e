import { editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { Connection } from 'mongoose'
import { buildConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { insightFeatures } from '@/insights/editor'
import { convertTextBodies } from '@/insights/legacy-bodies'
import { bodyToMarkdown, markdownToBody } from '@/insights/markdown'
import { readTime } from '@/lib/read-time'
import { legacyBodyJson, richBodyText } from '@/migrations/frozen/rich-text'
import {
  disallowedLinks,
  isAllowedLinkUrl,
  plainTextToRichText,
  richTextNodes,
  richTextToPlainText,
  richTextWordCount,
  uploadIds,
} from '@/lib/rich-text'

import { MingoConnection } from '../fixtures/mingo-mongo'

let editorConfig: SanitizedServerEditorConfig

beforeAll(async () => {
  // The body's own features over a config with only the Media collection: no database needed.
  const config = await buildConfig({
    secret: 'unit',
    collections: [
      { slug: 'media', upload: true, fields: [{ name: 'alt', type: 'text' }] },
      // What the link drawer's internal links may name.
      { slug: 'blog-posts', fields: [{ name: 'title', type: 'text' }] },
      { slug: 'team-members', fields: [{ name: 'name', type: 'text' }] },
    ],
    db: {} as never,
  })
  editorConfig = await editorConfigFactory.fromFeatures({ config, features: insightFeatures })
})

const shape = (markdown: string) =>
  markdownToBody(editorConfig, markdown).root.children.map((node) => [
    node.type,
    (node as { tag?: string }).tag ?? null,
    ((node as { children?: { type: string; text?: string }[] }).children ?? []).map(
      (child) => child.text ?? child.type,
    ),
  ])

const ARTICLE = [
  '## Three questions',
  'Text with [a link](https://example.com/guide), a [site path](/assessment), **bold** and *italic*.',
  '### Who leads?',
  '- Who should lead?\n- Who should own it?',
  '1. First\n2. Second',
  '> What happens if the founder is away?',
  '#### Notes',
  '![media:12]()',
  '<assessmentCta heading="Ready?"/>',
  '<assessmentCta/>',
].join('\n\n')

describe('an insight body as Markdown', () => {
  it('reads headings h2–h4, links, lists, quotes, images and the assessment block, and writes them back the same', () => {
    const body = markdownToBody(editorConfig, ARTICLE)
    expect(body.root.children.map((node) => (node as { tag?: string }).tag ?? node.type)).toEqual([
      'h2',
      'paragraph',
      'h3',
      'ul',
      'ol',
      'quote',
      'h4',
      'upload',
      'block',
      'block',
    ])
    const links = richTextNodes(body).filter((node) => node.type === 'link')
    expect(links.map((node) => node.fields?.url)).toEqual(['https://example.com/guide', '/assessment'])
    expect(uploadIds(body)).toEqual([12])
    expect(richTextNodes(body).find((node) => node.type === 'block')?.fields).toMatchObject({
      blockType: 'assessmentCta',
      heading: 'Ready?',
    })
    expect(bodyToMarkdown(editorConfig, body)).toBe(ARTICLE)
  })

  it('keeps plain text: blank lines separate paragraphs, a single line break stays a line break', () => {
    const text = 'Dear founders,\nthank you for reading.\n\nSecond paragraph\nwith two lines.\n\n\n\nThird.'
    expect(shape(text)).toEqual([
      ['paragraph', null, ['Dear founders,', 'linebreak', 'thank you for reading.']],
      ['paragraph', null, ['Second paragraph', 'linebreak', 'with two lines.']],
      ['paragraph', null, ['Third.']],
    ])
    expect(bodyToMarkdown(editorConfig, markdownToBody(editorConfig, text))).toBe(
      'Dear founders,\nthank you for reading.\n\nSecond paragraph\nwith two lines.\n\nThird.',
    )
  })

  it('reads Windows line breaks like Unix ones', () => {
    expect(shape('One\r\ntwo\r\n\r\nThree')).toEqual([
      ['paragraph', null, ['One', 'linebreak', 'two']],
      ['paragraph', null, ['Three']],
    ])
  })

  it('round trips: what it writes reads back into the same body', () => {
    const once = bodyToMarkdown(editorConfig, markdownToBody(editorConfig, 'Price * 2 and_under_score\n# Title\nPlain'))
    expect(bodyToMarkdown(editorConfig, markdownToBody(editorConfig, once))).toBe(once)
    expect(richTextToPlainText(markdownToBody(editorConfig, once))).toContain('Price * 2 and_under_score')
  })

  it('keeps HTML as text (it is never markup on the page)', () => {
    expect(shape('<b>bold?</b> <script>alert(1)</script>')).toEqual([
      ['paragraph', null, ['<b>bold?</b> <script>alert(1)</script>']],
    ])
  })

  it('reads a link of any scheme as a link, for the save to refuse it', () => {
    const body = markdownToBody(editorConfig, '[x](javascript:void) [y](data:text/html,hi) [z](https://ok.example)')
    expect(disallowedLinks(body)).toEqual(['javascript:void', 'data:text/html,hi'])
  })
})

describe('link addresses in a body', () => {
  it.each(['https://example.com', 'http://example.com/a?b=c#d', '/assessment', '/insights/a-1#top'])(
    'allows %s',
    (url) => expect(isAllowedLinkUrl(url)).toBe(true),
  )
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    'mailto:a@b.example',
    'ftp://example.com',
    '//evil.example',
    '/\\evil.example',
    'relative/path',
    '',
  ])('refuses %j', (url) => expect(isAllowedLinkUrl(url)).toBe(false))

  it('refuses a link without an address', () => {
    expect(isAllowedLinkUrl(undefined)).toBe(false)
  })
})

describe('plain text bodies (posts written before bodies were rich)', () => {
  const text = 'First line\nsecond line\n\n  Indented paragraph *not emphasis* [not](a link)\n\nLast'

  it('become paragraphs and line breaks with every character kept', () => {
    const state = plainTextToRichText(text)
    expect(
      richTextNodes(state)
        .filter((node) => node.type === 'text')
        .map((node) => node.text),
    ).toEqual(['First line', 'second line', '  Indented paragraph *not emphasis* [not](a link)', 'Last'])
    expect(richTextToPlainText(state)).toBe(
      'First line\nsecond line\n\nIndented paragraph *not emphasis* [not](a link)\n\nLast',
    )
  })

  it('are converted once: an editor state is left alone, and down gives the text back', () => {
    const json = legacyBodyJson(text)
    expect(json).not.toBeNull()
    expect(legacyBodyJson(json)).toBeNull()
    expect(richBodyText(json)).toContain('First line\nsecond line')
  })

  it('count their words for the read time', () => {
    const words = Array.from({ length: 401 }, (_, index) => `word${index}${index % 50 ? ' ' : '\n\n'}`).join('')
    const state = plainTextToRichText(words)
    expect(richTextWordCount(state)).toBe(401)
    expect(readTime(richTextToPlainText(state))).toBe('3 min read')
  })

  it('are converted on MongoDB too, posts and versions, once', async () => {
    const connection = new MingoConnection()
    await connection.collection('blog-posts').insertMany([
      { _id: 'a', content: 'One\ntwo\n\nThree' },
      { _id: 'b', content: plainTextToRichText('Already rich') },
    ])
    await connection.collection('_blog-posts_versions').insertMany([{ _id: 'v', version: { content: 'Old\n\nText' } }])
    const mongo = connection as unknown as Connection
    expect(await convertTextBodies(mongo, 'blog-posts', 'content')).toBe(1)
    expect(await convertTextBodies(mongo, '_blog-posts_versions', 'version.content')).toBe(1)
    const [a, b] = connection.collection('blog-posts').docs
    expect(a.content).toEqual(plainTextToRichText('One\ntwo\n\nThree'))
    expect(b.content).toEqual(plainTextToRichText('Already rich'))
    expect(connection.collection('_blog-posts_versions').docs[0]).toHaveProperty(
      'version.content',
      plainTextToRichText('Old\n\nText'),
    )
    expect(await convertTextBodies(mongo, 'blog-posts', 'content')).toBe(0)
  })
})
