import { createHmac } from 'node:crypto'

import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** The audit log's keyed name as of 27 Nov 2026 (src/leads/audit-email.ts keeps it since). */
const keyedEmailHash = (serverKey: string, plainHash: string) =>
  createHmac('sha256', serverKey).update(`audit-log-email:${plainHash}`).digest('hex')

/**
 * The audit log named people by the plain SHA-256 of their e-mail, which anyone holding the
 * database could match to a guessed address; each entry now holds the HMAC of that hash under
 * the server's key (keyedEmailHash), converted in place.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const rows = await db.all<{ id: number; email_hash: string }>(sql`SELECT id, email_hash FROM audit_log`)
  for (const { id, email_hash: plain } of rows) {
    await db.run(sql`UPDATE audit_log SET email_hash = ${keyedEmailHash(payload.secret, plain)} WHERE id = ${id}`)
  }
}

/** An HMAC cannot be turned back into the plain hash: the entries keep their keyed names. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
