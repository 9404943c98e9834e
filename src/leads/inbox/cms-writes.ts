import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import type { LeadKindSlug } from '@/contracts/lead-inbox'
import { findOwner } from '@/leads/owners/owners'
import { personFollowsLead } from '@/leads/pipeline/person-record'
import type { Assessment, ContactInquiry } from '@/payload-types'

import { authorOf } from './author'
import { recordTriageChanges, triageChanges, type TriagedLead } from './triage'

const OWNER_USER = 'ownerUser'

/** A write through /cms-api or GraphQL (only admins may write leads there), not the product's own endpoints. */
const throughCmsApi = (req: { payloadAPI: string }) => req.payloadAPI !== 'local'

/**
 * An admin's change of a lead's owner through /cms-api follows the dashboard's rule: the owner is a
 * user who works leads (else a 400 naming the field), and the lead keeps the owner's name.
 */
export const ownerAsDashboard =
  (): CollectionBeforeChangeHook =>
  async ({ data, req }) => {
    if (!throughCmsApi(req) || !(OWNER_USER in data)) return data
    const value: unknown = data[OWNER_USER]
    const id = value && typeof value === 'object' ? (value as { id: number | string }).id : value
    if (id === null || id === undefined || id === '') return { ...data, [OWNER_USER]: null, owner: null }
    const owner = await findOwner(req.payload, id as number | string)
    if (!owner)
      throw new ValidationError({
        errors: [{ path: OWNER_USER, message: 'The owner must be a user who works leads (an admin or a partner)' }],
      })
    return { ...data, owner: owner.name }
  }

/** An admin's write through /cms-api records its triage changes like the dashboard's: history, lead.updated, the new owner's e-mail, the person moved. */
export const historyAsDashboard =
  (kind: LeadKindSlug): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !throughCmsApi(req) || !req.user) return doc
    const [before, after] = [previousDoc as TriagedLead, doc as TriagedLead]
    const changes = triageChanges(before, after)
    if (changes.length === 0) return doc
    const ownerChanged = changes.some((change) => change.type === 'owner')
    const newOwner = after.ownerUser && typeof after.ownerUser === 'object' ? after.ownerUser.id : after.ownerUser
    await recordTriageChanges(
      req,
      kind,
      doc.id,
      changes,
      authorOf(req.user),
      ownerChanged ? (newOwner ?? null) : undefined,
    )
    await personFollowsLead(req, doc as Assessment | ContactInquiry)
    return doc
  }
