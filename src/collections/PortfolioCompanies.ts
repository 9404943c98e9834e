import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/activeOrStaff'
import { editsContent } from '@/access/editsContent'
import { PORTFOLIO_LIMITS, PORTFOLIO_STAGES, PORTFOLIO_STATUSES } from '@/contracts/portfolio'
import { webUrlField } from '@/fields/url'
import { valueSelectField } from '@/fields/value-select'
import { revalidateHook } from '@/hooks/revalidate'

import { listingFields } from './profile'

const pages = ['/portfolio']

/** The companies the firm has invested in, shown on /portfolio in display order (active ones only). */
export const PortfolioCompanies: CollectionConfig = {
  slug: 'portfolio-companies',
  labels: { singular: 'Portfolio company', plural: 'Portfolio companies' },
  defaultSort: 'displayOrder',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'sector', 'stage', 'status', 'isActive', 'displayOrder'],
    group: 'Content',
  },
  access: { read: activeOrStaff, create: editsContent, update: editsContent, delete: editsContent },
  hooks: { afterChange: [revalidateHook(pages)], afterDelete: [revalidateHook(pages)] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: PORTFOLIO_LIMITS.name },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'A logo on a light background (JPEG, PNG, WebP or GIF); shown at most 160 × 64 px' },
    },
    { name: 'sector', type: 'text', required: true, maxLength: PORTFOLIO_LIMITS.sector },
    valueSelectField('stage', PORTFOLIO_STAGES, { required: true }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'current',
      options: PORTFOLIO_STATUSES.map((status) => ({ ...status })),
    },
    { name: 'founderQuote', type: 'textarea', maxLength: PORTFOLIO_LIMITS.founderQuote },
    {
      name: 'quoteAuthor',
      type: 'text',
      maxLength: PORTFOLIO_LIMITS.quoteAuthor,
      admin: { description: 'Who said it, e.g. "Maria Lopez, Founder & CEO"' },
    },
    webUrlField('url', { label: 'Website', maxLength: PORTFOLIO_LIMITS.url }),
    ...listingFields(),
  ],
}
