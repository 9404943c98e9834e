import { DEFAULT_TEAM_CATEGORY } from '@/contracts/enumerations'
import { DEFAULT_PILLAR_ICONS, pillarIconName, type PillarIconName } from '@/lib/pillar-icons'
import { relationId } from '@/lib/ids'
import { formatCareerLines, MAX_PILLARS, parseCareerLines, parseTeamBio, serializeTeamBio } from '@/lib/team-bio'

import type { Id } from '@/contracts/ids'
import type { TeamMember } from '@/contracts/team-members'
import type { ControlOf } from '@/dashboard/model/field-errors'

export type PillarForm = { icon: PillarIconName; title: string; description: string }

/** Who a founder books a call with: a scheduling page and focus industry ('' for none), a CMS account. */
export type BookingForm = { bookingUrl: string; focusIndustry: string; user: Id | null }

/** The team editor's fields, all as typed (career one entry per line, display order as text). */
export type TeamForm = {
  name: string
  title: string
  teamCategory: string
  photo: string
  linkedinUrl: string
  overview: string
  career: string
  pillars: PillarForm[]
  philosophy: string
  booking: BookingForm
  displayOrder: string
  isActive: boolean
}

const emptyPillars = (): PillarForm[] => DEFAULT_PILLAR_ICONS.map((icon) => ({ icon, title: '', description: '' }))

export const emptyTeamForm = (): TeamForm => ({
  name: '',
  title: '',
  teamCategory: DEFAULT_TEAM_CATEGORY,
  photo: '',
  linkedinUrl: '',
  overview: '',
  career: '',
  pillars: emptyPillars(),
  philosophy: '',
  booking: { bookingUrl: '', focusIndustry: '', user: null },
  displayOrder: '0',
  isActive: true,
})

/** A stored member as form fields: the bio's parts, else the flat pillar, career and philosophy fields. */
export function teamFormFromMember(member: TeamMember): TeamForm {
  const bio = parseTeamBio(member.bio)
  const pillars = emptyPillars().map((empty, index) => {
    const fromBio = bio.pillars[index]
    if (fromBio) return { ...fromBio }
    const n = (index + 1) as 1 | 2 | 3
    return {
      icon: member[`pillar${n}Icon`] ? pillarIconName(member[`pillar${n}Icon`]) : empty.icon,
      title: member[`pillar${n}Title`] ?? '',
      description: member[`pillar${n}Description`] ?? '',
    }
  })
  return {
    name: member.name,
    title: member.title,
    teamCategory: member.teamCategory || DEFAULT_TEAM_CATEGORY,
    photo: member.photo ?? '',
    linkedinUrl: member.linkedinUrl ?? '',
    overview: bio.overview,
    career: bio.career.length ? formatCareerLines(bio.career) : (member.careerJourney ?? ''),
    pillars,
    philosophy: bio.philosophy || (member.philosophy ?? ''),
    booking: {
      bookingUrl: member.bookingUrl ?? '',
      focusIndustry: member.focusIndustry ?? '',
      user: member.user ? relationId(member.user) : null,
    },
    displayOrder: String(member.displayOrder ?? 0),
    isActive: member.isActive ?? false,
  }
}

/** Display order as an integer; anything unparsable is 0. */
export const parseDisplayOrder = (text: string): number => {
  const value = Number.parseInt(text, 10)
  return Number.isNaN(value) ? 0 : value
}

/** The pillars the body keeps (both a title and a description, at most three), trimmed, with their place in the form. */
const keptPillars = (form: TeamForm) =>
  form.pillars
    .map((pillar, index) => ({
      pillar: { ...pillar, title: pillar.title.trim(), description: pillar.description.trim() },
      index,
    }))
    .filter(({ pillar }) => pillar.title && pillar.description)
    .slice(0, MAX_PILLARS)

/** The body fields the team editor shows, by the id of their control. */
const TEAM_CONTROLS: Record<string, string> = {
  name: 'team-name',
  title: 'team-title',
  photo: 'team-photo',
  linkedinUrl: 'team-linkedin',
  bio: 'team-overview',
  careerJourney: 'team-career',
  philosophy: 'team-philosophy',
  bookingUrl: 'team-booking-url',
  focusIndustry: 'team-focus-industry',
  user: 'team-user',
  displayOrder: 'team-order',
}

/** Where the editor shows a body field; pillar N of the body is the Nth kept pillar of the form. */
export function teamControlOf(form: TeamForm): ControlOf {
  const kept = keptPillars(form)
  return (field) => {
    const pillar = /^pillar([1-3])(Title|Description)$/.exec(field)
    if (!pillar) return TEAM_CONTROLS[field] ?? null
    const place = kept[Number(pillar[1]) - 1]
    return place ? `pillar-${place.index + 1}-${pillar[2].toLowerCase()}` : null
  }
}

/**
 * The body of POST/PUT /api/team-members: the bio as a JSON string of overview, career, pillars
 * (only those with both a title and a description, at most three) and philosophy, plus the flat fields.
 */
export function teamMemberBody(form: TeamForm) {
  const pillars = keptPillars(form).map((kept) => kept.pillar)
  const career = parseCareerLines(form.career)
  const philosophy = form.philosophy.trim()
  const flatPillars = Object.fromEntries(
    [0, 1, 2].flatMap((index) => {
      const pillar = pillars[index]
      const n = index + 1
      return [
        [`pillar${n}Title`, pillar?.title ?? null],
        [`pillar${n}Description`, pillar?.description ?? null],
        [`pillar${n}Icon`, pillar?.icon ?? DEFAULT_PILLAR_ICONS[index]],
      ]
    }),
  )
  return {
    name: form.name.trim(),
    title: form.title.trim(),
    teamCategory: form.teamCategory,
    photo: form.photo.trim(),
    linkedinUrl: form.linkedinUrl.trim(),
    bio: serializeTeamBio({ overview: form.overview.trim(), career, pillars, philosophy }),
    careerJourney: formatCareerLines(career),
    philosophy,
    ...flatPillars,
    bookingUrl: form.booking.bookingUrl.trim() || null,
    focusIndustry: form.booking.focusIndustry || null,
    user: form.booking.user,
    displayOrder: parseDisplayOrder(form.displayOrder),
    isActive: form.isActive,
  }
}

export type TeamMemberBody = ReturnType<typeof teamMemberBody>
