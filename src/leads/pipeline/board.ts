import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, Where } from 'payload'

import {
  HIDDEN_STAGES,
  PIPELINE_CARDS_PER_STAGE,
  type PipelineAnswer,
  type PipelineCard,
  STAGE_LABELS,
  STAGES,
  type Stage,
} from '@/contracts/pipeline'
import type { Person as PersonRecord } from '@/payload-types'

import { dealOf } from './person-record'

export type BoardFilter = { ownerId?: number | string; source?: string; campaign?: string; withPassed?: boolean }

const filterWhere = (filter: BoardFilter): Where[] => [
  ...(filter.ownerId !== undefined ? [{ ownerUser: { equals: filter.ownerId } }] : []),
  ...(filter.source ? [{ source: { equals: filter.source } }] : []),
  ...(filter.campaign ? [{ campaign: { equals: filter.campaign } }] : []),
]

type StageTotals = Map<string, { count: number; amount: number }>

const sqlClient = (payload: Payload) => (payload.db as unknown as SQLiteAdapter).client

/** The filter as SQL conditions on `people` and their values. */
function sqlFilter(filter: BoardFilter): { conditions: string[]; args: (string | number)[] } {
  const set = [
    ['owner_user_id', filter.ownerId],
    ['source', filter.source],
    ['campaign', filter.campaign],
  ].filter((condition): condition is [string, string | number] => condition[1] !== undefined && condition[1] !== '')
  return { conditions: set.map(([column]) => `${column} = ?`), args: set.map(([, value]) => value) }
}

/** People and deal amounts per stage: one grouped statement on SQLite, a sum of the stored amounts elsewhere. */
async function stageTotals(payload: Payload, filter: BoardFilter): Promise<StageTotals> {
  const totals: StageTotals = new Map()
  if (payload.db.name === 'sqlite') {
    const { conditions, args } = sqlFilter(filter)
    const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''
    const { rows } = await sqlClient(payload).execute({
      sql: `SELECT stage, COUNT(*) AS count, COALESCE(SUM(deal_amount), 0) AS amount FROM people${where} GROUP BY stage`,
      args,
    })
    for (const row of rows) totals.set(String(row.stage), { count: Number(row.count), amount: Number(row.amount) })
    return totals
  }
  const { docs } = await payload.find({
    collection: 'people',
    where: { and: filterWhere(filter) },
    select: { stage: true, deal: { amount: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) {
    const total = totals.get(doc.stage) ?? { count: 0, amount: 0 }
    totals.set(doc.stage, { count: total.count + 1, amount: total.amount + (doc.deal?.amount ?? 0) })
  }
  return totals
}

/** The first open task of each of these people, by due time. */
async function nextTasks(payload: Payload, keys: string[]) {
  const next = new Map<string, PipelineCard['nextTask']>()
  if (keys.length === 0) return next
  const { docs } = await payload.find({
    collection: 'lead-tasks',
    where: { and: [{ emailKey: { in: keys } }, { done: { equals: false } }] },
    sort: 'dueAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const task of docs)
    if (!next.has(task.emailKey)) next.set(task.emailKey, { id: task.id, title: task.title, dueAt: task.dueAt })
  return next
}

const cardOf = (doc: PersonRecord, next: Map<string, PipelineCard['nextTask']>): PipelineCard => ({
  email: doc.email,
  name: doc.name ?? '',
  company: doc.company ?? '',
  owner: doc.owner ?? null,
  deal: dealOf(doc),
  since: doc.stageSince,
  nextTask: next.get(doc.emailKey) ?? null,
})

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/**
 * A column's cards on SQLite in one statement, each with its first open task: reading a thousand
 * cards through the Local API took most of the board's time. The `+`s keep SQLite on the tasks'
 * email_key index; it otherwise walked the (done, due_at) index over every open task for each card
 * (16 s a column at 100,000 tasks, 1 ms with it).
 */
async function sqliteColumn(payload: Payload, stage: Stage, filter: BoardFilter): Promise<PipelineCard[]> {
  const { conditions, args } = sqlFilter(filter)
  const { rows } = await sqlClient(payload).execute({
    sql: `SELECT email, name, company, owner, deal_amount, deal_round, deal_expected_close, deal_summary, stage_since,
        (SELECT json_object('id', t.id, 'title', t.title, 'dueAt', t.due_at) FROM lead_tasks t
          WHERE t.email_key = people.email_key AND +t.done = 0 ORDER BY +t.due_at, +t.id LIMIT 1) AS next_task
      FROM people WHERE ${['stage = ?', ...conditions].join(' AND ')}
      ORDER BY stage_since, id LIMIT ${PIPELINE_CARDS_PER_STAGE}`,
    args: [stage, ...args],
  })
  return rows.map((row) => ({
    email: String(row.email),
    name: text(row.name) ?? '',
    company: text(row.company) ?? '',
    owner: text(row.owner),
    deal: {
      amount: row.deal_amount === null ? null : Number(row.deal_amount),
      round: text(row.deal_round),
      expectedClose: text(row.deal_expected_close),
      summary: text(row.deal_summary),
    },
    since: String(row.stage_since),
    nextTask: row.next_task ? (JSON.parse(String(row.next_task)) as PipelineCard['nextTask']) : null,
  }))
}

/** A column's cards through the Local API (databases other than SQLite). */
async function columns(payload: Payload, shown: Stage[], filter: BoardFilter): Promise<PipelineCard[][]> {
  if (payload.db.name === 'sqlite') return Promise.all(shown.map((stage) => sqliteColumn(payload, stage, filter)))
  const found = await Promise.all(
    shown.map((stage) =>
      payload.find({
        collection: 'people',
        where: { and: [{ stage: { equals: stage } }, ...filterWhere(filter)] },
        sort: 'stageSince',
        limit: PIPELINE_CARDS_PER_STAGE,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      }),
    ),
  )
  const next = await nextTasks(
    payload,
    found.flatMap((column) => column.docs.map((doc) => doc.emailKey)),
  )
  return found.map((column) => column.docs.map((doc) => cardOf(doc, next)))
}

/**
 * The board: a column per stage (Passed only when asked for), the people longest in the stage
 * first (at most PIPELINE_CARDS_PER_STAGE cards), each column's count and deal total over all its people.
 */
export async function pipelineBoard(payload: Payload, filter: BoardFilter): Promise<PipelineAnswer> {
  const shown = STAGES.filter((stage) => filter.withPassed || !HIDDEN_STAGES.includes(stage))
  const [totals, cards] = await Promise.all([stageTotals(payload, filter), columns(payload, shown, filter)])
  const stages = shown.map((stage, index) => ({
    key: stage,
    label: STAGE_LABELS[stage],
    count: totals.get(stage)?.count ?? 0,
    total: totals.get(stage)?.amount ?? 0,
    people: cards[index],
  }))
  return {
    stages,
    totals: {
      count: stages.reduce((sum, stage) => sum + stage.count, 0),
      amount: stages.reduce((sum, stage) => sum + stage.total, 0),
    },
  }
}
