import type { CollectionBeforeChangeHook, CollectionConfig, Field, NumberFieldSingleValidation } from 'payload'

import { activeOrStaff } from '@/access/activeOrStaff'
import { editsContent } from '@/access/editsContent'
import { revalidateHook } from '@/hooks/revalidate'
import { imageUrlField, webUrlField } from '@/fields/url'

const pages = ['/team']

type ProfileOptions = {
  slug: 'advisors' | 'team-members'
  singular: string
  plural: string
  /** The list column shown between the title and the active flag. */
  column: string
  beforeChange?: CollectionBeforeChangeHook[]
  fields: Field[]
}

/**
 * A profile shown on /team (advisors and team members): editors manage it, visitors read the
 * active ones in display order, and every change revalidates the team page.
 */
export const profileCollection = ({ slug, singular, plural, column, beforeChange, fields }: ProfileOptions) =>
  ({
    slug,
    labels: { singular, plural },
    defaultSort: 'displayOrder',
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'title', column, 'isActive', 'displayOrder'],
      group: 'Content',
    },
    access: { read: activeOrStaff, create: editsContent, update: editsContent, delete: editsContent },
    hooks: {
      ...(beforeChange && { beforeChange }),
      afterChange: [revalidateHook(pages)],
      afterDelete: [revalidateHook(pages)],
    },
    fields,
  }) satisfies CollectionConfig

/** The profile's photo (an image URL or a path on this site) and its LinkedIn page. */
export const photoAndLinkedinFields = (limits: { photo: number; linkedinUrl: number }): Field[] => [
  imageUrlField('photo', {
    maxLength: limits.photo,
    admin: { description: 'Image URL: https://… or a path on this site' },
  }),
  webUrlField('linkedinUrl', { label: 'LinkedIn URL', maxLength: limits.linkedinUrl }),
]

/** Whether the profile is shown, and where in the list (`displayOrder` may add its own rules). */
export const listingFields = (displayOrder: { validate?: NumberFieldSingleValidation } = {}): Field[] => [
  { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true, index: true },
  {
    name: 'displayOrder',
    type: 'number',
    defaultValue: 0,
    index: true,
    admin: { step: 1, position: 'sidebar' },
    ...displayOrder,
  },
]
