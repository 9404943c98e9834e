import { escapeHtml } from '../email/compose'
import type { Lead } from '../lead'
import { requestOk } from './http'

/** HubSpot's association type "note to contact". */
const NOTE_TO_CONTACT = 202

type HubSpot = { token: string; baseUrl: string }

const headers = (hubspot: HubSpot) => ({
  authorization: `Bearer ${hubspot.token}`,
  'content-type': 'application/json',
})

function splitName(name: string): { firstname: string; lastname: string } {
  const [first, ...rest] = name.trim().split(/\s+/)
  return { firstname: first ?? '', lastname: rest.join(' ') }
}

/** Creates or updates the contact by e-mail (HubSpot's batch upsert: never a duplicate); its id. */
export async function upsertContact(hubspot: HubSpot, lead: Lead): Promise<string> {
  const properties: Record<string, string> = { email: lead.email, ...splitName(lead.name) }
  if (lead.company) properties.company = lead.company
  if (lead.website) properties.website = lead.website
  const answer = await requestOk(
    'POST',
    `${hubspot.baseUrl}/crm/v3/objects/contacts/batch/upsert`,
    headers(hubspot),
    JSON.stringify({ inputs: [{ idProperty: 'email', id: lead.email, properties }] }),
  )
  const id = (JSON.parse(answer.body) as { results?: { id?: string }[] }).results?.[0]?.id
  if (!id) throw new Error('HubSpot answered the upsert without a contact id')
  return String(id)
}

/** The note's text: score and rating or the inquiry and its message, the AI summary, the dashboard link. */
function noteBody(lead: Lead): string {
  const lines = [
    lead.score
      ? `Business assessment: ${lead.score.total}/${lead.score.max} (${lead.score.rating})${lead.company ? ` for ${lead.company}` : ''}`
      : `Contact inquiry (${lead.inquiry!.type})`,
    ...(lead.inquiry ? [`Message: ${lead.inquiry.message}`] : []),
    lead.ai ? `AI summary: ${lead.ai.summary}` : 'AI summary: not ready when synced',
    `Dashboard: ${lead.adminUrl}`,
  ]
  // HubSpot renders the note body as HTML: the visitor's text goes in escaped.
  return lines.map(escapeHtml).join('<br>')
}

export async function createNote(hubspot: HubSpot, contactId: string, lead: Lead, now = Date.now()): Promise<string> {
  const answer = await requestOk(
    'POST',
    `${hubspot.baseUrl}/crm/v3/objects/notes`,
    headers(hubspot),
    JSON.stringify({
      properties: { hs_timestamp: new Date(now).toISOString(), hs_note_body: noteBody(lead) },
      associations: [
        {
          to: { id: contactId },
          types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_CONTACT }],
        },
      ],
    }),
  )
  const id = (JSON.parse(answer.body) as { id?: string }).id
  if (!id) throw new Error('HubSpot answered the note without an id')
  return String(id)
}
