import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import * as teamMemberById from '@/app/api/team-members/[id]/route'
import * as teamMembers from '@/app/api/team-members/route'
import { DEFAULT_TEAM_CATEGORY } from '@/contracts/enumerations'
import type { TeamMember } from '@/contracts/team-members'
import { emptyTeamForm, teamFormFromMember, teamMemberBody } from '@/dashboard/model/team-form'
import { sendResultsEmail } from '@/leads/results-email'
import { loadLead } from '@/leads/lead'

import { mailedPayload } from '../mailed-payload'
import { admin, call } from '../api/fixtures'
import { makeAssessment } from '../inbox/fixtures'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4834'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started))

/** The founder's results e-mail for a new assessment, as received. */
async function resultsMail(email: string, fields: Parameters<typeof makeAssessment>[1] = {}) {
  const doc = await makeAssessment(payload, { contactEmail: email, industry: 'Healthcare', ...fields })
  const lead = await loadLead(payload, { kind: 'assessment', id: String(doc.id) })
  expect(await sendResultsEmail(payload, lead!, 'Keystone')).toBe('sent')
  return sink.waitFor((mail) => mail.to.includes(email))
}

type MemberFields = { focusIndustry?: 'Healthcare'; bookingUrl: string; user?: number }

const member = (name: string, data: MemberFields) =>
  payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: { name, title: 'Partner', teamCategory: DEFAULT_TEAM_CATEGORY, isActive: true, ...data },
  })

describe('booking a call from the results', () => {
  it('refuses a booking address that is not https:// where it is saved, naming the field', async () => {
    const answer = await call(teamMembers.POST, '/api/team-members', {
      ...admin,
      body: { name: 'Http Harry', title: 'Partner', bookingUrl: 'http://cal.example/harry' },
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('x-invalid-fields')).toBe('bookingUrl')
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: true,
        data: { bookingUrl: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow(/Booking URL/)
  })

  it('offers the contact form filled in from the assessment when nobody has a booking address', async () => {
    const mail = await resultsMail('nobody@book.example')
    expect(mail.text).toMatch(
      /Talk to a partner: https:\/\/www\.keystone\.example\/assessment\/results\/[\w.-]+\/contact/,
    )
    expect(mail.text).not.toContain('Book a call')
  })

  it('offers the owner, else the partner focused on the industry, else the firm’s address', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { bookingUrl: 'https://cal.example/keystone' },
    })
    expect((await resultsMail('firm@book.example')).text).toContain(
      'Book a call with Keystone Legacy Partners: https://cal.example/keystone',
    )

    await member('Hana Health', { focusIndustry: 'Healthcare', bookingUrl: 'https://cal.example/hana' })
    expect((await resultsMail('focus@book.example')).text).toContain(
      'Book a call with Hana Health: https://cal.example/hana',
    )
    // Another industry gets the firm's address.
    expect((await resultsMail('other@book.example', { industry: 'Manufacturing' })).text).toContain(
      'Book a call with Keystone Legacy Partners',
    )

    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'olive@keystone.example', password: 'a-long-password-1', role: 'partner', name: 'Olive Owner' },
    })
    await member('Olive Owner', { user: user.id, bookingUrl: 'https://cal.example/olive' })
    const owned = await resultsMail('owned@book.example', { ownerUser: user.id, owner: 'Olive Owner' })
    expect(owned.text).toContain('Book a call with Olive Owner: https://cal.example/olive')
    expect(owned.html).toContain('href="https://cal.example/olive"')
  })

  it('saves the Team form’s booking address, focus industry and CMS account, and reads them back into the form', async () => {
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'fern@keystone.example', password: 'a-long-password-1', role: 'partner', name: 'Fern Focus' },
    })
    const booking = { bookingUrl: ' https://cal.example/fern ', focusIndustry: 'Healthcare', user: user.id }
    const form = { ...emptyTeamForm(), name: 'Fern Focus', title: 'Partner', booking }
    const created = await call(teamMembers.POST, '/api/team-members', { ...admin, body: teamMemberBody(form) })
    expect(created.status).toBe(201)
    const { id } = created.json() as TeamMember
    const stored = await payload.findByID({ collection: 'team-members', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ bookingUrl: 'https://cal.example/fern', focusIndustry: 'Healthcare', user: user.id })
    expect(teamFormFromMember(stored).booking).toEqual({ ...booking, bookingUrl: 'https://cal.example/fern' })

    const put = (body: unknown) =>
      call(teamMemberById.PUT, `/api/team-members/${id}`, { ...admin, method: 'PUT', id: String(id), body })
    const bad = await put({ ...teamMemberBody(form), focusIndustry: 'Alchemy', bookingUrl: 'http://cal.example/fern' })
    expect(bad.status).toBe(400)
    expect(bad.headers.get('x-invalid-fields')).toBe('bookingUrl,focusIndustry')
    const unknownUser = await put({ ...teamMemberBody(form), user: 987654 })
    expect(unknownUser.status).toBe(400)
    expect(unknownUser.headers.get('x-invalid-fields')).toBe('user')

    const cleared = { ...form, booking: emptyTeamForm().booking }
    expect((await put(teamMemberBody(cleared))).status).toBe(200)
    expect(await payload.findByID({ collection: 'team-members', id, depth: 0, overrideAccess: true })).toMatchObject({
      bookingUrl: null,
      focusIndustry: null,
      user: null,
    })
  })
})
