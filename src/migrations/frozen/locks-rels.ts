import { type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/** The collections the locks' relation table named after the meetings migration, in its order. */
export const LOCKED_COLLECTIONS = [
  'team_members',
  'advisors',
  'blog_posts',
  'portfolio_companies',
  'media',
  'assessments',
  'contact_inquiries',
  'ai_predictions',
  'message_analyses',
  'lead_deliveries',
  'lead_notes',
  'lead_replies',
  'newsletter_subscribers',
  'audit_log',
  'users',
  'held_leads',
  'notification_summaries',
  'redirects',
  'newsletter_clicks',
  'meetings',
]
const TABLE = 'payload_locked_documents_rels'
const quote = (name: string) => `\`${name}\``

/** Rebuilds the table naming these collections (a column, its foreign key and index each), keeping every row's known columns. */
export async function rebuildLocksRels(db: Db, collections: string[]) {
  const existing = new Set((await db.all<{ name: string }>(sql.raw(`PRAGMA table_info(${TABLE})`))).map((row) => row.name))
  const columns = collections.map((collection) => `${collection}_id`)
  const definition = [
    '`id` integer PRIMARY KEY NOT NULL',
    '`order` integer',
    '`parent_id` integer NOT NULL',
    '`path` text NOT NULL',
    ...columns.map((column) => `${quote(column)} integer`),
    'FOREIGN KEY (`parent_id`) REFERENCES `payload_locked_documents`(`id`) ON UPDATE no action ON DELETE cascade',
    ...collections.map(
      (collection) =>
        `FOREIGN KEY (${quote(`${collection}_id`)}) REFERENCES ${quote(collection)}(\`id\`) ON UPDATE no action ON DELETE cascade`,
    ),
  ]
  await db.run(sql.raw(`CREATE TABLE ${quote(`__new_${TABLE}`)} (${definition.join(', ')})`))
  const kept = ['id', 'order', 'parent_id', 'path', ...columns].filter((column) => existing.has(column)).map(quote)
  await db.run(
    sql.raw(`INSERT INTO ${quote(`__new_${TABLE}`)} (${kept.join(', ')}) SELECT ${kept.join(', ')} FROM ${quote(TABLE)}`),
  )
  await db.run(sql.raw(`DROP TABLE ${quote(TABLE)}`))
  await db.run(sql.raw(`ALTER TABLE ${quote(`__new_${TABLE}`)} RENAME TO ${quote(TABLE)}`))
  for (const [name, column] of [
    ['order', 'order'],
    ['parent', 'parent_id'],
    ['path', 'path'],
    ...columns.map((column) => [column, column]),
  ])
    await db.run(sql.raw(`CREATE INDEX ${quote(`${TABLE}_${name}_idx`)} ON ${quote(TABLE)} (${quote(column)})`))
}

