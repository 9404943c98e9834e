import { cache } from 'react'

import { getPayloadClient } from '@/payload-client'
import { SITE_DEFAULTS } from '@/contracts/site-settings'
import { keptUntilContentChanges } from '@/content-cache/kept-values'
import { postSlug } from '@/lib/slug'

/** Public reads: no user and `overrideAccess: false`, so only active and published records come back. */
export const getSiteSettings = () =>
  // Every page's layout shows it: read once per process until content changes (src/content-cache).
  keptUntilContentChanges('site:settings', async () => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    return {
      firmName: settings.firmName || SITE_DEFAULTS.firmName,
      contactEmail: settings.contactEmail || SITE_DEFAULTS.contactEmail,
    }
  })

/** The active profiles of /team (team members or advisors) in display order. */
async function activeProfiles<Slug extends 'team-members' | 'advisors'>(collection: Slug) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    overrideAccess: false,
    sort: ['displayOrder', 'createdAt'],
    pagination: false,
  })
  return docs
}

export const activeTeamMembers = () => activeProfiles('team-members')
export const activeAdvisors = () => activeProfiles('advisors')

/** Every published post as its address needs it (id, title) and when it last changed: sitemap and prerender. */
export const publishedPostLinks = cache(async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    overrideAccess: false,
    where: { isPublished: { equals: true } },
    select: { title: true, updatedAt: true },
    sort: ['-publishedAt', '-createdAt'],
    pagination: false,
    depth: 0,
  })
  return docs.map((post) => ({ slug: postSlug(post.title, post.id), updatedAt: post.updatedAt }))
})

/** The published post with this id, or null when it is missing, unpublished or the id is not valid for the database. */
export const publishedPost = cache(async (id: string) => {
  const payload = await getPayloadClient()
  try {
    const { docs } = await payload.find({
      collection: 'blog-posts',
      overrideAccess: false,
      where: { and: [{ id: { equals: id } }, { isPublished: { equals: true } }] },
      limit: 1,
      pagination: false,
    })
    return docs[0] ?? null
  } catch {
    return null
  }
})

/**
 * The latest version of a post, draft or not: only for pages rendered in draft mode, which only an
 * editor's preview turns on (/api/preview checks the CMS session or the admin key).
 */
export const latestPost = cache(async (id: string) => {
  const payload = await getPayloadClient()
  try {
    return await payload.findByID({
      collection: 'blog-posts',
      id,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
    })
  } catch {
    return null
  }
})
