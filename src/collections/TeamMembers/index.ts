import { DEFAULT_TEAM_CATEGORY, TEAM_CATEGORIES } from '@/contracts/enumerations'
import type { CollectionConfig, Field } from 'payload'

import { DEFAULT_PILLAR_ICONS, PILLAR_NUMBERS, TEAM_MEMBER_LIMITS } from '@/contracts/team-members'
import { pillarIconField } from '@/fields/icon'
import { valueSelectField } from '@/fields/value-select'

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
    ...listingFields({
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || Number.isInteger(value) || 'Display order must be a whole number',
    }),
  ],
})
