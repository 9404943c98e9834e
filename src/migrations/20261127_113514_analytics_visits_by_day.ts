import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics: the kept visits, their pages and goals keyed by day first, so the rows of one
 * day lie together on disk and a filtered report's lookups of its visits (from a dimension's index)
 * and of their pages and goals (by visit) read a few neighbouring pages instead of one page each
 * across the whole table; the day index is the primary key's prefix now. docs/analytics.md#filters.
 */
const DIMENSIONS = [
  'device',
  'browser',
  'country',
  'referrer',
  'channel',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'entry_page',
  'exit_page',
]

const VISIT_COLUMNS = `\`id\` text NOT NULL,
  \`day\` text NOT NULL,
  \`visitor_id\` text NOT NULL,
  \`started_at\` integer NOT NULL,
  \`last_at\` integer NOT NULL,
  \`pageviews\` integer NOT NULL,
  \`bounces\` integer NOT NULL,
  \`duration_ms\` integer NOT NULL,
  \`conversions\` integer NOT NULL,
  \`exit_page\` text NOT NULL,
  ${DIMENSIONS.filter((name) => name !== 'exit_page')
    .map((name) => `\`${name}\` text NOT NULL`)
    .join(',\n  ')}`

type Shape = { visits: string; pages: string; goals: string }

const BY_DAY: Shape = {
  visits: 'PRIMARY KEY(`day`, `id`)',
  pages: 'PRIMARY KEY(`day`, `visit_id`, `path`, `hour`)',
  goals: 'PRIMARY KEY(`day`, `visit_id`, `goal`, `detail`)',
}
const BY_VISIT: Shape = {
  visits: 'PRIMARY KEY(`id`)',
  pages: 'PRIMARY KEY(`visit_id`, `path`, `hour`)',
  goals: 'PRIMARY KEY(`visit_id`, `goal`, `detail`)',
}

/** Each table rebuilt under its new key (copied in that order), with its indexes. */
async function rebuild(db: MigrateUpArgs['db'], shape: Shape, dayIndex: boolean): Promise<void> {
  const tables: [string, string, string][] = [
    ['analytics_visits', VISIT_COLUMNS, shape.visits],
    [
      'analytics_visit_pages',
      '`visit_id` text NOT NULL, `day` text NOT NULL, `path` text NOT NULL, `hour` integer NOT NULL, `views` integer NOT NULL',
      shape.pages,
    ],
    [
      'analytics_visit_goals',
      '`visit_id` text NOT NULL, `day` text NOT NULL, `goal` text NOT NULL, `detail` text NOT NULL, `events` integer NOT NULL',
      shape.goals,
    ],
  ]
  for (const [table, columns, key] of tables) {
    const order = key.replace(/^PRIMARY KEY\((.*)\)$/, '$1')
    await db.run(sql.raw(`CREATE TABLE \`${table}_rebuilt\` (${columns}, ${key}) WITHOUT ROWID;`))
    await db.run(sql.raw(`INSERT INTO \`${table}_rebuilt\` SELECT * FROM \`${table}\` ORDER BY ${order};`))
    await db.run(sql.raw(`DROP TABLE \`${table}\`;`))
    await db.run(sql.raw(`ALTER TABLE \`${table}_rebuilt\` RENAME TO \`${table}\`;`))
  }
  if (dayIndex) await db.run(sql`CREATE INDEX \`analytics_visits_day_idx\` ON \`analytics_visits\` (\`day\`);`)
  for (const dimension of DIMENSIONS)
    await db.run(
      sql.raw(`CREATE INDEX \`analytics_visits_${dimension}_idx\` ON \`analytics_visits\` (\`${dimension}\`, \`day\`);`),
    )
  await db.run(
    sql`CREATE INDEX \`analytics_visit_pages_path_idx\` ON \`analytics_visit_pages\` (\`path\`, \`day\`, \`visit_id\`);`,
  )
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, BY_DAY, false)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuild(db, BY_VISIT, true)
}
