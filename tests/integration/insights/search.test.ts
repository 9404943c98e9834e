import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CARD_FIELDS } from '@/insights/listing'
import { insightEditorConfig, markdownToBody } from '@/insights/markdown'
import { searchInsights } from '@/insights/search'
import { MATCHES_PER_TAG, searchStatements, TAGS_INDEX } from '@/insights/search/sqlite-index'
import * as searchMigration from '@/migrations/20261127_081943_insight_search'

import { testPayload } from '../helpers'

let payload: Payload
const ids: Record<string, number> = {}

const create = async (
  title: string,
  fields: { summary?: string; body?: string; tags?: string[] },
  isPublished = true,
) => {
  const doc = await payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      title,
      summary: fields.summary ?? 'A note for founders.',
      content: markdownToBody(insightEditorConfig(payload), fields.body ?? 'Plain words about running a company.'),
      tags: fields.tags ?? [],
      isPublished,
    },
  })
  ids[title] = doc.id
  return doc
}

const titles = async (query: string) => (await searchInsights(payload, query)).posts.map((post) => post.title)

beforeAll(async () => {
  payload = await testPayload()
  await create('Growth Capital Explained', { tags: ['Growth'] })
  await create('Board Basics', { summary: 'How a good board speeds up growth.' })
  await create('Pricing Power', { body: '## Margins\n\nPrice rises fund **growth** without dilution.' })
  await create('Family Matters', { tags: ['Growth', 'Succession'] })
  await create('Succession Without Surprises', { body: 'Plan the family handover early.', tags: ['Succession'] })
  await create('Growth Draft', { summary: 'Growth growth growth.' }, false)
})

describe('insight search (SQLite FTS5)', () => {
  it('ranks title over tags over summary over body, and never finds drafts', async () => {
    expect(await titles('growth')).toEqual([
      'Growth Capital Explained',
      'Family Matters',
      'Board Basics',
      'Pricing Power',
    ])
  })

  it('reads each card as Payload shows it to a visitor: title, summary, tags in order, read time and dates', async () => {
    const { posts } = await searchInsights(payload, 'family')
    const { docs } = await payload.find({
      collection: 'blog-posts',
      where: { id: { in: posts.map((post) => post.id) } },
      select: CARD_FIELDS,
      showHiddenFields: true,
      depth: 0,
      overrideAccess: false,
    })
    expect(posts.map((post) => post.title)).toEqual(['Family Matters', 'Succession Without Surprises'])
    expect(posts[0]).toMatchObject({ tags: ['Growth', 'Succession'], readMinutes: 1 })
    expect([...posts].sort((a, b) => a.id - b.id)).toEqual([...docs].sort((a, b) => a.id - b.id))
  })

  it('needs every word, reads word beginnings and stems, and ignores case, punctuation and operators', async () => {
    expect((await titles('family succession')).sort()).toEqual(['Family Matters', 'Succession Without Surprises'])
    expect(await titles('MARGIN')).toEqual(['Pricing Power'])
    expect(await titles('grow')).toHaveLength(4)
    expect(await titles('"growth" * -( ) :')).toHaveLength(4)
    expect(await titles('dilution unicorn')).toEqual([])
    expect(await titles('  ')).toEqual([])
  })

  it('filters by one tag among all matches, counts every match and pages them', async () => {
    const growth = await searchInsights(payload, 'growth', { tag: 'Growth' })
    expect(growth.posts.map((post) => post.title)).toEqual(['Growth Capital Explained', 'Family Matters'])
    expect(growth.total).toBe(2)
    expect(growth.tags).toEqual(['Growth', 'Succession'])
    expect((await searchInsights(payload, 'growth', { page: 2 })).posts).toEqual([])
    expect((await searchInsights(payload, 'growth', { page: 2 })).total).toBe(4)
    expect((await searchInsights(payload, 'growth', { tag: 'Nowhere' })).total).toBe(0)
  })

  it('follows every save: an edit, an unpublication and a deletion', async () => {
    await payload.update({
      collection: 'blog-posts',
      id: ids['Pricing Power'],
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { tags: ['Unicorns'] },
    })
    expect(await titles('unicorns')).toEqual(['Pricing Power'])
    await payload.update({
      collection: 'blog-posts',
      id: ids['Board Basics'],
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { isPublished: false },
    })
    await payload.delete({
      collection: 'blog-posts',
      id: ids['Family Matters'],
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await titles('growth')).toEqual(['Growth Capital Explained', 'Pricing Power'])
  })

  it('indexes the posts already stored when the migration runs', async () => {
    const adapter = payload.db as unknown as SQLiteAdapter
    const args = { db: adapter.drizzle, payload, req: {} } as unknown as Parameters<typeof searchMigration.up>[0]
    await searchMigration.down(args)
    await searchMigration.up(args)
    const [row] = await adapter.drizzle.all<{ tags: string }>(
      sql`SELECT search_tags AS tags FROM blog_posts WHERE id = ${ids['Succession Without Surprises']}`,
    )
    expect(row.tags).toBe('Succession')
    expect(await titles('handover')).toEqual(['Succession Without Surprises'])
    expect(await titles('growth')).toEqual(['Growth Capital Explained', 'Pricing Power'])
  })

  it("reads the search index first and a page's posts by id, with or without a tag (no pass per tagged post)", async () => {
    const { client } = payload.db as unknown as SQLiteAdapter
    const plan = async ({ sql: query, args }: { sql: string; args: (string | number)[] }) =>
      (await client.execute({ sql: `EXPLAIN QUERY PLAN ${query}`, args })).rows.map((row) => String(row.detail))
    const statements = searchStatements('"growth"*', { tag: 'Growth', limit: 12, offset: 0 })
    for (const statement of [statements.page, statements.matches]) {
      const steps = await plan(statement)
      expect(steps.find((step) => /^(SCAN|SEARCH) /.test(step))).toMatch(/^SCAN search_insights VIRTUAL TABLE/)
      // Tags are read by post, or the stored ones listed by seeks in their own index: never every post's tags.
      const walks = steps.filter((step) => step.includes('blog_posts_texts') && !/\(parent_id=\?/.test(step))
      expect(walks.filter((step) => !step.includes(`COVERING INDEX ${TAGS_INDEX}`))).toEqual([])
    }
    expect(await plan(statements.page)).toContain('SEARCH post USING INTEGER PRIMARY KEY (rowid=?)')
    expect(await plan(statements.matches)).toContain(
      `SEARCH blog_posts_texts USING COVERING INDEX ${TAGS_INDEX} (text>?)`,
    )
  })

  it('lists the tags among many matches per tag and among few per match, the same either way', async () => {
    // More matches than MATCHES_PER_TAG per stored tag (6 tags here), then one match.
    const many = Array.from({ length: MATCHES_PER_TAG * 10 }, (_, n) => `Scaling Note ${n}`)
    for (const [n, title] of many.entries()) await create(title, { tags: [n % 2 ? 'Scale' : 'Ops', 'Growth'] })
    await create('Rare Scaling Tale', { tags: ['Zebra'] })
    const broad = await searchInsights(payload, 'scaling')
    expect(broad.total).toBe(many.length + 1)
    expect(broad.tags).toEqual(['Growth', 'Ops', 'Scale', 'Zebra'])
    expect((await searchInsights(payload, 'scaling', { tag: 'Scale' })).total).toBe(many.length / 2)
    expect((await searchInsights(payload, 'rare scaling')).tags).toEqual(['Zebra'])
  })
})
