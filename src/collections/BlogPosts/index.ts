import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { BLOG_POST_LIMITS } from '@/contracts/blog-posts'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidate'

import { setPublishedAt } from './hooks/setPublishedAt'

const pages = ['/insights', '/(site)/insights/[slug]', '/sitemap.xml']

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Insight', plural: 'Insights' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'isPublished', 'publishedAt', 'createdAt'],
    group: 'Content',
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [setPublishedAt],
    afterChange: [revalidateAfterChange(pages)],
    afterDelete: [revalidateAfterDelete(pages)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: BLOG_POST_LIMITS.title },
    { name: 'summary', type: 'textarea', required: true, maxLength: BLOG_POST_LIMITS.summary },
    { name: 'content', type: 'textarea', required: true, maxLength: BLOG_POST_LIMITS.content },
    { name: 'tags', type: 'text', hasMany: true, maxLength: BLOG_POST_LIMITS.tag, maxRows: BLOG_POST_LIMITS.tags },
    { name: 'isPublished', label: 'Published', type: 'checkbox', defaultValue: false, index: true },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
  ],
}
