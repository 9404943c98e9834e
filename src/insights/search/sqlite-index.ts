/**
 * SQLite's search index of insights: an FTS5 table over blog_posts' title, summary and search
 * columns (external content, so the text is stored once) holding published posts only, kept in
 * step by triggers on every insert, update and delete of a post, whoever writes it. The migration
 * 20261127_081943_insight_search creates it, with the ranking weights below.
 */
const SEARCH_TABLE = 'search_insights'

/** Column weights of the ranking (bm25): a match in the title counts most, then tags, summary, body. */
export const SEARCH_WEIGHTS = { title: 10, summary: 3, tags: 5, body: 1 }

const { title, summary, tags, body } = SEARCH_WEIGHTS

/**
 * Payload keeps a post's tags as rows of blog_posts_texts (path 'tags'), in their order. Looked up
 * per match: as `rowid IN (…)` SQLite ran the whole search again for each post of the tag (seconds).
 */
const tagged = (post: string, tag: string) =>
  `EXISTS (SELECT 1 FROM blog_posts_texts AS tagged WHERE tagged.parent_id = ${post} AND tagged.path = 'tags' AND tagged.text = ${tag})`
const TAGS_OF_POST = `(SELECT json_group_array(text) FROM (SELECT text FROM blog_posts_texts WHERE parent_id = post.id AND path = 'tags' ORDER BY "order"))`
/**
 * The configured rank as a plain function: SQLite then keeps only the best page while scoring
 * (`ORDER BY rank` has FTS5 sort every match first, ~1.6× the time for a word in most posts).
 */
const SCORE = `bm25(${SEARCH_TABLE}, ${title}, ${summary}, ${tags}, ${body})`
/** What a card shows, as visitors may read it (published, Payload's drafts `_status` too: access/publishedOrStaff). */
const CARD = `post.id, post.title, post.summary, ${TAGS_OF_POST} AS tags, post.read_minutes AS readMinutes, post.published_at AS publishedAt, post.created_at AS createdAt`

/** Every distinct tag stored, one index seek each (TAGS_INDEX), rather than a walk of every post's tags. */
const STORED_TAGS =
  `stored(tag) AS (SELECT min(text) FROM blog_posts_texts WHERE path = 'tags' UNION ALL ` +
  `SELECT (SELECT min(text) FROM blog_posts_texts WHERE path = 'tags' AND text > stored.tag) FROM stored WHERE stored.tag IS NOT NULL)`
/**
 * Above this many matches per stored tag, the tags among the matches are found per tag (the matches
 * walked until one has it: nearly every tag is met within a few); below, per match (one lookup each).
 */
export const MATCHES_PER_TAG = 8
const TAGS_BY_TAG = `SELECT tag FROM stored WHERE tag IS NOT NULL AND EXISTS (SELECT 1 FROM hit WHERE ${tagged('hit.id', 'stored.tag')})`
const TAGS_BY_MATCH = `SELECT DISTINCT own.text AS tag FROM hit CROSS JOIN blog_posts_texts AS own ON own.parent_id = hit.id AND own.path = 'tags'`
const tagList = (select: string) => `(SELECT json_group_array(tag) FROM (${select} ORDER BY tag))`

/** The partial index STORED_TAGS seeks in: plain SQL of its own migration, outside Payload's schema (named search_… as such). */
export const TAGS_INDEX = 'search_post_tags_idx'

/**
 * A page of matches as cards (of one tag if named; FTS5 ranks and limits, then only that page's
 * posts are read, by id: CROSS JOIN keeps SQLite from walking every published post to find them),
 * and from one pass of FTS5 over all matches: how many match (of the tag if named) and every tag among them.
 */
export function searchStatements(match: string, { tag, limit, offset }: SearchRequest) {
  const where = tag ? `${SEARCH_TABLE} MATCH ? AND ${tagged(`${SEARCH_TABLE}.rowid`, '?')}` : `${SEARCH_TABLE} MATCH ?`
  const args = tag ? [match, tag] : [match]
  const total = tag ? `(SELECT COUNT(*) FROM hit WHERE ${tagged('hit.id', '?')})` : 'matches.n'
  return {
    page: {
      sql:
        `SELECT ${CARD} FROM (SELECT rowid AS id, ${SCORE} AS score FROM ${SEARCH_TABLE} WHERE ${where} ORDER BY score LIMIT ? OFFSET ?) AS hit ` +
        `CROSS JOIN blog_posts AS post ON post.id = hit.id WHERE post.is_published = 1 AND post._status = 'published' ORDER BY hit.score`,
      args: [...args, limit, offset],
    },
    matches: {
      sql:
        `WITH RECURSIVE hit AS MATERIALIZED (SELECT rowid AS id FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH ?), ${STORED_TAGS}, ` +
        `matches AS (SELECT COUNT(*) AS n FROM hit) SELECT ${total} AS n, CASE WHEN matches.n > ${MATCHES_PER_TAG} * (SELECT COUNT(tag) FROM stored) ` +
        `THEN ${tagList(TAGS_BY_TAG)} ELSE ${tagList(TAGS_BY_MATCH)} END AS tags FROM matches`,
      args,
    },
  }
}

export type SearchRequest = { tag: string | null; limit: number; offset: number }

type Client = {
  execute(statement: { sql: string; args: (string | number)[] }): Promise<{ rows: Record<string, unknown>[] }>
}

const text = (value: unknown) => (value == null ? '' : String(value))
const tagsOf = (value: unknown): string[] => {
  const tags: unknown = JSON.parse(text(value) || '[]')
  return Array.isArray(tags) ? tags.map(String) : []
}

/** Cards of a page of matches, the number of matches and their tags, read straight from SQLite. */
export async function sqliteSearch(client: Client, match: string, request: SearchRequest) {
  const statements = searchStatements(match, request)
  const [page, matches] = await Promise.all([client.execute(statements.page), client.execute(statements.matches)])
  const found = matches.rows[0] ?? {}
  return {
    posts: page.rows.map((row) => ({
      id: Number(row.id),
      title: text(row.title),
      summary: text(row.summary),
      tags: tagsOf(row.tags),
      readMinutes: row.readMinutes == null ? null : Number(row.readMinutes),
      publishedAt: row.publishedAt == null ? null : String(row.publishedAt),
      createdAt: text(row.createdAt),
    })),
    total: Number(found.n ?? 0),
    tags: tagsOf(found.tags),
  }
}
