import { describe, expect, it } from 'vitest'

import { type TeamMember, teamMemberCreateSchema } from '@/contracts/team-members'
import { rejectedErrors, REJECTED, schemaErrors } from '@/dashboard/model/field-errors'
import {
  emptyTeamForm,
  parseDisplayOrder,
  teamControlOf,
  teamFormFromMember,
  teamMemberBody,
} from '@/dashboard/model/team-form'
import { parseTeamBio } from '@/lib/team-bio'

describe('team member form', () => {
  it('saves the bio as JSON of overview, career, complete pillars and philosophy', () => {
    const form = {
      ...emptyTeamForm(),
      name: ' Ada ',
      title: 'Partner',
      overview: 'Builds companies.',
      career: 'Partner at Keystone\nFounder\n\n',
      philosophy: 'Patience.',
      displayOrder: '3x',
      pillars: [
        { icon: 'Rocket' as const, title: 'Scale', description: 'Grow revenue' },
        { icon: 'Target' as const, title: 'Focus', description: '' },
        { icon: 'Users' as const, title: 'People', description: 'Hire well' },
      ],
    }
    const body = teamMemberBody(form)
    expect(body.name).toBe('Ada')
    expect(body.displayOrder).toBe(3)
    expect(JSON.parse(body.bio)).toEqual({
      overview: 'Builds companies.',
      career: [
        { role: 'Partner', institution: 'Keystone' },
        { role: 'Founder', institution: '' },
      ],
      pillars: [
        { icon: 'Rocket', title: 'Scale', description: 'Grow revenue' },
        { icon: 'Users', title: 'People', description: 'Hire well' },
      ],
      philosophy: 'Patience.',
    })
    expect(body).toMatchObject({ pillar1Title: 'Scale', pillar2Title: 'People', pillar3Title: null })
  })

  it('parses display order as an integer, 0 by default', () => {
    expect(parseDisplayOrder('')).toBe(0)
    expect(parseDisplayOrder('abc')).toBe(0)
    expect(parseDisplayOrder('12')).toBe(12)
    expect(parseDisplayOrder('-2')).toBe(-2)
  })

  it('reads a stored member back into the same form', () => {
    const body = teamMemberBody({ ...emptyTeamForm(), name: 'A', title: 'B', overview: 'O', career: 'CEO at X' })
    const member = { id: 1, ...body, createdAt: '', updatedAt: '' } as TeamMember
    const form = teamFormFromMember(member)
    expect(form.overview).toBe('O')
    expect(form.career).toBe('CEO at X')
    expect(parseTeamBio(teamMemberBody(form).bio)).toEqual(parseTeamBio(body.bio))
  })

  it('falls back to the flat pillar fields when the bio is plain text', () => {
    const member = {
      id: 1,
      name: 'A',
      title: 'B',
      bio: 'Plain overview',
      pillar1Title: 'T',
      pillar1Description: 'D',
      pillar1Icon: 'Gem',
      isActive: true,
      displayOrder: 0,
      createdAt: '',
      updatedAt: '',
    } as TeamMember
    const form = teamFormFromMember(member)
    expect(form.overview).toBe('Plain overview')
    expect(form.pillars[0]).toEqual({ icon: 'Gem', title: 'T', description: 'D' })
  })

  it('sends the booking address, focus industry and CMS account, none as null, and reads them back', () => {
    const booking = { bookingUrl: ' https://cal.example/ada ', focusIndustry: 'Healthcare', user: 4 }
    const body = teamMemberBody({ ...emptyTeamForm(), name: 'A', title: 'B', booking })
    expect(body).toMatchObject({ bookingUrl: 'https://cal.example/ada', focusIndustry: 'Healthcare', user: 4 })
    expect(teamMemberBody({ ...emptyTeamForm(), name: 'A', title: 'B' })).toMatchObject({
      bookingUrl: null,
      focusIndustry: null,
      user: null,
    })
    const member = { id: 1, ...body, user: { id: 4 }, createdAt: '', updatedAt: '' } as TeamMember
    expect(teamFormFromMember(member).booking).toEqual({ ...booking, bookingUrl: 'https://cal.example/ada' })
  })

  it('shows the contract’s refusals and the server’s under the booking controls', () => {
    const form = { ...emptyTeamForm(), name: 'A', title: 'B' }
    const booking = { bookingUrl: 'http://cal.example/ada', focusIndustry: 'Alchemy', user: null }
    expect(schemaErrors(teamMemberCreateSchema, teamMemberBody({ ...form, booking }), teamControlOf(form))).toEqual({
      'team-booking-url': 'Must be an https:// address',
      'team-focus-industry': expect.any(String),
    })
    expect(rejectedErrors(['user', 'bookingUrl'], teamControlOf(form))).toEqual({
      'team-user': REJECTED,
      'team-booking-url': REJECTED,
    })
  })
})
