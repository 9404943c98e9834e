import { describe, expect, it } from 'vitest'

import { advisorCreateSchema, ADVISOR_LIMITS } from '@/contracts/advisors'
import { blogPostCreateSchema } from '@/contracts/blog-posts'
import { TEAM_MEMBER_LIMITS, teamMemberCreateSchema } from '@/contracts/team-members'
import { controlsByName, REJECTED, rejectedErrors, schemaErrors } from '@/dashboard/model/field-errors'
import { emptyTeamForm, teamControlOf, teamMemberBody } from '@/dashboard/model/team-form'

const advisorControls = controlsByName('advisor', [
  'name',
  'title',
  'company',
  'expertise',
  'description',
  'bio',
  'photo',
  'linkedinUrl',
])
const advisor = {
  name: 'Ada',
  title: 'Partner',
  company: 'Co',
  expertise: 'Ops',
  description: 'Text',
  bio: '',
  photo: '',
  linkedinUrl: '',
  isActive: true,
}

describe("a dashboard form checked against its resource's contract", () => {
  it('finds nothing in a body the API would accept', () => {
    expect(schemaErrors(advisorCreateSchema, advisor, advisorControls)).toEqual({})
  })

  it('names each offending field under its control, in words', () => {
    const errors = schemaErrors(
      advisorCreateSchema,
      { ...advisor, name: 'x'.repeat(ADVISOR_LIMITS.name + 1), company: '  ', linkedinUrl: 'javascript:alert(1)' },
      advisorControls,
    )
    expect(errors).toEqual({
      'advisor-name': `At most ${ADVISOR_LIMITS.name} characters`,
      'advisor-company': 'Required',
      'advisor-linkedinUrl': 'Must be an http(s) URL',
    })
  })

  it('counts tags as entries and leaves out fields the form does not show', () => {
    const errors = schemaErrors(
      blogPostCreateSchema,
      {
        title: 'T',
        summary: 'S',
        content: 'C',
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
        publishedAt: 'soon',
      },
      controlsByName('post', ['title', 'summary', 'content', 'tags']),
    )
    expect(errors).toEqual({ 'post-tags': 'At most 20 entries' })
  })

  it('marks the fields a 400 listed, ignoring names the form has no control for', () => {
    expect(rejectedErrors(['linkedinUrl', 'body', 'name'], advisorControls)).toEqual({
      'advisor-linkedinUrl': REJECTED,
      'advisor-name': REJECTED,
    })
    expect(rejectedErrors([], advisorControls)).toEqual({})
  })
})

describe("the team editor's controls", () => {
  it('shows body pillar N on the Nth kept pillar of the form, and the bio on the overview', () => {
    const form = emptyTeamForm()
    form.name = 'Ada'
    form.title = 'Partner'
    form.pillars[1] = { ...form.pillars[1], title: 'Kept first', description: 'Yes' }
    form.pillars[2] = { ...form.pillars[2], title: 'x'.repeat(TEAM_MEMBER_LIMITS.pillarTitle + 1), description: 'Yes' }
    const controlOf = teamControlOf(form)
    expect(schemaErrors(teamMemberCreateSchema, teamMemberBody(form), controlOf)).toEqual({
      'pillar-3-title': `At most ${TEAM_MEMBER_LIMITS.pillarTitle} characters`,
    })
    expect(
      rejectedErrors(['pillar1Description', 'bio', 'careerJourney', 'pillar3Title', 'teamCategory'], controlOf),
    ).toEqual({
      'pillar-2-description': REJECTED,
      'team-overview': REJECTED,
      'team-career': REJECTED,
    })
  })
})
