import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { mailboxKey } from './frozen/visitor-keys'

type Db = MigrateUpArgs['db']

/** The stages in order, as the pipeline ranks them on 7 Dec 2026 (Passed below Invested). */
const RANK: Record<string, number> = { new: 0, contacted: 1, qualified: 2, in_diligence: 3, passed: 4, invested: 5 }

type PersonRow = {
  id: number
  key: string
  email: string
  name: string | null
  company: string | null
  stage: string
  stageSince: string
  ownerUserId: number | null
  owner: string | null
  followUpOn: string | null
  amount: number | null
  round: string | null
  expectedClose: string | null
  summary: string | null
  source: string | null
  campaign: string | null
  createdAt: string
  updatedAt: string
}

const first = <T>(values: (T | null | undefined)[]): T | null => values.find((value) => value != null && value !== '') ?? null

/** One person of several spellings of one mailbox (see `mailboxPeople`). */
function merged(rows: PersonRow[]): PersonRow {
  const byStage = [...rows].sort(
    (a, b) => (RANK[b.stage] ?? 0) - (RANK[a.stage] ?? 0) || b.stageSince.localeCompare(a.stageSince),
  )
  const byUpdate = [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
  const oldest = [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]
  const leading = byStage[0]
  // The leading person's deal, each field they lack taken from the most recently changed other.
  const ordered = [leading, ...byUpdate.filter((row) => row !== leading)]
  const withOwner = ordered.find((row) => row.ownerUserId !== null || row.owner !== null) ?? leading
  const followUps = rows.map((row) => row.followUpOn).filter((day): day is string => Boolean(day))
  return {
    ...leading,
    email: oldest.email,
    name: oldest.name || first(rows.map((row) => row.name)),
    company: oldest.company || first(rows.map((row) => row.company)),
    ownerUserId: withOwner.ownerUserId,
    owner: withOwner.owner,
    followUpOn: followUps.length ? followUps.sort()[0] : null,
    amount: first(ordered.map((row) => row.amount)),
    round: first(ordered.map((row) => row.round)),
    expectedClose: first(ordered.map((row) => row.expectedClose)),
    summary: first(ordered.map((row) => row.summary)),
    source: oldest.source,
    campaign: oldest.campaign,
    createdAt: oldest.createdAt,
  }
}

async function keyLeads(db: Db, table: 'assessments' | 'contact_inquiries', emailColumn: string) {
  const keys = await db.all<{ key: string }>(
    sql`SELECT DISTINCT email_key AS key FROM ${sql.identifier(table)} WHERE email_key IS NOT NULL`,
  )
  for (const { key } of keys)
    await db.run(sql`UPDATE ${sql.identifier(table)} SET mailbox = ${mailboxKey(key)} WHERE email_key = ${key}`)
  const unkeyed = await db.all<{ id: number; email: string }>(
    sql`SELECT id, ${sql.identifier(emailColumn)} AS email FROM ${sql.identifier(table)} WHERE email_key IS NULL AND ${sql.identifier(emailColumn)} IS NOT NULL`,
  )
  for (const { id, email } of unkeyed)
    await db.run(sql`UPDATE ${sql.identifier(table)} SET mailbox = ${mailboxKey(email)} WHERE id = ${id}`)
}

/**
 * People are keyed by their mailbox (`Jane.Doe+x@gmail.com` is `janedoe@gmail.com`), no longer by
 * the lower-cased address. Every lead gets its mailbox; each person is re-keyed, tasks follow, and
 * the people of several spellings of one mailbox become one: at the most advanced stage (the later
 * move on a tie) since when they reached it, with that person's owner (else the most recently
 * changed owner of theirs), the earliest follow-up day, that person's deal with each missing field
 * from the most recently changed other, and the first person's address, name, company and first
 * touch. Their tasks all stay open as they were; the history stays on each lead, so it is the union.
 * Every lead of a merged person then shows the merged pipeline.
 */
export async function mailboxPeople(db: Db) {
  await keyLeads(db, 'assessments', 'contact_email')
  await keyLeads(db, 'contact_inquiries', 'email')
  const people = await db.all<PersonRow>(sql`SELECT id, email_key AS key, email, name, company, stage,
      stage_since AS stageSince, owner_user_id AS ownerUserId, owner, follow_up_on AS followUpOn,
      deal_amount AS amount, deal_round AS round, deal_expected_close AS expectedClose, deal_summary AS summary,
      source, campaign, created_at AS createdAt, updated_at AS updatedAt
    FROM people`)
  const groups = new Map<string, PersonRow[]>()
  for (const row of people) groups.set(mailboxKey(row.key), [...(groups.get(mailboxKey(row.key)) ?? []), row])
  const mergedIds: number[] = []
  for (const [key, rows] of groups) {
    if (rows.length === 1 && rows[0].key === key) continue
    const person = merged(rows)
    for (const row of rows) if (row.id !== person.id) await db.run(sql`DELETE FROM people WHERE id = ${row.id}`)
    await db.run(sql`UPDATE people SET email_key = ${key}, email = ${person.email}, name = ${person.name},
        company = ${person.company}, owner_user_id = ${person.ownerUserId}, owner = ${person.owner},
        follow_up_on = ${person.followUpOn}, deal_amount = ${person.amount}, deal_round = ${person.round},
        deal_expected_close = ${person.expectedClose}, deal_summary = ${person.summary}, source = ${person.source},
        campaign = ${person.campaign}, created_at = ${person.createdAt}
      WHERE id = ${person.id}`)
    if (rows.length > 1) mergedIds.push(person.id)
  }
  const taskKeys = await db.all<{ key: string }>(sql`SELECT DISTINCT email_key AS key FROM lead_tasks`)
  for (const { key } of taskKeys)
    if (mailboxKey(key) !== key)
      await db.run(sql`UPDATE lead_tasks SET email_key = ${mailboxKey(key)} WHERE email_key = ${key}`)
  for (const id of mergedIds)
    for (const table of ['assessments', 'contact_inquiries'])
      await db.run(sql`UPDATE ${sql.identifier(table)} SET status = p.stage,
          status_rank = CASE p.stage WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'in_diligence' THEN 3 WHEN 'passed' THEN 4 WHEN 'invested' THEN 5 ELSE 0 END,
          owner_user_id = p.owner_user_id, owner = p.owner, follow_up_on = p.follow_up_on
        FROM people p WHERE p.id = ${id} AND p.email_key = ${sql.identifier(table)}.mailbox`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`mailbox\` text;`)
  await db.run(sql`CREATE INDEX \`assessments_mailbox_idx\` ON \`assessments\` (\`mailbox\`);`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` ADD \`mailbox\` text;`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_mailbox_idx\` ON \`contact_inquiries\` (\`mailbox\`);`)
  await mailboxPeople(db)
}

/** People are keyed by their first address in lower case again; merged people are not brought back. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE people SET email_key = lower(trim(email))`)
  await db.run(sql`UPDATE lead_tasks SET email_key = lower(trim(email))`)
  await db.run(sql`DROP INDEX \`assessments_mailbox_idx\`;`)
  await db.run(sql`ALTER TABLE \`assessments\` DROP COLUMN \`mailbox\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_mailbox_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_inquiries\` DROP COLUMN \`mailbox\`;`)
}
