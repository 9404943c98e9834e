import type { Payload } from 'payload'

import type { LeadDelivery, LeadNote } from '@/payload-types'

/** A staff change of a lead (status, owner, follow-up day), or a staff note: what the CRM hears after lead.created. */
export type LeadEvent =
  | { event: 'lead.created' }
  | {
      event: 'lead.updated'
      change: { field: 'status' | 'owner' | 'followUp' | 'deal'; from: string | null; to: string | null }
      author: string
      at: string
    }
  | { event: 'lead.note'; note: { text: string; author: string; at: string } }

/** The event a history entry is. */
export function leadEvent(note: LeadNote): Exclude<LeadEvent, { event: 'lead.created' }> {
  if (note.type === 'note')
    return { event: 'lead.note', note: { text: note.text ?? '', author: note.author, at: note.createdAt } }
  return {
    event: 'lead.updated',
    change: { field: note.type, from: note.from ?? null, to: note.to ?? null },
    author: note.author,
    at: note.createdAt,
  }
}

export async function loadNote(payload: Payload, relation: NonNullable<LeadDelivery['leadNote']>) {
  if (typeof relation === 'object') return relation
  return payload
    .findByID({ collection: 'lead-notes', id: relation, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
}
