import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { mailboxKey } from './frozen/visitor-keys'

/**
 * One subscriber per mailbox: each subscriber gets its mailbox key; of several spellings of one
 * mailbox (`a+1@`, `A@`) the most recently changed record, the person's latest choice, is kept.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`mailbox\` text;`)
  const rows = await db.all<{ id: number; email: string }>(
    sql`SELECT id, email FROM newsletter_subscribers ORDER BY updated_at DESC, id DESC`,
  )
  const kept = new Set<string>()
  for (const { id, email } of rows) {
    const key = mailboxKey(email)
    if (kept.has(key)) {
      await db.run(sql`DELETE FROM newsletter_subscribers WHERE id = ${id}`)
      continue
    }
    kept.add(key)
    await db.run(sql`UPDATE newsletter_subscribers SET mailbox = ${key} WHERE id = ${id}`)
  }
  await db.run(
    sql`CREATE UNIQUE INDEX \`newsletter_subscribers_mailbox_idx\` ON \`newsletter_subscribers\` (\`mailbox\`);`,
  )
}

/** The merged spellings are not brought back. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`newsletter_subscribers_mailbox_idx\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`mailbox\`;`)
}
