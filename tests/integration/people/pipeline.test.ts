import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import config from '@payload-config'
import { BasePayload, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import * as analytics from '@/app/api/analytics/route'
import * as draftRoute from '@/app/api/people/draft-reply/route'
import * as erase from '@/app/api/personal-data/erase/route'
import * as search from '@/app/api/personal-data/search/route'
import * as people from '@/app/api/people/route'
import * as pipeline from '@/app/api/pipeline/route'
import * as report from '@/app/api/pipeline/report/route'
import * as tasks from '@/app/api/tasks/route'
import * as taskById from '@/app/api/tasks/[id]/route'
import type { AnalyticsSummary } from '@/contracts/analytics-answers'
import type { PersonWithPipeline, PipelineAnswer, StageReport } from '@/contracts/pipeline'
import type { Task } from '@/contracts/tasks'
import { JobRunner } from '@/jobs/runner'
import { buildDigest } from '@/leads/digest/send'
import { digestMessage } from '@/leads/email/digest'
import { movePerson } from '@/leads/pipeline/move'
import { sweepDueTasks } from '@/leads/tasks/reminders'
import { taskDueInstant } from '@/lib/task-due'
import { foldLeads } from '@/migrations/20261207_032613_pipeline_people_tasks'
import { mailboxPeople } from '@/migrations/20261207_070400_person_mailbox_key'
import { sqliteSharedState } from '@/shared-state/sqlite'

import { FakeHttp } from '../../fixtures/fake-http'
import { SmtpSink } from '../../fixtures/smtp-sink'
import { admin, call } from '../api/fixtures'
import { FakeOpenAi } from '../fake-openai'
import { testPayload } from '../helpers'
import { makeAssessment, makeInquiry } from '../inbox/fixtures'
import { inquiryById } from '../lead-routes'
import { runDue } from '../leads/queue'

const SMTP_PORT = 4837
vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4837'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload
const sink = new SmtpSink()
const webhook = new FakeHttp()
const users: Record<string, { id: number; auth: { headers: Record<string, string> } }> = {}
const sql = () => (payload.db as unknown as SQLiteAdapter).client

async function user(email: string, role: 'admin' | 'partner' | 'editor', name: string) {
  const doc = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'a-long-password-1', role, name },
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })
  users[name] = { id: doc.id, auth: { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' } } }
}

beforeAll(async () => {
  await sink.start(SMTP_PORT)
  process.env.CRM_WEBHOOK_URL = `${await webhook.start()}/hooks/leads`
  process.env.CRM_WEBHOOK_SECRET = 'whsec_pipeline'
  payload = await testPayload()
  await user('ann@keystone.example', 'admin', 'Ann Admin')
  await user('pat@keystone.example', 'partner', 'Pat Partner')
  await user('ed@keystone.example', 'editor', 'Ed Editor')
})
afterAll(async () => {
  await sink.stop()
  await webhook.stop()
  delete process.env.CRM_WEBHOOK_URL
  delete process.env.CRM_WEBHOOK_SECRET
})
beforeEach(() => {
  sink.messages.length = 0
})

const q = (email: string) => `?${new URLSearchParams({ email })}`
const getPerson = async (email: string) =>
  (await call(people.GET, `/api/people${q(email)}`, admin)).json() as PersonWithPipeline
const patchPerson = (email: string, body: unknown, as: object = admin) =>
  call(people.PATCH, `/api/people${q(email)}`, { ...as, method: 'PATCH', body })

describe('one person, one pipeline', () => {
  it('a new lead from a known person joins their pipeline, and every lead shows it', async () => {
    const first = await makeAssessment(payload, { businessName: 'Join Works', contactEmail: 'jo@join.example' })
    const moved = await patchPerson('jo@join.example', { stage: 'contacted', ownerId: users['Pat Partner'].id })
    expect(moved.status).toBe(200)
    const later = await makeInquiry(payload, { email: 'JO@Join.example' })
    expect(later).toMatchObject({ status: 'contacted', owner: 'Pat Partner' })
    const person = await getPerson('jo@join.example')
    expect(person).toMatchObject({ stage: 'contacted', owner: { id: users['Pat Partner'].id, name: 'Pat Partner' } })
    expect(person.assessments.map((lead) => lead.status)).toEqual(['contacted'])
    expect(person.inquiries.map((lead) => lead.status)).toEqual(['contacted'])
    // Scored by total alone: no areas and no results page.
    expect(person.answers).toEqual([
      expect.objectContaining({ businessName: 'Join Works', resultsPath: null, areas: [] }),
    ])
    expect(first.status).toBe('new')
  })

  it('two spellings of one mailbox are one person: Gmail dots and a +tag fold', async () => {
    await makeAssessment(payload, { businessName: 'Dot Works', contactEmail: 'Jane.Doe+x@gmail.com' })
    const moved = await patchPerson('Jane.Doe+x@gmail.com', { stage: 'qualified', ownerId: users['Pat Partner'].id })
    expect(moved.status).toBe(200)
    const later = await makeInquiry(payload, { email: 'janedoe@gmail.com' })
    expect(later).toMatchObject({ status: 'qualified', owner: 'Pat Partner' })
    const person = await getPerson('janedoe@gmail.com')
    expect(person).toMatchObject({ stage: 'qualified', owner: { name: 'Pat Partner' } })
    expect(person.assessments.map((lead) => lead.title)).toEqual(['Dot Works'])
    expect(person.inquiries.map((lead) => lead.status)).toEqual(['qualified'])
    const { rows } = await sql().execute({
      sql: 'SELECT email_key, email FROM people WHERE email_key = ?',
      args: ['janedoe@gmail.com'],
    })
    expect(rows.map((row) => [row.email_key, row.email])).toEqual([['janedoe@gmail.com', 'Jane.Doe+x@gmail.com']])
    const board = (await call(pipeline.GET, '/api/pipeline', admin)).json() as PipelineAnswer
    const cards = board.stages.flatMap((stage) => stage.people).filter((card) => card.company === 'Dot Works')
    expect(cards).toHaveLength(1)
  })

  it('reading a person writes nothing: a lead without its person record answers its own pipeline', async () => {
    const lead = await makeAssessment(payload, { businessName: 'Read Only', contactEmail: 'read@only.example' })
    await sql().execute({ sql: 'DELETE FROM people WHERE email_key = ?', args: ['read@only.example'] })
    await sql().execute({
      sql: "UPDATE assessments SET status = 'qualified', owner = 'Pat Partner', owner_user_id = ? WHERE id = ?",
      args: [users['Pat Partner'].id, lead.id],
    })
    const person = await getPerson('read@only.example')
    expect(person).toMatchObject({ stage: 'qualified', owner: { name: 'Pat Partner' } })
    const { rows } = await sql().execute({
      sql: 'SELECT COUNT(*) AS n FROM people WHERE email_key = ?',
      args: ['read@only.example'],
    })
    expect(Number(rows[0].n)).toBe(0)
    // The first move makes the record.
    expect((await patchPerson('read@only.example', { stage: 'in_diligence' })).status).toBe(200)
    expect((await getPerson('read@only.example')).stage).toBe('in_diligence')
  })

  it('reads write nothing: a person (in any spelling), the board, the report and the task lists leave every stored row as it was', async () => {
    await makeAssessment(payload, { businessName: 'Quiet Co', contactEmail: 'Quiet.Reader+q@gmail.com' })
    await makeInquiry(payload, { email: 'quietreader@gmail.com' })
    await patchPerson('quietreader@gmail.com', {
      stage: 'qualified',
      ownerId: users['Pat Partner'].id,
      followUpOn: '2099-03-04',
      deal: { amount: 250_000, round: 'Seed' },
    })
    // A lead whose person record is missing (its creation hook failed), with a due, unreminded task:
    // adding the task (a write) makes the record, which goes again before the reads.
    const bare = await makeAssessment(payload, { businessName: 'Bare Co', contactEmail: 'bare@quiet.example' })
    await sql().execute({ sql: 'DELETE FROM people WHERE email_key = ?', args: ['bare@quiet.example'] })
    await sql().execute({ sql: "UPDATE assessments SET status = 'contacted' WHERE id = ?", args: [bare.id] })
    const due = { email: 'bare@quiet.example', title: 'Due', dueAt: '2020-01-02' }
    expect((await call(tasks.POST, '/api/tasks', { ...admin, body: due })).status).toBe(201)
    await sql().execute({ sql: 'DELETE FROM people WHERE email_key = ?', args: ['bare@quiet.example'] })
    // Every row of every table, each table's rows in one order whatever order SQLite returns them in.
    const snapshot = async () => {
      const { rows: tables } = await sql().execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      const dump: Record<string, string[]> = {}
      for (const { name } of tables) {
        const { rows } = await sql().execute(`SELECT * FROM "${String(name)}"`)
        dump[String(name)] = rows.map((row) => JSON.stringify({ ...row })).sort()
      }
      return dump
    }
    const before = await snapshot()
    expect(before.people.length).toBeGreaterThan(0)
    const reads = [
      await call(people.GET, `/api/people${q('QUIETREADER@gmail.com')}`, admin),
      await call(people.GET, `/api/people${q('quiet.reader@gmail.com')}`, users['Pat Partner'].auth),
      await call(people.GET, `/api/people${q('bare@quiet.example')}`, admin),
      await call(pipeline.GET, '/api/pipeline', admin),
      await call(pipeline.GET, `/api/pipeline?owner=${users['Pat Partner'].id}&source=google.com`, admin),
      await call(report.GET, '/api/pipeline/report?from=2020-01-01&to=2099-12-31&by=owner', admin),
      await call(tasks.GET, '/api/tasks?owner=me&due=overdue', users['Ann Admin'].auth),
      await call(tasks.GET, '/api/tasks', admin),
    ]
    expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200))
    expect(reads[0].json()).toMatchObject({ stage: 'qualified', deal: { amount: 250_000 } })
    expect(reads[2].json()).toMatchObject({ stage: 'contacted', tasks: [expect.objectContaining({ title: 'Due' })] })
    expect(await snapshot()).toEqual(before)
  })

  it('the per-lead triage moves the person: the other lead follows, the history names who', async () => {
    const inquiry = await makeInquiry(payload, { email: 'two@forms.example' })
    const assessment = await makeAssessment(payload, { businessName: 'Two Forms', contactEmail: 'two@forms.example' })
    const id = String(inquiry.id)
    const answer = await call(inquiryById.PATCH, `/api/contact/${id}`, {
      ...users['Ann Admin'].auth,
      method: 'PATCH',
      body: { status: 'qualified', owner: users['Ann Admin'].id },
      id,
    })
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'qualified', owner: 'Ann Admin' })
    const other = await payload.findByID({ collection: 'assessments', id: assessment.id, overrideAccess: true })
    expect(other).toMatchObject({ status: 'qualified', owner: 'Ann Admin' })
    const person = await getPerson('two@forms.example')
    expect(person.timeline).toContainEqual(
      expect.objectContaining({ type: 'status', summary: 'Status: New → Qualified', author: 'Ann Admin' }),
    )
  })

  it('records each move with who and when, tells the CRM (lead.updated) and answers the board', async () => {
    await makeAssessment(payload, {
      businessName: 'Deal Co',
      contactEmail: 'deal@co.example',
      contactName: 'Dana Deal',
    })
    webhook.requests.length = 0
    const answer = await patchPerson(
      'deal@co.example',
      { stage: 'in_diligence', deal: { amount: 2_500_000, round: 'Series A', expectedClose: '2027-03-31' } },
      users['Pat Partner'].auth,
    )
    expect(answer.status).toBe(200)
    expect(answer.json()).toMatchObject({
      stage: 'in_diligence',
      deal: { amount: 2_500_000, round: 'Series A', expectedClose: '2027-03-31', summary: null },
    })
    expect(answer.json()).not.toHaveProperty('timeline')
    const person = await getPerson('deal@co.example')
    expect(person.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'status', summary: 'Status: New → In diligence', author: 'Pat Partner' }),
        expect.objectContaining({ type: 'deal', summary: 'Deal: $2,500,000 · Series A · close 2027-03-31' }),
      ]),
    )
    await runDue(payload, 'leads', 2)
    const events = webhook.requests
      .map((request) => JSON.parse(request.body) as { event: string; change?: { field: string; to: string } })
      .filter((body) => body.event === 'lead.updated')
    expect(events.map((body) => body.change)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'status', to: 'in_diligence' }),
        expect.objectContaining({ field: 'deal' }),
      ]),
    )
    for (const [title, dueAt] of [
      ['Send the term sheet', '2099-05-02'],
      ['Book the partner call', '2099-05-01'],
    ])
      await call(tasks.POST, '/api/tasks', { ...admin, body: { email: 'deal@co.example', title, dueAt } })
    const board = (await call(pipeline.GET, '/api/pipeline', admin)).json() as PipelineAnswer
    const diligence = board.stages.find((stage) => stage.key === 'in_diligence')!
    expect(diligence.people).toContainEqual(
      expect.objectContaining({
        email: 'deal@co.example',
        name: 'Dana Deal',
        company: 'Deal Co',
        deal: { amount: 2_500_000, round: 'Series A', expectedClose: '2027-03-31', summary: null },
        nextTask: expect.objectContaining({ title: 'Book the partner call', dueAt: '2099-05-01T13:00:00.000Z' }),
      }),
    )
    expect(diligence.total).toBeGreaterThanOrEqual(2_500_000)
    expect(board.stages.map((stage) => stage.key)).not.toContain('passed')
    const withPassed = (await call(pipeline.GET, '/api/pipeline?passed=1', admin)).json() as PipelineAnswer
    expect(withPassed.stages.map((stage) => stage.key)).toContain('passed')
  })

  it('two partners moving one card at once: the later write wins, both moves are in the history, no field is lost', async () => {
    await makeAssessment(payload, { businessName: 'Race Co', contactEmail: 'race@co.example' })
    const [a, b] = await Promise.all([
      patchPerson('race@co.example', { stage: 'qualified' }, users['Ann Admin'].auth),
      patchPerson('race@co.example', { stage: 'in_diligence', deal: { amount: 10 } }, users['Pat Partner'].auth),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const person = await getPerson('race@co.example')
    const moves = person.timeline.filter((entry) => entry.type === 'status').map((entry) => entry.author)
    expect(moves.sort()).toEqual(['Ann Admin', 'Pat Partner'])
    const last = person.timeline.find((entry) => entry.type === 'status')!
    expect(person.stage).toBe(last.to)
    expect(person.deal.amount).toBe(10)
  })

  it('two partners on two instances moving one card at once: both moves land in order, no deal field is lost', async () => {
    await makeAssessment(payload, { businessName: 'Twin Race', contactEmail: 'twin.race@co.example' })
    // A second instance: its own Payload on the same file and its own copy of the modules, so that
    // nothing this process holds in memory lines the two moves up.
    const other = await new BasePayload().init({ config, disableOnInit: true })
    vi.resetModules()
    const { movePerson: moveOnOther } = await import('@/leads/pipeline/move')
    const userOf = async (instance: Payload, email: string) => {
      const { docs } = await instance.find({
        collection: 'users',
        where: { email: { equals: email } },
        overrideAccess: true,
        depth: 0,
      })
      return { ...docs[0], collection: 'users' } as TypedUser
    }
    try {
      const key = 'twin.race@co.example'
      const [ann, pat] = [await userOf(payload, 'ann@keystone.example'), await userOf(other, 'pat@keystone.example')]
      await Promise.all([
        movePerson({ payload, user: ann }, key, { stage: 'qualified', deal: { amount: 750_000 } }),
        moveOnOther({ payload: other, user: pat }, key, { stage: 'in_diligence', deal: { round: 'Seed' } }),
      ])
      const person = await getPerson(key)
      expect(person.deal).toMatchObject({ amount: 750_000, round: 'Seed' })
      const [later, earlier] = person.timeline.filter((entry) => entry.type === 'status')
      expect([earlier.author, later.author].sort()).toEqual(['Ann Admin', 'Pat Partner'])
      // One after the other: the later move starts where the earlier one left the card.
      expect([earlier.from, later.from, person.stage]).toEqual(['new', earlier.to, later.to])
    } finally {
      await other.destroy()
    }
  })

  it('refuses bad input with the fields named, unknown people with 404 and editors with 401', async () => {
    await makeAssessment(payload, { contactEmail: 'bad@input.example' })
    for (const [body, field] of [
      [{ stage: 'won' }, 'stage'],
      [{ deal: { amount: -1 } }, 'deal.amount'],
      [{ deal: { amount: 'lots' } }, 'deal.amount'],
      [{ deal: { expectedClose: 'soon' } }, 'deal.expectedClose'],
      [{ ownerId: users['Ed Editor'].id }, 'ownerId'],
      [{ followUpOn: '2026-02-30' }, 'followUpOn'],
    ] as const) {
      const answer = await patchPerson('bad@input.example', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.headers.get('x-invalid-fields')).toBe(field)
    }
    expect((await getPerson('bad@input.example')).stage).toBe('new')
    expect((await patchPerson('nobody@input.example', { stage: 'contacted' })).status).toBe(404)
    expect((await patchPerson('bad@input.example', { stage: 'contacted' }, users['Ed Editor'].auth)).status).toBe(401)
    expect((await patchPerson('bad@input.example', { stage: 'contacted' }, {})).status).toBe(401)
    expect((await call(pipeline.GET, '/api/pipeline?stage=x', admin)).headers.get('x-invalid-fields')).toBe('stage')
  })

  it('reports time in stage and conversion by source for a period, founders who never moved counted once at New', async () => {
    for (const contactEmail of ['Re.Port+deal@gmail.com', 'stay@co.example'])
      await makeAssessment(payload, { contactEmail, attribution: { channel: 'Referral', source: 'report-source' } })
    await patchPerson('report@gmail.com', { stage: 'contacted' })
    await patchPerson('REPORT@gmail.com', { stage: 'qualified' })
    const today = new Date().toISOString().slice(0, 10)
    const answer = await call(report.GET, `/api/pipeline/report?from=2020-01-01&to=${today}&by=source`, admin)
    expect(answer.status).toBe(200)
    const row = (answer.json() as StageReport).rows.find((each) => each.group === 'report-source')!
    expect(row.entered).toEqual({ new: 2, contacted: 1, qualified: 1 })
    expect(row.conversion).toEqual({ new: 0.5, contacted: 1, qualified: 0 })
    expect(row.meanDaysInStage.contacted).toBeGreaterThanOrEqual(0)
  })
})

describe('outcomes by source on the Analytics tab', () => {
  it('counts a founder once, under their first lead’s source, in every stage their history reached', async () => {
    const now = Date.now()
    await makeAssessment(payload, {
      businessName: 'Outcome Labs',
      contactEmail: 'Out.Come+a@gmail.com',
      attribution: { channel: 'Email', source: 'outcome-letter' },
      createdAt: new Date(now - 60_000).toISOString(),
    })
    await makeInquiry(payload, {
      email: 'outcome@gmail.com',
      attribution: { channel: 'Organic Search', referrerHost: 'outcome-search.example' },
      createdAt: new Date(now - 30_000).toISOString(),
    })
    // The moves are recorded on the newest lead (the inquiry); the founder ends Passed.
    for (const stage of ['contacted', 'qualified', 'in_diligence', 'passed'])
      expect((await patchPerson('outcome@gmail.com', { stage })).status).toBe(200)
    const summary = (await call(analytics.GET, '/api/analytics?range=7d', admin)).json() as AnalyticsSummary
    const reached = (source: string) => summary.leadsBySource.find((row) => row.source === source)?.reached
    expect(reached('outcome-letter')).toEqual({ qualified: 1, in_diligence: 1, invested: 0 })
    expect(reached('outcome-search.example')).toEqual({ qualified: 0, in_diligence: 0, invested: 0 })
  })
})

describe('the per-lead → per-person migration', () => {
  it('folds the leads of one address into one person at the most advanced stage, keeping each history', async () => {
    const insert = (table: string, columns: Record<string, unknown>) =>
      sql().execute({
        sql: `INSERT INTO ${table} (${Object.keys(columns).join(', ')}) VALUES (${Object.keys(columns)
          .map(() => '?')
          .join(', ')})`,
        args: Object.values(columns) as never,
      })
    await sql().execute('DELETE FROM people')
    await sql().execute('DELETE FROM lead_tasks')
    const common = {
      business_city: 'Austin',
      business_state: 'TX',
      business_zip_code: '78701',
      annual_revenue: '1m-5m',
      total_score: 40,
      contact_name: 'Mia Fold',
    }
    await insert('assessments', {
      ...common,
      business_name: 'Fold One',
      contact_email: 'mia@fold.example',
      email_key: 'mia@fold.example',
      status: 'contacted',
      owner_user_id: users['Pat Partner'].id,
      owner: 'Pat Partner',
      follow_up_on: '2099-05-06',
      created_at: '2026-01-01T10:00:00.000Z',
      updated_at: '2026-01-02T10:00:00.000Z',
    })
    await insert('contact_inquiries', {
      first_name: 'Mia',
      last_name: 'Fold',
      email: 'MIA@fold.example',
      email_key: 'mia@fold.example',
      inquiry_type: 'general',
      message: 'Hi',
      status: 'in_diligence',
      created_at: '2026-01-03T10:00:00.000Z',
      updated_at: '2026-01-04T10:00:00.000Z',
    })
    await foldLeads(payload.db.drizzle as never)
    await mailboxPeople(payload.db.drizzle as never)
    const person = await getPerson('mia@fold.example')
    expect(person).toMatchObject({
      stage: 'in_diligence',
      owner: { name: 'Pat Partner' },
      followUpOn: '2099-05-06',
    })
    expect([...person.assessments, ...person.inquiries].map((lead) => [lead.status, lead.owner])).toEqual([
      ['in_diligence', 'Pat Partner'],
      ['in_diligence', 'Pat Partner'],
    ])
    expect(person.tasks).toEqual([
      expect.objectContaining({
        title: 'Follow up',
        dueDay: '2099-05-06',
        owner: { id: users['Pat Partner'].id, name: 'Pat Partner' },
      }),
    ])
    const { rows } = await sql().execute('SELECT COUNT(*) AS n FROM people')
    expect(Number(rows[0].n)).toBeGreaterThan(1)
  })
})

describe('people keyed by their mailbox (migration)', () => {
  it('merges the people of two spellings of one mailbox: the most advanced stage, the owner, the deal, every task and the history', async () => {
    const insert = async (table: string, columns: Record<string, unknown>) =>
      Number(
        (
          await sql().execute({
            sql: `INSERT INTO ${table} (${Object.keys(columns).join(', ')}) VALUES (${Object.keys(columns)
              .map(() => '?')
              .join(', ')}) RETURNING id`,
            args: Object.values(columns) as never,
          })
        ).rows[0].id,
      )
    const assessment = await insert('assessments', {
      business_name: 'Merge Labs',
      business_city: 'Austin',
      business_state: 'TX',
      business_zip_code: '78701',
      annual_revenue: '1m-5m',
      total_score: 40,
      contact_name: 'Sam Merge',
      contact_email: 'Sam.Merge+deal@gmail.com',
      email_key: 'sam.merge+deal@gmail.com',
      status: 'in_diligence',
      created_at: '2026-02-01T10:00:00.000Z',
      updated_at: '2026-02-02T10:00:00.000Z',
    })
    const inquiry = await insert('contact_inquiries', {
      first_name: 'Sam',
      last_name: 'Merge',
      email: 'SamMerge@googlemail.com',
      email_key: 'sammerge@googlemail.com',
      inquiry_type: 'general',
      message: 'Hello again',
      status: 'contacted',
      owner_user_id: users['Pat Partner'].id,
      owner: 'Pat Partner',
      created_at: '2026-02-03T10:00:00.000Z',
      updated_at: '2026-02-04T10:00:00.000Z',
    })
    await insert('people', {
      email_key: 'sam.merge+deal@gmail.com',
      email: 'Sam.Merge+deal@gmail.com',
      name: 'Sam Merge',
      company: 'Merge Labs',
      stage: 'in_diligence',
      stage_since: '2026-02-02T10:00:00.000Z',
      deal_amount: 500_000,
      source: 'linkedin',
      created_at: '2026-02-01T10:00:00.000Z',
      updated_at: '2026-02-02T10:00:00.000Z',
    })
    await insert('people', {
      email_key: 'sammerge@googlemail.com',
      email: 'SamMerge@googlemail.com',
      name: 'Sam Merge',
      stage: 'contacted',
      stage_since: '2026-02-04T10:00:00.000Z',
      owner_user_id: users['Pat Partner'].id,
      owner: 'Pat Partner',
      follow_up_on: '2099-01-02',
      deal_round: 'Seed',
      deal_amount: 1,
      source: 'newsletter',
      created_at: '2026-02-03T10:00:00.000Z',
      updated_at: '2026-02-04T10:00:00.000Z',
    })
    for (const [key, title] of [
      ['sam.merge+deal@gmail.com', 'Send the NDA'],
      ['sammerge@googlemail.com', 'Call back'],
    ])
      await insert('lead_tasks', {
        email_key: key,
        email: key,
        title,
        due_at: '2099-01-02T14:00:00.000Z',
        created_by: 'Ann Admin',
        done: 0,
      })
    await payload.create({
      collection: 'lead-notes',
      overrideAccess: true,
      data: { assessment, type: 'status', from: 'new', to: 'in_diligence', author: 'Ann Admin' },
    })
    await payload.create({
      collection: 'lead-notes',
      overrideAccess: true,
      data: { contactInquiry: inquiry, type: 'status', from: 'new', to: 'contacted', author: 'Pat Partner' },
    })

    await mailboxPeople(payload.db.drizzle as never)

    const { rows } = await sql().execute(
      "SELECT email_key, email, source FROM people WHERE email_key LIKE '%merge%' OR email LIKE '%merge%'",
    )
    expect(rows.map((row) => [row.email_key, row.email, row.source])).toEqual([
      ['sammerge@gmail.com', 'Sam.Merge+deal@gmail.com', 'linkedin'],
    ])
    const person = await getPerson('sammerge@gmail.com')
    expect(person).toMatchObject({
      stage: 'in_diligence',
      owner: { name: 'Pat Partner' },
      followUpOn: '2099-01-02',
      deal: { amount: 500_000, round: 'Seed' },
    })
    expect(person.tasks.map((task) => task.title).sort()).toEqual(['Call back', 'Send the NDA'])
    expect([...person.assessments, ...person.inquiries].map((lead) => [lead.status, lead.owner])).toEqual([
      ['in_diligence', 'Pat Partner'],
      ['in_diligence', 'Pat Partner'],
    ])
    const moves = person.timeline.filter((entry) => entry.type === 'status').map((entry) => entry.summary)
    expect(moves.sort()).toEqual(['Status: New → Contacted', 'Status: New → In diligence'])
  })
})

describe('tasks', () => {
  const postTask = (body: unknown, as: object = admin) => call(tasks.POST, '/api/tasks', { ...as, body })

  it('reminds the owner once at 08:00 in the site’s time zone, across a DST change and two instances', async () => {
    await makeAssessment(payload, { businessName: 'Remind Co', contactEmail: 'remind@co.example' })
    await patchPerson('remind@co.example', { ownerId: users['Pat Partner'].id })
    const created = await postTask({ email: 'remind@co.example', title: 'Send the NDA', dueAt: '2026-03-08' })
    expect(created.status).toBe(201)
    const task = created.json() as Task
    // US daylight saving starts at 02:00 on 8 March 2026: 08:00 in Chicago is 13:00 UTC, not 14:00.
    expect(task).toMatchObject({
      dueAt: '2026-03-08T13:00:00.000Z',
      dueDay: '2026-03-08',
      owner: { name: 'Pat Partner' },
    })
    expect(taskDueInstant('2026-03-07', 'America/Chicago').toISOString()).toBe('2026-03-07T14:00:00.000Z')
    expect(await sweepDueTasks(payload, new Date('2026-03-08T12:59:59Z'))).toBe(0)
    const due = new Date('2026-03-08T13:00:00Z')
    const swept = await Promise.all([sweepDueTasks(payload, due), sweepDueTasks(payload, due)])
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1)
    await runDue(payload, 'leads', 2)
    await sink.waitFor((mail) => mail.subject === 'Task due: Send the NDA')
    expect(sink.messages.filter((mail) => mail.subject === 'Task due: Send the NDA').map((mail) => mail.to)).toEqual([
      ['pat@keystone.example'],
    ])
    expect(await sweepDueTasks(payload, new Date('2026-03-09T13:00:00Z'))).toBe(0)
  })

  it('two instances on one database, sweeping and running the queue at once, send one reminder per task', async () => {
    await makeAssessment(payload, { businessName: 'Twin Co', contactEmail: 'twin@co.example' })
    await patchPerson('twin@co.example', { ownerId: users['Pat Partner'].id })
    const titles = ['Twin: send the NDA', 'Twin: call back', 'Twin: ask for the deck', 'Twin: check references']
    const ids: string[] = []
    for (const title of titles) {
      const created = await postTask({ email: 'twin@co.example', title, dueAt: '2026-05-04' })
      expect(created.status).toBe(201)
      ids.push(String((created.json() as Task).id))
    }
    // A second Payload on the same file: its own connections, its own runner and shared state.
    const other = await new BasePayload().init({ config, disableOnInit: true })
    const instances = [payload, other]
    const remindJobs = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'remindTask' } },
          pagination: false,
          overrideAccess: true,
          depth: 0,
        })
      ).docs.filter((job) => ids.includes(String((job.input as { taskId?: string }).taskId)))
    try {
      // Each instance's minute sweep, several times over, at once.
      const due = new Date('2026-05-04T13:00:00Z')
      await Promise.all([...instances, ...instances].map((instance) => sweepDueTasks(instance, due)))
      expect((await remindJobs()).map((job) => (job.input as { taskId: string }).taskId).sort()).toEqual(
        [...ids].sort(),
      )
      const { rows } = await sql().execute(
        `SELECT COUNT(*) AS n FROM lead_tasks WHERE reminded_at IS NOT NULL AND id IN (${ids.join(', ')})`,
      )
      expect(Number(rows[0].n)).toBe(ids.length)
      const runners = instances.map(
        (instance, index) =>
          new JobRunner(
            instance,
            (({ jobClaims, locks }) => ({ claims: jobClaims, locks }))(
              sqliteSharedState((instance.db as unknown as SQLiteAdapter).client),
            ),
            [{ queue: 'leads', limit: 10 }],
            `instance-${index}`,
          ),
      )
      const open = async () => (await remindJobs()).filter((job) => !job.completedAt).length
      for (let pass = 0; pass < 200 && (await open()) > 0; pass += 1) {
        await Promise.all(runners.map((runner) => runner.poll()))
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await Promise.all(runners.map((runner) => runner.stop(20_000)))
      expect(await open()).toBe(0)
      const received = sink.messages.filter((mail) => mail.subject.startsWith('Task due: Twin:'))
      expect(received.map((mail) => [mail.subject, mail.to]).sort()).toEqual(
        titles.map((title) => [`Task due: ${title}`, ['pat@keystone.example']]).sort(),
      )
      // Later sweeps on either instance queue nothing more for them (a finished job is deleted).
      await Promise.all(instances.map((instance) => sweepDueTasks(instance, new Date('2026-05-05T13:00:00Z'))))
      expect(await remindJobs()).toEqual([])
    } finally {
      await other.destroy()
    }
  })

  it('lists my tasks overdue first, marks one done, deletes another: neither is reminded', async () => {
    await makeAssessment(payload, { businessName: 'Todo Co', contactEmail: 'todo@co.example' })
    const ann = users['Ann Admin'].auth
    const late = (
      await postTask({ email: 'todo@co.example', title: 'Late call', dueAt: '2020-01-01' }, ann)
    ).json() as Task
    const soon = (
      await postTask({ email: 'todo@co.example', title: 'Board meeting call', dueAt: '2099-01-01T15:00:00Z' }, ann)
    ).json() as Task
    const mine = (await call(tasks.GET, '/api/tasks?owner=me', ann)).json() as Task[]
    expect(mine.map((each) => each.title)).toEqual(['Late call', 'Board meeting call'])
    expect(
      ((await call(tasks.GET, '/api/tasks?owner=me&due=overdue', ann)).json() as Task[]).map((t) => t.title),
    ).toEqual(['Late call'])
    const done = await call(taskById.PATCH, `/api/tasks/${late.id}`, {
      ...ann,
      method: 'PATCH',
      body: { done: true },
      id: String(late.id),
    })
    expect(done.json()).toMatchObject({ done: true })
    expect(
      (await call(taskById.DELETE, `/api/tasks/${soon.id}`, { ...ann, method: 'DELETE', id: String(soon.id) })).status,
    ).toBe(200)
    // After both were due (the done one long overdue, the deleted one a day before), before any later task.
    expect(await sweepDueTasks(payload, new Date('2099-01-02T00:00:00Z'))).toBe(0)
    const person = await getPerson('todo@co.example')
    expect(person.timeline).toContainEqual(
      expect.objectContaining({ type: 'taskDone', summary: 'Task done: Late call' }),
    )
    expect((await call(taskById.GET, `/api/tasks/${soon.id}`, { ...ann, id: String(soon.id) })).status).toBe(404)
    expect(
      (await postTask({ email: 'todo@co.example', title: 'x', dueAt: 'tomorrow' })).headers.get('x-invalid-fields'),
    ).toBe('dueAt')
    expect((await postTask({ email: 'ghost@co.example', title: 'x', dueAt: '2026-01-01' })).status).toBe(404)
  })

  it('turns a follow-up day into the owner’s task', async () => {
    await makeAssessment(payload, { contactEmail: 'follow@co.example' })
    await patchPerson('follow@co.example', { followUpOn: '2099-02-03', ownerId: users['Ann Admin'].id })
    const person = await getPerson('follow@co.example')
    expect(person.tasks).toEqual([
      expect.objectContaining({
        title: 'Follow up',
        dueDay: '2099-02-03',
        owner: expect.objectContaining({ name: 'Ann Admin' }),
      }),
    ])
    // The Monday digest lists each owner's open tasks.
    const { text } = digestMessage(await buildDigest(payload, Date.now()))
    const tasks = text.slice(text.indexOf('Open tasks:'), text.indexOf('Top sources:'))
    expect(tasks).toMatch(/^Ann Admin \(\d+\):$/m)
    expect(tasks).toContain('- Follow up (follow@co.example), due 2099-02-03')
  })
})

describe("a person's data", () => {
  it('holds their pipeline and tasks, and erasing the person erases them', async () => {
    await makeAssessment(payload, { contactEmail: 'gone@erase.example' })
    await patchPerson('gone@erase.example', { deal: { amount: 5 } })
    await call(tasks.POST, '/api/tasks', {
      ...admin,
      body: { email: 'gone@erase.example', title: 'Call', dueAt: '2099-01-01' },
    })
    const found = await call(search.POST, '/api/personal-data/search', {
      ...admin,
      body: { email: 'gone@erase.example' },
    })
    expect(found.json()).toMatchObject({ counts: { people: 1, 'lead-tasks': 1, assessments: 1 } })
    const erased = await call(erase.POST, '/api/personal-data/erase', {
      ...admin,
      body: { email: 'gone@erase.example' },
    })
    expect(erased.status, erased.text).toBe(200)
    const again = await call(search.POST, '/api/personal-data/search', {
      ...admin,
      body: { email: 'gone@erase.example' },
    })
    expect(again.json()).toMatchObject({ total: 0 })
  })
})

describe('a first reply drafted for the partner', () => {
  const ask = (email: string) =>
    call(draftRoute.POST, `/api/people/draft-reply${q(email)}`, { ...users['Pat Partner'].auth, method: 'POST' })

  beforeAll(async () => {
    const answers = {
      'owner-dependence': 3,
      'succession-plan': 3,
    }
    await makeAssessment(payload, {
      businessName: 'Grounded Goods',
      contactName: 'Gina Ground',
      contactEmail: 'gina@grounded.example',
      totalScore: 40,
      answers,
      categoryScores: { leadership: 12, financial: 8, growth: 8, operations: 4, customers: 3, team: 2, readiness: 3 },
    })
    await makeInquiry(payload, {
      firstName: 'Gina',
      email: 'gina@grounded.example',
      message: 'We want to expand to Texas. Can we talk?',
    })
  })

  it('drafts from the rules: business, score and rating, weakest area, revenue band and the message', async () => {
    const answer = await ask('gina@grounded.example')
    expect(answer.status).toBe(200)
    const draft = answer.json() as { subject: string; text: string; source: string }
    expect(draft.source).toBe('rules')
    expect(draft.subject).toContain('Grounded Goods')
    expect(draft.text).toContain('Dear Gina,')
    expect(draft.text).toContain('Grounded Goods')
    expect(draft.text).toContain('scored 40 out of 84')
    expect(draft.text).toContain('Team & Culture')
    expect(draft.text).toContain('We want to expand to Texas.')
    expect(draft.text).toContain('Pat Partner')
    expect((await ask('nobody@grounded.example')).status).toBe(404)
  })

  it('drafts through the model when configured, from the same facts', async () => {
    const fake = await new FakeOpenAi().start()
    fake.mode = {
      kind: 'answer',
      content: () => ({ subject: 'Grounded Goods and us', text: 'Dear Gina, about Team & Culture at Grounded Goods…' }),
    }
    process.env.OPENAI_API_KEY = 'sk-test'
    process.env.OPENAI_BASE_URL = fake.baseURL
    try {
      const draft = (await ask('gina@grounded.example')).json() as { subject: string; text: string; source: string }
      expect(draft).toMatchObject({ source: 'openai', subject: 'Grounded Goods and us' })
      const prompt = fake.requests[0].body.messages.map((message) => message.content).join('\n')
      expect(prompt).toContain('Grounded Goods')
      expect(prompt).toContain('Team & Culture')
      fake.mode = { kind: 'error' }
      expect(((await ask('gina@grounded.example')).json() as { source: string }).source).toBe('rules')
    } finally {
      delete process.env.OPENAI_API_KEY
      delete process.env.OPENAI_BASE_URL
      await fake.stop()
    }
  })
})
