import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/activeOrStaff'
import { isStaff } from '@/access/isStaff'
import { ADVISOR_LIMITS } from '@/contracts/advisors'
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
    { name: 'name', type: 'text', required: true, maxLength: ADVISOR_LIMITS.name },
    { name: 'title', type: 'text', required: true, maxLength: ADVISOR_LIMITS.title },
    { name: 'company', type: 'text', required: true, maxLength: ADVISOR_LIMITS.company },
    { name: 'expertise', type: 'text', required: true, maxLength: ADVISOR_LIMITS.expertise },
    { name: 'description', type: 'textarea', required: true, maxLength: ADVISOR_LIMITS.description },
    { name: 'bio', type: 'textarea', maxLength: ADVISOR_LIMITS.bio },
    imageUrlField('photo', {
      maxLength: ADVISOR_LIMITS.photo,
      admin: { description: 'Image URL: https://… or a path on this site' },
    }),
    webUrlField('linkedinUrl', { label: 'LinkedIn URL', maxLength: ADVISOR_LIMITS.linkedinUrl }),
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
