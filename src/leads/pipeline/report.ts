import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { type Stage, type StageReport, type StageReportRow, STAGES } from '@/contracts/pipeline'
import { siteTimeZone } from '@/analytics/model/time'
import { stageReportRows, type StageMove } from '@/lib/stage-report'
import { dayStart } from '@/lib/task-due'

import { personKeyOf } from './person-record'

const DAY_MS = 86_400_000

type Group = 'source' | 'owner'

type Moves = {
  moves: StageMove[]
  groups: Map<string, { source: string; owner: string }>
  /** Per group, the people who arrived in the period and never moved (SQLite counts them in place). */
  arrivals?: Map<string, number>
}

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/** The people with a stage change in their leads' history before `until`, by mailbox (a person's key). */
const MOVED = `SELECT DISTINCT COALESCE(a.mailbox, c.mailbox) AS k FROM lead_notes n
  LEFT JOIN assessments a ON a.id = n.assessment_id
  LEFT JOIN contact_inquiries c ON c.id = n.contact_inquiry_id
  WHERE n.type = 'status' AND n.created_at < ? AND COALESCE(a.mailbox, c.mailbox) IS NOT NULL`

/**
 * movesUntil on SQLite, in three statements: the moves of the people who ever moved, and a count
 * per group of those who arrived in the period and stayed at New. Reading every person's row (most
 * of them never moved) took 0.4 s at 100,000 people, and the board's first paint waited behind it.
 */
async function sqliteMovesUntil(payload: Payload, start: string, until: string, by: Group): Promise<Moves> {
  const client = (payload.db as unknown as SQLiteAdapter).client
  const [people, notes, settled] = await Promise.all([
    client.execute({
      sql: `SELECT email_key, created_at, source, owner FROM people WHERE created_at < ? AND email_key IN (${MOVED})`,
      args: [until, until],
    }),
    client.execute({
      sql: `SELECT n."to" AS stage, n.created_at AS at, COALESCE(a.mailbox, c.mailbox) AS person
        FROM lead_notes n
        LEFT JOIN assessments a ON a.id = n.assessment_id
        LEFT JOIN contact_inquiries c ON c.id = n.contact_inquiry_id
        WHERE n.type = 'status' AND n.created_at < ? ORDER BY n.created_at, n.id`,
      args: [until],
    }),
    client.execute({
      sql: `SELECT COALESCE(${by === 'owner' ? 'owner' : 'source'}, '') AS grp, COUNT(*) AS count FROM people
        WHERE created_at >= ? AND created_at < ? AND email_key NOT IN (${MOVED}) GROUP BY grp`,
      args: [start, until, until],
    }),
  ])
  const groups = new Map(
    people.rows.map((row) => [str(row.email_key), { source: str(row.source), owner: str(row.owner) }]),
  )
  const moves: StageMove[] = people.rows.map((row) => ({
    person: str(row.email_key),
    to: 'new' as Stage,
    at: str(row.created_at),
  }))
  for (const note of notes.rows) {
    const person = str(note.person)
    if (!person || !STAGES.includes(note.stage as Stage)) continue
    moves.push({ person, to: note.stage as Stage, at: str(note.at) })
  }
  return { moves, groups, arrivals: new Map(settled.rows.map((row) => [str(row.grp), Number(row.count)])) }
}

/** Every stage move up to `until`: each person's arrival at New (their first lead) and each status change in the leads' history. */
async function movesUntil(payload: Payload, start: string, until: string, by: Group): Promise<Moves> {
  if (payload.db.name === 'sqlite') return sqliteMovesUntil(payload, start, until, by)
  const [people, notes] = await Promise.all([
    payload.find({
      collection: 'people',
      where: { createdAt: { less_than: until } },
      select: { emailKey: true, createdAt: true, source: true, owner: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'lead-notes',
      where: { and: [{ type: { equals: 'status' } }, { createdAt: { less_than: until } }] },
      pagination: false,
      depth: 1,
      sort: 'createdAt',
      overrideAccess: true,
    }),
  ])
  const groups = new Map(people.docs.map((doc) => [doc.emailKey, { source: doc.source ?? '', owner: doc.owner ?? '' }]))
  const moves: StageMove[] = people.docs.map((doc) => ({ person: doc.emailKey, to: 'new' as Stage, at: doc.createdAt }))
  for (const note of notes.docs) {
    const lead = (note.assessment ?? note.contactInquiry) as { contactEmail?: string; email?: string } | null
    const address = lead && typeof lead === 'object' ? (lead.contactEmail ?? lead.email) : null
    if (!address || !STAGES.includes(note.to as Stage)) continue
    moves.push({ person: personKeyOf(address), to: note.to as Stage, at: note.createdAt })
  }
  return { moves, groups }
}

/** Time in stage and stage-to-stage conversion of the people who moved in a period (days in SITE_TIMEZONE), by source or owner. */
export async function stageReport(
  payload: Payload,
  { from, to, by }: { from: string; to: string; by: Group },
): Promise<StageReport> {
  const timeZone = siteTimeZone()
  const start = dayStart(from, timeZone)
  // The day after `to` starts where the period ends (a 23- or 25-hour day counts whole).
  const end = dayStart(new Date(Date.parse(`${to}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10), timeZone)
  const { moves, groups, arrivals } = await movesUntil(payload, start.toISOString(), end.toISOString(), by)
  const rows: StageReportRow[] = stageReportRows(moves, {
    start: start.toISOString(),
    end: end.toISOString(),
    groupOf: (person) => groups.get(person)?.[by] ?? '',
    arrivals,
  })
  return { from, to, by, rows }
}
