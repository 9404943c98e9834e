import type { CollectionConfig, Field } from 'payload'

import { activeOrStaff } from '@/access/activeOrStaff'
import { isStaff } from '@/access/isStaff'
import { DEFAULT_TEAM_CATEGORY, TEAM_CATEGORIES } from '@/lib/constants'
import { DEFAULT_PILLAR_ICONS, PILLAR_ICONS } from '@/lib/pillar-icons'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'
import { imageUrlField, webUrlField } from '@/fields/url'

import { syncBio } from './hooks/syncBio'

const pages = ['/team']

const pillarFields = ([1, 2, 3] as const).flatMap((n): Field[] => [
  { name: `pillar${n}Title`, label: `Pillar ${n} title`, type: 'text', maxLength: 120 },
  { name: `pillar${n}Description`, label: `Pillar ${n} description`, type: 'textarea', maxLength: 1000 },
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
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'teamCategory',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_TEAM_CATEGORY,
      options: TEAM_CATEGORIES.map((category) => ({ label: category, value: category })),
    },
    imageUrlField('photo', { admin: { description: 'Image URL: https://… or a path on this site' } }),
    webUrlField('linkedinUrl', { label: 'LinkedIn URL' }),
    {
      name: 'bio',
      type: 'textarea',
      maxLength: 20000,
      admin: { description: 'JSON of overview, career, pillars and philosophy, or plain text' },
    },
    {
      name: 'careerJourney',
      type: 'textarea',
      maxLength: 5000,
      admin: { description: 'One entry per line: role at institution' },
    },
    ...pillarFields,
    { name: 'philosophy', type: 'textarea', maxLength: 2000 },
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
