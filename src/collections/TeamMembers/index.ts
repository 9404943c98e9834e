import { DEFAULT_TEAM_CATEGORY, TEAM_CATEGORIES } from '@/contracts/enumerations'
import type { CollectionConfig, Field } from 'payload'

import { DEFAULT_PILLAR_ICONS, PILLAR_NUMBERS, TEAM_MEMBER_LIMITS } from '@/contracts/team-members'
import { isAdminField } from '@/access/isAdmin'
import { bookingUrlField as bookingUrl } from '@/fields/booking-url'
import { pillarIconField } from '@/fields/icon'
import { industryField } from '@/fields/industry'
import { valueSelectField } from '@/fields/value-select'
import { availabilityField } from '@/leads/meetings/fields'

import { listingFields, photoAndLinkedinFields, profileCollection } from '../profile'
import { syncBio } from './hooks/syncBio'

const pillarFields = PILLAR_NUMBERS.flatMap((n): Field[] => [
  { name: `pillar${n}Title`, label: `Pillar ${n} title`, type: 'text', maxLength: TEAM_MEMBER_LIMITS.pillarTitle },
  {
    name: `pillar${n}Description`,
    label: `Pillar ${n} description`,
    type: 'textarea',
    maxLength: TEAM_MEMBER_LIMITS.pillarDescription,
  },
  pillarIconField(`pillar${n}Icon`, { label: `Pillar ${n} icon`, defaultValue: DEFAULT_PILLAR_ICONS[n - 1] }),
])

export const TeamMembers: CollectionConfig = profileCollection({
  slug: 'team-members',
  singular: 'Team member',
  plural: 'Team members',
  column: 'teamCategory',
  beforeChange: [syncBio],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: TEAM_MEMBER_LIMITS.name },
    { name: 'title', type: 'text', required: true, maxLength: TEAM_MEMBER_LIMITS.title },
    valueSelectField('teamCategory', TEAM_CATEGORIES, { required: true, defaultValue: DEFAULT_TEAM_CATEGORY }),
    ...photoAndLinkedinFields(TEAM_MEMBER_LIMITS),
    {
      name: 'bio',
      type: 'textarea',
      maxLength: TEAM_MEMBER_LIMITS.bio,
      admin: { description: 'JSON of overview, career, pillars and philosophy, or plain text' },
    },
    {
      name: 'careerJourney',
      type: 'textarea',
      maxLength: TEAM_MEMBER_LIMITS.careerJourney,
      admin: { description: 'One entry per line: role at institution' },
    },
    ...pillarFields,
    { name: 'philosophy', type: 'textarea', maxLength: TEAM_MEMBER_LIMITS.philosophy },
    bookingUrl('Founders book a call here from their results (any https:// scheduling page)'),
    {
      ...industryField(),
      name: 'focusIndustry',
      label: 'Focus industry',
      admin: { description: 'Assessments in this industry offer a call with this partner when no one owns the lead' },
    },
    {
      name: 'user',
      label: 'CMS account',
      type: 'relationship',
      relationTo: 'users',
      // Any user; given at all, it makes Payload check that the id names one (a 400 naming the field).
      filterOptions: () => true,
      access: { read: isAdminField, update: isAdminField, create: isAdminField },
      admin: { description: 'Their CMS user: a lead they own offers a call with them' },
    },
    availabilityField,
    ...listingFields({
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || Number.isInteger(value) || 'Display order must be a whole number',
    }),
  ],
})
