import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/**
 * One row per click on a link of a newsletter e-mail (GET /api/newsletter/click): the post and
 * the link's target, never who clicked. Counted per post for the dashboard.
 */
export const NewsletterClicks: CollectionConfig = {
  slug: 'newsletter-clicks',
  labels: { singular: 'Newsletter click', plural: 'Newsletter clicks' },
  admin: { group: 'Leads', defaultColumns: ['post', 'target', 'createdAt'], hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'blog-posts', required: true, index: true },
    { name: 'target', type: 'text', required: true, maxLength: 2000 },
  ],
}
