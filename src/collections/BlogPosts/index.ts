import type { CollectionConfig } from 'payload'

import { editsContent } from '@/access/editsContent'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { BLOG_POST_LIMITS, SEO_HINTS } from '@/contracts/blog-posts'
import { revalidateHook } from '@/hooks/revalidate'

import { insightEditor } from '@/insights/editor'
import { markFirstPublication, queueNewsletterIssue } from '@/newsletter/jobs'

import { publicationStatus } from './hooks/publicationStatus'
import { readBody } from './hooks/readBody'
import { storeReadMinutes } from './hooks/readMinutes'
import { searchText } from './hooks/searchText'
import { revalidateShareCardsAfterChange, revalidateShareCardsAfterDelete } from './hooks/revalidateShareCards'
import { setPublishedAt } from './hooks/setPublishedAt'

// The team page lists each member's insights.
const pages = ['/insights', '/(site)/insights/[slug]', '/sitemap.xml', '/insights/feed.xml', '/team']

const previewUrl = (id: unknown) => `/api/preview?id=${encodeURIComponent(String(id ?? ''))}`

/** The widths the CMS's live preview offers, besides its responsive one. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/** Versions kept per post (the oldest go first); autosaved drafts count too. */
export const MAX_VERSIONS_PER_POST = 50

export const BlogPosts: CollectionConfig<'blog-posts'> = {
  slug: 'blog-posts',
  labels: { singular: 'Insight', plural: 'Insights' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'publishedAt', 'updatedAt'],
    group: 'Content',
    // Preview and live preview open the post's page in draft mode (the CMS session is checked there).
    preview: (doc) => previewUrl(doc.id),
    livePreview: { url: ({ data }) => previewUrl(data.id), breakpoints: LIVE_PREVIEW_BREAKPOINTS },
    components: {
      edit: { beforeDocumentControls: ['/collections/BlogPosts/schedule-default#NeverPublishedDraftCount'] },
    },
  },
  // Drafts autosave while an editor types; Publish (now or at a chosen time) makes the latest
  // version the one visitors see. Restore any of the last versions from the post's Versions tab.
  versions: { drafts: { autosave: true, schedulePublish: true }, maxPerDoc: MAX_VERSIONS_PER_POST },
  access: { read: publishedOrStaff, create: editsContent, update: editsContent, delete: editsContent },
  // A page of the published list, newest first, read from the index alone (not a sort of every post).
  indexes: [{ fields: ['isPublished', '_status', 'publishedAt', 'createdAt'] }],
  hooks: {
    beforeOperation: [publicationStatus, readBody],
    beforeChange: [setPublishedAt, markFirstPublication, searchText, storeReadMinutes],
    afterChange: [revalidateHook(pages), revalidateShareCardsAfterChange, queueNewsletterIssue],
    afterDelete: [revalidateHook(pages), revalidateShareCardsAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: BLOG_POST_LIMITS.title },
    { name: 'summary', type: 'textarea', required: true, maxLength: BLOG_POST_LIMITS.summary },
    // The article: headings, links, lists, quotes, images and the assessment block (src/insights/editor.ts).
    { name: 'content', label: 'Body', type: 'richText', required: true, editor: insightEditor },
    { name: 'tags', type: 'text', hasMany: true, maxLength: BLOG_POST_LIMITS.tag, maxRows: BLOG_POST_LIMITS.tags },
    {
      name: 'newsletter',
      label: 'Newsletter',
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'format',
          label: 'Send to subscribers',
          type: 'select',
          defaultValue: 'summary',
          options: [
            { label: 'The summary and a link', value: 'summary' },
            { label: 'The full article', value: 'full' },
            { label: 'Do not send', value: 'none' },
          ],
          admin: { description: 'Sent once, when the insight is first published.' },
        },
        {
          name: 'testSend',
          type: 'ui',
          admin: { components: { Field: '/collections/BlogPosts/test-send#SendTestButton' } },
        },
      ],
    },
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      maxRows: BLOG_POST_LIMITS.authors,
      admin: {
        position: 'sidebar',
        description: 'Team members who wrote the insight: shown with it and on their profile.',
      },
    },
    {
      name: 'meta',
      label: 'SEO',
      type: 'group',
      admin: { description: 'How the post appears in search results and when shared (LinkedIn, X, e-mail).' },
      fields: [
        {
          name: 'title',
          label: 'Meta title',
          type: 'text',
          maxLength: BLOG_POST_LIMITS.metaTitle,
          admin: {
            description: `Up to ${SEO_HINTS.metaTitle} characters show in search results (at most ${BLOG_POST_LIMITS.metaTitle}). Empty: the post's title.`,
          },
        },
        {
          name: 'description',
          label: 'Meta description',
          type: 'textarea',
          maxLength: BLOG_POST_LIMITS.metaDescription,
          admin: {
            description: `Aim for 70–${SEO_HINTS.metaDescription} characters (at most ${BLOG_POST_LIMITS.metaDescription}). Empty: the summary.`,
          },
        },
        {
          name: 'image',
          label: 'Share image',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description: '1200×630 works best. Empty: a card with the title, the firm name and the date is generated.',
          },
        },
      ],
    },
    // Follows Publish / Unpublish (the `_status` of drafts); the product's API and dashboard use it.
    {
      name: 'isPublished',
      label: 'Published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { hidden: true },
    },
    // What search reads beside title and summary (src/insights/search): never shown, never sent.
    { name: 'searchTags', type: 'text', hidden: true },
    { name: 'searchBody', type: 'textarea', hidden: true },
    // The body's minutes to read, for the cards of lists and searches (read with showHiddenFields).
    { name: 'readMinutes', type: 'number', hidden: true },
    // When the post was first published and its newsletter queued (never again for this post).
    { name: 'newsletterSentAt', type: 'date', admin: { hidden: true } },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Set on first publication.',
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
  ],
}
