import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics you can filter: every visit kept with its first-touch dimensions (UTM term
 * and content now among them), its pages and goals, each dimension indexed with the day, so a
 * filtered report reads the visits of its period through an index; exit pages (the visit's last
 * page, counted in the page rollups as `exits`). src/analytics/store/types.ts documents them.
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

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`analytics_sessions\` ADD \`exit_path\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_daily_pages\` ADD \`exits\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_monthly_pages\` ADD \`exits\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`CREATE TABLE \`analytics_visits\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`started_at\` integer NOT NULL,
  	\`last_at\` integer NOT NULL,
  	\`pageviews\` integer NOT NULL,
  	\`bounces\` integer NOT NULL,
  	\`duration_ms\` integer NOT NULL,
  	\`conversions\` integer NOT NULL,
  	\`exit_page\` text NOT NULL,
  	\`device\` text NOT NULL,
  	\`browser\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`referrer\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`utm_source\` text NOT NULL,
  	\`utm_medium\` text NOT NULL,
  	\`utm_campaign\` text NOT NULL,
  	\`utm_term\` text NOT NULL,
  	\`utm_content\` text NOT NULL,
  	\`entry_page\` text NOT NULL
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX \`analytics_visits_day_idx\` ON \`analytics_visits\` (\`day\`);`)
  for (const dimension of DIMENSIONS) {
    await db.run(
      sql.raw(`CREATE INDEX \`analytics_visits_${dimension}_idx\` ON \`analytics_visits\` (\`${dimension}\`, \`day\`);`),
    )
  }
  await db.run(sql`CREATE TABLE \`analytics_visit_pages\` (
  	\`visit_id\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`hour\` integer NOT NULL,
  	\`views\` integer NOT NULL,
  	PRIMARY KEY(\`visit_id\`, \`path\`, \`hour\`)
  ) WITHOUT ROWID;`)
  await db.run(
    sql`CREATE INDEX \`analytics_visit_pages_path_idx\` ON \`analytics_visit_pages\` (\`path\`, \`day\`, \`visit_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`analytics_visit_goals\` (
  	\`visit_id\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`goal\` text NOT NULL,
  	\`detail\` text NOT NULL,
  	\`events\` integer NOT NULL,
  	PRIMARY KEY(\`visit_id\`, \`goal\`, \`detail\`)
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_visit_goals\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_visit_pages\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`analytics_visits\`;`)
  await db.run(sql`ALTER TABLE \`analytics_monthly_pages\` DROP COLUMN \`exits\`;`)
  await db.run(sql`ALTER TABLE \`analytics_daily_pages\` DROP COLUMN \`exits\`;`)
  await db.run(sql`ALTER TABLE \`analytics_sessions\` DROP COLUMN \`exit_path\`;`)
}
