import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { type CollectionBeforeChangeHook, type Field, ValidationError } from 'payload'

import { editsContent } from '@/access/editsContent'
import { revalidateHook } from '@/hooks/revalidate'
import { INTERNAL_LINK_COLLECTIONS } from '@/insights/internal-links'
import { isAllowedLinkUrl } from '@/lib/rich-text'
import { REDIRECT_STATUSES, redirectFromPath, redirectRefusal, sitePathOf } from '@/lib/redirect-rules'
import { siteUrl } from '@/lib/site-url'
import type { Redirect } from '@/payload-types'

import { servesPage } from './served'
import { targetAddresses } from './targets'

const refuse = (path: string, message: string) => new ValidationError({ errors: [{ path, message }] })

/**
 * A redirect is saved only when it makes one hop: not from a page the site serves, not to itself,
 * not to another redirect's `from`, and not from another redirect's target (a chain or a loop).
 * Its `from` is stored as the front server compares it.
 */
const refuseLoopsAndChains: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req }) => {
  const from = redirectFromPath(String(data.from ?? originalDoc?.from ?? ''))
  if (!from) throw refuse('from', 'must be a path on this site (/…) without ?query or #fragment')
  const to: NonNullable<Redirect['to']> = { ...originalDoc?.to, ...data.to }
  if (to.type === 'custom' && !isAllowedLinkUrl(to.url?.trim()))
    throw refuse('to.url', 'must be a path on this site (/…) or an http(s) address')
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: originalDoc?.id === undefined ? {} : { id: { not_equals: originalDoc.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const [target, ...others] = await targetAddresses(req.payload, [to, ...docs.map((doc) => doc.to)])
  if (!target) throw refuse('to', 'names no document or address')
  const origin = siteUrl()
  const served = await servesPage(req.payload, from)
  const reason = redirectRefusal(
    { from, toPath: sitePathOf(target, origin) },
    docs.map((doc, index) => ({
      from: redirectFromPath(doc.from) ?? doc.from,
      toPath: others[index] ? sitePathOf(others[index], origin) : null,
    })),
    () => served,
  )
  if (reason) throw refuse('from', reason)
  return { ...data, from }
}

const statusField: Partial<Field> = {
  defaultValue: '308',
  admin: { description: '308 keeps the request as it was (a form stays a POST); 301 is the older permanent kind.' },
}

/** The official redirects collection, kept by editors under Content; the front server answers it before any page. */
export const redirects = redirectsPlugin({
  collections: [...INTERNAL_LINK_COLLECTIONS],
  redirectTypes: [...REDIRECT_STATUSES],
  redirectTypeFieldOverride: statusField as never,
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Content',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      description:
        'Old addresses that move elsewhere, answered before any page: one hop only (no chains or loops), never from a page the site serves.',
    },
    access: { read: editsContent, create: editsContent, update: editsContent, delete: editsContent },
    hooks: {
      beforeChange: [refuseLoopsAndChains],
      // The front server's table is read again after any change, on every instance.
      afterChange: [revalidateHook([])],
      afterDelete: [revalidateHook([])],
    },
  },
})
