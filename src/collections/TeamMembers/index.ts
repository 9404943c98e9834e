import type { CollectionConfig, Field } from 'payload'

import { activeOrStaff } from '@/access/activeOrStaff'
import { isStaff } from '@/access/isStaff'
import {
  DEFAULT_PILLAR_ICONS,
  DEFAULT_TEAM_CATEGORY,
  PILLAR_ICONS,
  PILLAR_NUMBERS,
  TEAM_CATEGORIES,
  TEAM_MEMBER_LIMITS,
} from '@/contracts/team-members'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'
import { imageUrlField, webUrlField } from '@/fields/url'

import { syncBio } from './hooks/syncBio'

const pages = ['/team']

const pillarFields = PILLAR_NUMBERS.flatMap((n): Field[] => [
  { name: `pillar${n}Title`, label: `Pillar ${n} title`, type: 'text', maxLength: TEAM_MEMBER_LIMITS.pillarTitle },
  {
    name: `pillar${n}Description`,
    label: `Pillar ${n} description`,
    type: 'textarea',
    maxLength: TEAM_MEMBER_LIMITS.pillarDescription,
  },
  {
    name: `pillar${n}Icon`,
    label: `Pillar ${n} icon`,
    type: 'select',
    defaultValue: DEFAULT_PILLAR_ICONS[n - 1],
    options: PILLAR_ICONS.map((icon) => ({ label: icon.label, value: icon.name })),
  },
])

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Team member', plural: 'Team members' },
  defaultSort: 'displayOrder',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'teamCategory', 'isActive', 'displayOrder'],
    group: 'Content',
  },
  access: { read: activeOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [syncBio],
    afterChange: [revalidateAfterChange(pages)],
    afterDelete: [revalidateAfterDelete(pages)],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: TEAM_MEMBER_LIMITS.name },
    { name: 'title', type: 'text', required: true, maxLength: TEAM_MEMBER_LIMITS.title },
    {
      name: 'teamCategory',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_TEAM_CATEGORY,
      options: TEAM_CATEGORIES.map((category) => ({ label: category, value: category })),
    },
    imageUrlField('photo', {
      maxLength: TEAM_MEMBER_LIMITS.photo,
      admin: { description: 'Image URL: https://… or a path on this site' },
    }),
    webUrlField('linkedinUrl', { label: 'LinkedIn URL', maxLength: TEAM_MEMBER_LIMITS.linkedinUrl }),
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
    { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'displayOrder',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { step: 1, position: 'sidebar' },
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || Number.isInteger(value) || 'Display order must be a whole number',
    },
  ],
}
