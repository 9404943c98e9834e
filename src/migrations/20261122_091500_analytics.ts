import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics lives in plain tables, not Payload collections: events are written in
 * batches by src/analytics and read through per-day rollups. None of them holds an IP or a
 * user agent, and none is exposed through Payload's APIs.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`analytics_salts\` (
  	\`day\` text PRIMARY KEY NOT NULL,
  	\`salt\` text NOT NULL,
  	\`created_at\` integer NOT NULL
  );`)
  await db.run(sql`CREATE TABLE \`analytics_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ts\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`session_id\` text NOT NULL
  );`)
  await db.run(sql`CREATE TABLE \`analytics_sessions\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`started_at\` integer NOT NULL,
  	\`last_at\` integer NOT NULL,
  	\`pageviews\` integer NOT NULL,
  	\`business_events\` integer NOT NULL,
  	\`assessment\` integer NOT NULL
  );`)
  await db.run(sql`CREATE INDEX \`analytics_sessions_day_idx\` ON \`analytics_sessions\` (\`day\`);`)
  await db.run(sql`CREATE TABLE \`analytics_daily\` (
  	\`day\` text PRIMARY KEY NOT NULL,
  	\`sessions\` integer NOT NULL,
  	\`bounces\` integer NOT NULL,
  	\`duration_ms\` integer NOT NULL,
  	\`pageviews\` integer NOT NULL,
  	\`visitors\` integer NOT NULL,
  	\`converters\` integer NOT NULL
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`analytics_daily_dimensions\` (
  	\`day\` text NOT NULL,
  	\`dimension\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`sessions\` integer NOT NULL,
  	PRIMARY KEY (\`day\`, \`dimension\`, \`value\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`analytics_daily_pages\` (
  	\`day\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`views\` integer NOT NULL,
  	\`uniques\` integer NOT NULL,
  	PRIMARY KEY (\`day\`, \`path\`)
  ) WITHOUT ROWID;`)
  await db.run(sql`CREATE TABLE \`analytics_daily_hours\` (
  	\`day\` text NOT NULL,
  	\`hour\` integer NOT NULL,
  	\`pageviews\` integer NOT NULL,
  	PRIMARY KEY (\`day\`, \`hour\`)
  ) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of [
    'analytics_daily_hours',
    'analytics_daily_pages',
    'analytics_daily_dimensions',
    'analytics_daily',
    'analytics_sessions',
    'analytics_events',
    'analytics_salts',
  ]) {
    await db.run(sql.raw(`DROP TABLE IF EXISTS \`${table}\`;`))
  }
}
