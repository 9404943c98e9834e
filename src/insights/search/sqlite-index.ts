/**
 * SQLite's search index of insights: an FTS5 table over blog_posts' title, summary and search
 * columns (external content, so the text is stored once) holding published posts only, kept in
 * step by triggers on every insert, update and delete of a post, whoever writes it. The migration
 * creates it; the tests and the bench read the same statements.
 */
export const SEARCH_TABLE = 'search_insights'

/** Column weights of the ranking (bm25): a match in the title counts most, then tags, summary, body. */
export const SEARCH_WEIGHTS = { title: 10, summary: 3, tags: 5, body: 1 }

const COLUMNS = 'title, summary, search_tags, search_body'
const values = (row: 'old' | 'new') => `${row}.id, ${row}.title, ${row}.summary, ${row}.search_tags, ${row}.search_body`
const ADD = `INSERT INTO ${SEARCH_TABLE}(rowid, ${COLUMNS}) SELECT ${values('new')} WHERE new.is_published = 1;`
const REMOVE = `INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}, rowid, ${COLUMNS}) SELECT 'delete', ${values('old')} WHERE old.is_published = 1;`
const { title, summary, tags, body } = SEARCH_WEIGHTS

export const CREATE_SEARCH_INDEX = [
  `CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(${COLUMNS}, content='blog_posts', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2', prefix='3')`,
  // ORDER BY rank ranks by these weights inside FTS5.
  `INSERT INTO ${SEARCH_TABLE}(${SEARCH_TABLE}, rank) VALUES ('rank', 'bm25(${title}, ${summary}, ${tags}, ${body})')`,
  `CREATE TRIGGER ${SEARCH_TABLE}_insert AFTER INSERT ON blog_posts BEGIN ${ADD} END`,
  `CREATE TRIGGER ${SEARCH_TABLE}_delete AFTER DELETE ON blog_posts BEGIN ${REMOVE} END`,
  `CREATE TRIGGER ${SEARCH_TABLE}_update AFTER UPDATE OF is_published, ${COLUMNS} ON blog_posts BEGIN ${REMOVE} ${ADD} END`,
  // The posts published already.
  `INSERT INTO ${SEARCH_TABLE}(rowid, ${COLUMNS}) SELECT id, ${COLUMNS} FROM blog_posts WHERE is_published = 1`,
]

export const DROP_SEARCH_INDEX = [
  `DROP TRIGGER IF EXISTS ${SEARCH_TABLE}_insert`,
  `DROP TRIGGER IF EXISTS ${SEARCH_TABLE}_delete`,
  `DROP TRIGGER IF EXISTS ${SEARCH_TABLE}_update`,
  `DROP TABLE IF EXISTS ${SEARCH_TABLE}`,
]

/** The published posts matching an FTS5 query, best first: the index holds only those, and ranks inside FTS5. */
export const SEARCH_SQL = `SELECT rowid AS id FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH ? ORDER BY rank LIMIT ?`
