import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Visitor analytics: filter slices, a filtered report's rows per closed day and month for each value of
 * a sliced filter (keyed so one value's rows of one kind over a period are one range), and the days and
 * months already sliced. Written by the sliceAnalytics job; docs/analytics.md#filter-slices.
 */
const SLICE_COLUMNS = (unit: string) => `\`filter\` text NOT NULL,
  \`value\` text NOT NULL,
  \`kind\` text NOT NULL,
  \`${unit}\` text NOT NULL,
  \`key1\` text NOT NULL,
  \`key2\` text NOT NULL,
  \`visitors\` integer NOT NULL,
  \`sessions\` integer NOT NULL,
  \`pageviews\` integer NOT NULL,
  \`bounces\` integer NOT NULL,
  \`duration_ms\` integer NOT NULL,
  \`conversions\` integer NOT NULL,
  \`exits\` integer NOT NULL,
  \`events\` integer NOT NULL,
  PRIMARY KEY(\`filter\`, \`value\`, \`kind\`, \`${unit}\`, \`key1\`, \`key2\`)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(`CREATE TABLE \`analytics_daily_slices\` (${SLICE_COLUMNS('day')}) WITHOUT ROWID;`))
  await db.run(sql.raw(`CREATE TABLE \`analytics_monthly_slices\` (${SLICE_COLUMNS('month')}) WITHOUT ROWID;`))
  await db.run(sql`CREATE TABLE \`analytics_sliced\` (\`bucket\` text PRIMARY KEY NOT NULL) WITHOUT ROWID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`analytics_sliced\`;`)
  await db.run(sql`DROP TABLE \`analytics_monthly_slices\`;`)
  await db.run(sql`DROP TABLE \`analytics_daily_slices\`;`)
}
