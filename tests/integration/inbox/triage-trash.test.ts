import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as session from '@/app/api/admin/session/route'
import * as aiPredictions from '@/app/api/ai-predictions/route'
import * as analytics from '@/app/api/analytics/route'
import {
  assessmentById,
  assessmentNotes,
  assessmentRestore,
  assessmentTrash,
  assessmentTrashById,
  assessments,
  inquiryById,
  inquiryNotes,
  inquiryRestore,
} from '../lead-routes'
import * as summary from '@/app/api/leads/summary/route'
import * as messageAnalyses from '@/app/api/message-analyses/route'
import type { AdminSession, LeadNote, LeadSummary, Paged } from '@/contracts/lead-inbox'
import { invalidFieldsOf } from '@/contracts/errors'
import type { Assessment } from '@/payload-types'

import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'
import { makeAssessment, makeInquiry } from './fixtures'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const notesOf = async (id: number) =>
  (await call(assessmentNotes.GET, `/api/assessments/${id}/notes`, { ...admin, id: String(id) })).json() as LeadNote[]

describe('triage: status, owner and notes', () => {
  it('takes a lead from New to Qualified with a note, each step in its history with its author', async () => {
    const lead = await makeAssessment(payload, { businessName: 'Pipeline Co' })
    const id = String(lead.id)
    expect(lead.status).toBe('new')
    const dana = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: 'dana.partner@firm.example',
        password: 'a-long-password-1',
        role: 'partner',
        name: 'Dana Partner',
      },
    })
    const patch = (body: unknown) =>
      call(assessmentById.PATCH, `/api/assessments/${id}`, { ...admin, method: 'PATCH', body, id })
    const contacted = await patch({ status: 'contacted', owner: dana.id })
    expect(contacted.status).toBe(200)
    expect(contacted.json()).toMatchObject({
      id: lead.id,
      status: 'contacted',
      owner: 'Dana Partner',
      ownerUser: dana.id,
    })
    expect((await patch({ status: 'qualified' })).json()).toMatchObject({ status: 'qualified', owner: 'Dana Partner' })
    const note = await call(assessmentNotes.POST, `/api/assessments/${id}/notes`, {
      ...admin,
      body: { text: '  Strong margins. <b>Call back</b> Monday.  ' },
      id,
    })
    expect(note.status).toBe(201)
    expect(note.json()).toMatchObject({
      type: 'note',
      text: 'Strong margins. <b>Call back</b> Monday.',
      author: 'API key',
    })
    // Unchanged values record nothing; clearing the owner does.
    await patch({ status: 'qualified', owner: null })
    const history = await notesOf(lead.id)
    expect(history.map(({ type, from, to, text, author }) => ({ type, from, to, text, author }))).toEqual([
      { type: 'status', from: 'new', to: 'contacted', text: '', author: 'API key' },
      { type: 'owner', from: null, to: 'Dana Partner', text: '', author: 'API key' },
      { type: 'status', from: 'contacted', to: 'qualified', text: '', author: 'API key' },
      { type: 'note', from: null, to: null, text: 'Strong margins. <b>Call back</b> Monday.', author: 'API key' },
      { type: 'owner', from: 'Dana Partner', to: null, text: '', author: 'API key' },
    ])
    expect(history.every((entry) => !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true)
    const listed = (await call(assessments.GET, '/api/assessments?status=qualified', admin)).json() as Paged<Assessment>
    expect(listed.docs.map((doc) => doc.businessName)).toEqual(['Pipeline Co'])
  })

  it.each([
    [{ status: 'won' }, ['status']],
    [{ status: 'New' }, ['status']],
    [{ owner: 'x'.repeat(121) }, ['owner']],
    [{ owner: 4242 }, ['owner']],
    [{ owner: 'Not An Owner' }, ['owner']],
    [{ followUpOn: '2026-02-30' }, ['followUpOn']],
    [{}, ['body']],
    [{ status: 'passed', owner: 'y'.repeat(121) }, ['owner']],
  ])('refuses %j with a 400 naming the field, writing nothing', async (body, fields) => {
    const lead = await makeAssessment(payload)
    const id = String(lead.id)
    const answer = await call(assessmentById.PATCH, `/api/assessments/${id}`, { ...admin, method: 'PATCH', body, id })
    expect(answer.status).toBe(400)
    expect(invalidFieldsOf(answer.headers)).toEqual(fields)
    const stored = await payload.findByID({ collection: 'assessments', id: lead.id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'new', owner: null })
    expect(await notesOf(lead.id)).toEqual([])
  })

  it('refuses empty and over-long notes, and notes of unknown leads', async () => {
    const lead = await makeInquiry(payload)
    const id = String(lead.id)
    const post = (text: unknown, target = id) =>
      call(inquiryNotes.POST, `/api/contact/${target}/notes`, { ...admin, body: { text }, id: target })
    for (const text of ['   ', 'z'.repeat(5001), undefined]) {
      const answer = await post(text)
      expect(answer.status).toBe(400)
      expect(invalidFieldsOf(answer.headers)).toEqual(['text'])
    }
    expect((await post('ok', '999999')).status).toBe(404)
    expect((await post('x'.repeat(5000))).status).toBe(201)
    const history = (await call(inquiryNotes.GET, `/api/contact/${id}/notes`, { ...admin, id })).json() as LeadNote[]
    expect(history.map((entry) => entry.text.length)).toEqual([5000])
    const patched = await call(inquiryById.PATCH, `/api/contact/${id}`, {
      ...admin,
      method: 'PATCH',
      body: { status: 'in_diligence' },
      id,
    })
    expect(patched.json()).toMatchObject({ status: 'in_diligence' })
  })

  it('needs the key or an admin session', async () => {
    const lead = await makeAssessment(payload)
    const id = String(lead.id)
    expect(
      (await call(assessmentById.PATCH, '/api/assessments/x', { method: 'PATCH', body: { status: 'passed' }, id }))
        .status,
    ).toBe(401)
    expect((await call(assessmentNotes.GET, '/api/assessments/x/notes', { id })).status).toBe(401)
  })
})

describe('trash', () => {
  const cards = async () => (await call(summary.GET, '/api/leads/summary', admin)).json() as LeadSummary

  it('moves a lead and its AI result to the trash, restores both, and deletes both for good', async () => {
    const lead = await makeAssessment(payload, { businessName: 'Oops Ltd', totalScore: 80 })
    const id = String(lead.id)
    await payload.create({
      collection: 'ai-predictions',
      overrideAccess: true,
      data: { assessment: lead.id, riskLevel: 'low' },
    })
    await call(assessmentNotes.POST, '/api/assessments/x/notes', { ...admin, body: { text: 'Before' }, id })
    const before = await cards()
    const analysed = async () => {
      const report = (await call(analytics.GET, '/api/analytics?range=all', admin)).json() as {
        totalAssessments: number
        leadsBySource: { assessments: number }[]
      }
      return [report.totalAssessments, report.leadsBySource.reduce((sum, row) => sum + row.assessments, 0)]
    }
    const analysedBefore = await analysed()
    const predictions = async () =>
      ((await call(aiPredictions.GET, '/api/ai-predictions', admin)).json() as { assessmentId: number }[]).filter(
        (item) => item.assessmentId === lead.id,
      ).length

    expect(await predictions()).toBe(1)
    const trashed = await call(assessmentById.DELETE, '/api/assessments/x', { ...admin, method: 'DELETE', id })
    expect(trashed.status).toBe(200)
    expect(trashed.json()).toEqual({ success: true, id: lead.id })
    // Gone from the lists, the cards, the AI results and the lead's own calls.
    const plain = (await call(assessments.GET, '/api/assessments', admin)).json() as Assessment[]
    expect(plain.some((row) => row.id === lead.id)).toBe(false)
    expect(await cards()).toMatchObject({
      totalAssessments: before.totalAssessments - 1,
      highPotential: before.highPotential - 1,
    })
    expect(await predictions()).toBe(0)
    // The analytics counts (totals, Leads by source) leave it out too.
    expect(await analysed()).toEqual(analysedBefore.map((count) => count - 1))
    expect((await call(assessmentById.GET, '/api/assessments/x', { ...admin, id })).status).toBe(404)
    expect((await call(assessmentById.DELETE, '/api/assessments/x', { ...admin, method: 'DELETE', id })).status).toBe(
      404,
    )
    // In the trash.
    const trash = (await call(assessmentTrash.GET, '/api/assessments/trash', admin)).json() as Paged<Assessment>
    expect(trash.docs.map((doc) => doc.businessName)).toEqual(['Oops Ltd'])
    expect(trash.docs[0].deletedAt).toBeTruthy()
    expect(trash.totalDocs).toBe(1)

    // Restored, with its AI result and its history.
    const restored = await call(assessmentRestore.POST, '/api/assessments/trash/x/restore', {
      ...admin,
      method: 'POST',
      id,
    })
    expect(restored.status).toBe(200)
    expect(restored.json()).toMatchObject({ id: lead.id, businessName: 'Oops Ltd', deletedAt: null })
    expect(await cards()).toEqual(before)
    expect(await analysed()).toEqual(analysedBefore)
    expect(await predictions()).toBe(1)
    expect((await notesOf(lead.id)).map((note) => note.text)).toEqual(['Before'])
    expect(
      (await call(assessmentRestore.POST, '/api/assessments/trash/x/restore', { ...admin, method: 'POST', id })).text,
    ).toBe('Assessment not found in the trash')
    // A live lead cannot be deleted for good: it goes to the trash first.
    expect(
      (await call(assessmentTrashById.DELETE, '/api/assessments/trash/x', { ...admin, method: 'DELETE', id })).status,
    ).toBe(404)

    await call(assessmentById.DELETE, '/api/assessments/x', { ...admin, method: 'DELETE', id })
    const gone = await call(assessmentTrashById.DELETE, '/api/assessments/trash/x', { ...admin, method: 'DELETE', id })
    expect(gone.status).toBe(200)
    const left = async (collection: 'assessments' | 'ai-predictions' | 'lead-notes', field: string) =>
      (
        await payload.count({
          collection,
          overrideAccess: true,
          trash: true,
          where: { [field]: { equals: lead.id } },
        })
      ).totalDocs
    expect(await left('assessments', 'id')).toBe(0)
    expect(await left('ai-predictions', 'assessment')).toBe(0)
    expect(await left('lead-notes', 'assessment')).toBe(0)
    expect(
      ((await call(assessmentTrash.GET, '/api/assessments/trash', admin)).json() as Paged<Assessment>).totalDocs,
    ).toBe(0)
  })

  it('an inquiry takes its message analysis along and back', async () => {
    const lead = await makeInquiry(payload, { firstName: 'Trashy' })
    const id = String(lead.id)
    await payload.create({
      collection: 'message-analyses',
      overrideAccess: true,
      data: { contactInquiry: lead.id, urgencyLevel: 'low', businessPotential: 'low', summary: 'A note.' },
    })
    const analyses = async () =>
      (
        (await call(messageAnalyses.GET, '/api/message-analyses', admin)).json() as { contactInquiryId: number }[]
      ).filter((item) => item.contactInquiryId === lead.id).length
    expect(await analyses()).toBe(1)
    await call(inquiryById.DELETE, '/api/contact/x', { ...admin, method: 'DELETE', id })
    expect(await analyses()).toBe(0)
    await call(inquiryRestore.POST, '/api/contact/trash/x/restore', { ...admin, method: 'POST', id })
    expect(await analyses()).toBe(1)
    const listed = (await call(summary.GET, '/api/leads/summary?q=trashy', admin)).json() as LeadSummary
    expect(listed.contactInquiries).toBe(1)
  })
})

describe('CMS sessions', () => {
  const signIn = async (email: string, role: 'admin' | 'editor', name?: string) => {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password: 'a-long-password-1', role, ...(name && { name }) },
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password: 'a-long-password-1' } })
    // What the dashboard's fetch sends from the site's own origin.
    return { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' } }
  }

  it('an admin reads and triages leads, and the history names them', async () => {
    const partner = await signIn('dana@firm.example', 'admin', 'Dana Partner')
    const me = (await call(session.GET, '/api/admin/session', partner)).json() as AdminSession
    expect(me).toMatchObject({
      user: { email: 'dana@firm.example', name: 'Dana Partner', role: 'admin' },
      canReadLeads: true,
    })
    const lead = await makeAssessment(payload)
    const id = String(lead.id)
    expect((await call(assessments.GET, '/api/assessments?limit=1', partner)).status).toBe(200)
    await call(assessmentById.PATCH, '/api/assessments/x', {
      ...partner,
      method: 'PATCH',
      body: { status: 'passed' },
      id,
    })
    await call(assessmentNotes.POST, '/api/assessments/x/notes', { ...partner, body: { text: 'Too small' }, id })
    expect((await notesOf(lead.id)).map((note) => note.author)).toEqual(['Dana Partner', 'Dana Partner'])

    const unnamed = await signIn('lee@firm.example', 'admin')
    await call(assessmentNotes.POST, '/api/assessments/x/notes', { ...unnamed, body: { text: 'Agreed' }, id })
    expect((await notesOf(lead.id)).at(-1)?.author).toBe('lee@firm.example')
  })

  it('an editor is refused lead data, and nobody signed in has no session', async () => {
    const editor = await signIn('ed@firm.example', 'editor')
    const lead = await makeAssessment(payload)
    const id = String(lead.id)
    expect((await call(assessments.GET, '/api/assessments', editor)).status).toBe(401)
    expect((await call(summary.GET, '/api/leads/summary', editor)).status).toBe(401)
    expect(
      (
        await call(assessmentById.PATCH, '/api/assessments/x', {
          ...editor,
          method: 'PATCH',
          body: { status: 'passed' },
          id,
        })
      ).status,
    ).toBe(401)
    expect((await call(session.GET, '/api/admin/session', editor)).json()).toMatchObject({
      user: { email: 'ed@firm.example', role: 'editor' },
      canReadLeads: false,
    })
    expect((await call(session.GET, '/api/admin/session')).json()).toEqual({ user: null, canReadLeads: false })
    // The shared key is no CMS session.
    expect((await call(session.GET, '/api/admin/session', admin)).json()).toEqual({ user: null, canReadLeads: false })
  })
})
