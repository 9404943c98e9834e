import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/activeOrStaff'
import { isStaff } from '@/access/isStaff'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'
import { imageUrlField, webUrlField } from '@/fields/url'

const pages = ['/team']

export const Advisors: CollectionConfig = {
  slug: 'advisors',
  labels: { singular: 'Advisor', plural: 'Advisors' },
  defaultSort: 'displayOrder',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'company', 'isActive', 'displayOrder'],
    group: 'Content',
  },
  access: { read: activeOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [revalidateAfterChange(pages)], afterDelete: [revalidateAfterDelete(pages)] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    { name: 'company', type: 'text', required: true, maxLength: 160 },
    { name: 'expertise', type: 'text', required: true, maxLength: 160 },
    { name: 'description', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'bio', type: 'textarea', maxLength: 10000 },
    imageUrlField('photo', { admin: { description: 'Image URL: https://… or a path on this site' } }),
    webUrlField('linkedinUrl', { label: 'LinkedIn URL' }),
    { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'displayOrder',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { step: 1, position: 'sidebar' },
    },
  ],
}
