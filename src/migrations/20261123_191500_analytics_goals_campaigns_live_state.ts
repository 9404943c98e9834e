import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics, second shape: visit breakdowns carry visitors, page views, bounces, time
 * and conversions (for channels, campaigns and entry pages too), hours carry distinct visitors,
 * goals get their own rollup, every rollup gets a month table beside its day table (long
 * periods read months), and the live state every instance shares (sessions with their first
 * touch and viewed paths, visitor days) lives here instead of in process memory.
 * docs/analytics.md documents every table.
 */
const DIMENSION_COUNTS = ['visitors', 'pageviews', 'bounces', 'duration_ms', 'conversions']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`analytics_sessions\` ADD \`entry_path\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_sessions\` ADD \`dimensions\` text DEFAULT '{}' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_sessions\` ADD \`paths\` text DEFAULT '[]' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`analytics_sessions_visitor_idx\` ON \`analytics_sessions\` (\`visitor_id\`, \`last_at\`);`)
  await db.run(sql`CREATE INDEX \`analytics_sessions_last_at_idx\` ON \`analytics_sessions\` (\`last_at\`);`)
  await db.run(sql`CREATE TABLE \`analytics_visitor_days\` (
  	\`day\` text NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`hours\` integer NOT NULL,
  	\`seen\` text NOT NULL,
  	PRIMARY KEY (\`day\`, \`visitor_id\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE INDEX \`analytics_visitor_days_visitor_idx\` ON \`analytics_visitor_days\` (\`visitor_id\`);`)
  // Every flush of every instance moves this version on; a flush whose reads are stale sets it
  // negative, which the trigger aborts, and retries. (A trigger, not a CHECK constraint: Drizzle's
  // schema diff would rebuild every table of the database on seeing a CHECK.)
  await db.run(sql`CREATE TABLE \`analytics_flush_version\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` integer NOT NULL
  );`)
  await db.run(sql`CREATE TRIGGER \`analytics_flush_version_stale\` BEFORE UPDATE ON \`analytics_flush_version\`
  	WHEN NEW.\`version\` < 0 BEGIN SELECT RAISE(ABORT, 'stale analytics read'); END;`)
  await db.run(sql`INSERT INTO \`analytics_flush_version\` (\`id\`, \`version\`) VALUES (1, 0);`)
  for (const column of DIMENSION_COUNTS) {
    await db.run(sql.raw(`ALTER TABLE \`analytics_daily_dimensions\` ADD \`${column}\` integer DEFAULT 0 NOT NULL;`))
  }
  await db.run(sql`ALTER TABLE \`analytics_daily_hours\` ADD \`visitors\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`CREATE TABLE \`analytics_daily_goals\` (
  	\`day\` text NOT NULL,
  	\`goal\` text NOT NULL,
  	\`detail\` text NOT NULL,
  	\`events\` integer NOT NULL,
  	\`visitors\` integer NOT NULL,
  	PRIMARY KEY (\`day\`, \`goal\`, \`detail\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`analytics_monthly_dimensions\` (
  	\`month\` text NOT NULL,
  	\`dimension\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`visitors\` integer NOT NULL,
  	\`sessions\` integer NOT NULL,
  	\`pageviews\` integer NOT NULL,
  	\`bounces\` integer NOT NULL,
  	\`duration_ms\` integer NOT NULL,
  	\`conversions\` integer NOT NULL,
  	PRIMARY KEY (\`month\`, \`dimension\`, \`value\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`analytics_monthly_pages\` (
  	\`month\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`views\` integer NOT NULL,
  	\`uniques\` integer NOT NULL,
  	PRIMARY KEY (\`month\`, \`path\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`analytics_monthly_hours\` (
  	\`month\` text NOT NULL,
  	\`hour\` integer NOT NULL,
  	\`pageviews\` integer NOT NULL,
  	\`visitors\` integer NOT NULL,
  	PRIMARY KEY (\`month\`, \`hour\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`analytics_monthly_goals\` (
  	\`month\` text NOT NULL,
  	\`goal\` text NOT NULL,
  	\`detail\` text NOT NULL,
  	\`events\` integer NOT NULL,
  	\`visitors\` integer NOT NULL,
  	PRIMARY KEY (\`month\`, \`goal\`, \`detail\`)
  ) WITHOUT ROWID;`)
  // Months of data recorded before this migration.
  await db.run(sql`INSERT INTO \`analytics_monthly_dimensions\`
    SELECT substr(day, 1, 7), dimension, value, SUM(visitors), SUM(sessions), SUM(pageviews), SUM(bounces), SUM(duration_ms), SUM(conversions)
    FROM \`analytics_daily_dimensions\` GROUP BY substr(day, 1, 7), dimension, value;`)
  await db.run(sql`INSERT INTO \`analytics_monthly_pages\`
    SELECT substr(day, 1, 7), path, SUM(views), SUM(uniques) FROM \`analytics_daily_pages\` GROUP BY substr(day, 1, 7), path;`)
  await db.run(sql`INSERT INTO \`analytics_monthly_hours\`
    SELECT substr(day, 1, 7), hour, SUM(pageviews), SUM(visitors) FROM \`analytics_daily_hours\` GROUP BY substr(day, 1, 7), hour;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of [
    'analytics_monthly_goals',
    'analytics_monthly_hours',
    'analytics_monthly_pages',
    'analytics_monthly_dimensions',
    'analytics_daily_goals',
    'analytics_visitor_days',
    'analytics_flush_version',
  ]) {
    await db.run(sql.raw(`DROP TABLE IF EXISTS \`${table}\`;`))
  }
  await db.run(sql`ALTER TABLE \`analytics_daily_hours\` DROP COLUMN \`visitors\`;`)
  for (const column of DIMENSION_COUNTS) {
    await db.run(sql.raw(`ALTER TABLE \`analytics_daily_dimensions\` DROP COLUMN \`${column}\`;`))
  }
  await db.run(sql`DROP INDEX IF EXISTS \`analytics_sessions_last_at_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`analytics_sessions_visitor_idx\`;`)
  for (const column of ['paths', 'dimensions', 'entry_path']) {
    await db.run(sql.raw(`ALTER TABLE \`analytics_sessions\` DROP COLUMN \`${column}\`;`))
  }
}
