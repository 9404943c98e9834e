/**
 * SQLite's search index of insights: an FTS5 table over blog_posts' title, summary and search
 * columns (external content, so the text is stored once), kept in step by triggers on every
 * insert, update and delete of a post, whoever writes it. The migration creates it; the tests
 * and the bench read the same statements.
 */
export const SEARCH_TABLE = 'search_insights'

const COLUMNS = 'title, summary, search_tags, search_body'
const OLD = 'old.id, old.title, old.summary, old.search_tags, old.search_body'
const NEW = 'new.id, new.title, new.summary, new.search_tags, new.search_body'

export const CREATE_SEARCH_INDEX = [
  `CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(${COLUMNS}, content='blog_posts', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`,
  `CREATE TRIGGER ${SEARCH_TABLE}_insert AFTER INSERT ON blog_posts BEGIN INSERT INTO ${SEARCH_TABLE}(rowid, ${COLUMNS}) VALUES (${NEW}); END`,
  `CREATE TRIGGER ${SEARCH_TABLE}_delete AFTER DELETE ON blog_posts BEGIN INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}, rowid, ${COLUMNS}) VALUES ('delete', ${OLD}); END`,
  `CREATE TRIGGER ${SEARCH_TABLE}_update AFTER UPDATE OF ${COLUMNS} ON blog_posts BEGIN INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}, rowid, ${COLUMNS}) VALUES ('delete', ${OLD}); INSERT INTO ${SEARCH_TABLE}(rowid, ${COLUMNS}) VALUES (${NEW}); END`,
  // Fills the index from the posts already stored.
  `INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}) VALUES ('rebuild')`,
]

export const DROP_SEARCH_INDEX = [
  `DROP TRIGGER IF EXISTS ${SEARCH_TABLE}_insert`,
  `DROP TRIGGER IF EXISTS ${SEARCH_TABLE}_delete`,
  `DROP TRIGGER IF EXISTS ${SEARCH_TABLE}_update`,
  `DROP TABLE IF EXISTS ${SEARCH_TABLE}`,
]

/** Column weights of the ranking (bm25): a match in the title counts most, then tags, summary, body. */
const WEIGHTS = { title: 10, summary: 3, tags: 5, body: 1 }

/** Published posts matching an FTS5 query, best first (bm25 is lower for better matches). */
export const SEARCH_SQL = `SELECT p.id AS id FROM ${SEARCH_TABLE} s JOIN blog_posts p ON p.id = s.rowid WHERE ${SEARCH_TABLE} MATCH ? AND p.is_published = 1 ORDER BY bm25(${SEARCH_TABLE}, ${WEIGHTS.title}, ${WEIGHTS.summary}, ${WEIGHTS.tags}, ${WEIGHTS.body}), p.published_at DESC LIMIT ?`

export const SEARCH_WEIGHTS = WEIGHTS
