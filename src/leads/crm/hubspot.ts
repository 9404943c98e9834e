import { escapeHtml } from '@/email/compose'
import type { Lead } from '../lead'
import { HttpStatusError, request, requestOk } from './http'

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

/** The contact with this e-mail address, or null when HubSpot has none. */
async function findContact(hubspot: HubSpot, email: string): Promise<string | null> {
  const answer = await request(
    'GET',
    `${hubspot.baseUrl}/crm/v3/objects/contacts/${encodeURIComponent(email)}?idProperty=email&properties=email`,
    headers(hubspot),
  )
  if (answer.status === 404) return null
  if (answer.status < 200 || answer.status >= 300) throw new HttpStatusError(answer.status)
  const id = (JSON.parse(answer.body) as { id?: string }).id
  if (!id) throw new Error('HubSpot answered the contact lookup without an id')
  return String(id)
}

/**
 * The contact's id: the one HubSpot has for the e-mail address, untouched, or a new one with the
 * visitor's details. Anyone can type anyone's address into a form, so a visitor never edits an
 * existing contact; what they sent reaches it as a note marked as unverified (noteBody).
 */
export async function findOrCreateContact(hubspot: HubSpot, lead: Lead): Promise<string> {
  const existing = await findContact(hubspot, lead.email)
  if (existing) return existing
  const properties: Record<string, string> = { email: lead.email, ...splitName(lead.name) }
  if (lead.company) properties.company = lead.company
  if (lead.website) properties.website = lead.website
  const answer = await request(
    'POST',
    `${hubspot.baseUrl}/crm/v3/objects/contacts`,
    headers(hubspot),
    JSON.stringify({ properties }),
  )
  // Created meanwhile (another lead of the same address): that one is the contact.
  if (answer.status === 409) {
    const created = await findContact(hubspot, lead.email)
    if (created) return created
  }
  if (answer.status < 200 || answer.status >= 300) throw new HttpStatusError(answer.status)
  const id = (JSON.parse(answer.body) as { id?: string }).id
  if (!id) throw new Error('HubSpot answered the new contact without an id')
  return String(id)
}

const UNVERIFIED_NOTE = 'Unverified visitor input: sent through the website form by whoever typed this address.'

/**
 * The note's text: marked as unverified visitor input, the details as sent, score and rating or
 * the inquiry and its message, the AI summary, the dashboard link.
 */
function noteBody(lead: Lead): string {
  const lines = [
    UNVERIFIED_NOTE,
    `Name: ${lead.name}`,
    ...(lead.company ? [`Company: ${lead.company}`] : []),
    ...(lead.website ? [`Website: ${lead.website}`] : []),
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

export const createNote = (hubspot: HubSpot, contactId: string, lead: Lead, now = Date.now()): Promise<string> =>
  postNote(hubspot, contactId, noteBody(lead), now)

async function postNote(hubspot: HubSpot, contactId: string, body: string, at: number): Promise<string> {
  const answer = await requestOk(
    'POST',
    `${hubspot.baseUrl}/crm/v3/objects/notes`,
    headers(hubspot),
    JSON.stringify({
      properties: { hs_timestamp: new Date(at).toISOString(), hs_note_body: body },
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

/** HubSpot's lead status (`hs_lead_status`, its default options) for each status of the pipeline. */
const HUBSPOT_LEAD_STATUS: Record<string, string> = {
  new: 'NEW',
  contacted: 'ATTEMPTED_TO_CONTACT',
  qualified: 'OPEN',
  in_diligence: 'IN_PROGRESS',
  passed: 'UNQUALIFIED',
  invested: 'OPEN_DEAL',
}

/** A staff status change: the contact's lead status (staff changes only; a visitor's form never edits a contact). */
export async function updateLeadStatus(hubspot: HubSpot, contactId: string, status: string | null): Promise<void> {
  await requestOk(
    'PATCH',
    `${hubspot.baseUrl}/crm/v3/objects/contacts/${encodeURIComponent(contactId)}`,
    headers(hubspot),
    JSON.stringify({ properties: { hs_lead_status: (status && HUBSPOT_LEAD_STATUS[status]) || '' } }),
  )
}

/** A partner's note from the dashboard, as a HubSpot note on the contact (escaped: HubSpot renders HTML). */
export async function createStaffNote(
  hubspot: HubSpot,
  contactId: string,
  note: { text: string; author: string; at: string },
): Promise<string> {
  const body = [`Note by ${note.author} (dashboard):`, ...note.text.split('\n')].map(escapeHtml).join('<br>')
  return postNote(hubspot, contactId, body, Date.parse(note.at))
}

/** HubSpot's association type "meeting to contact". */
const MEETING_TO_CONTACT = 200

export type HubSpotMeeting = {
  title: string
  start: string
  end: string
  /** Plain text from the visitor (their note): escaped, HubSpot renders the body as HTML. */
  body: string
  url: string | null
  cancelled: boolean
}

const meetingProperties = (meeting: HubSpotMeeting) => ({
  hs_timestamp: meeting.start,
  hs_meeting_title: meeting.title,
  hs_meeting_start_time: meeting.start,
  hs_meeting_end_time: meeting.end,
  hs_meeting_body: escapeHtml(meeting.body).replace(/\n/g, '<br>'),
  hs_meeting_outcome: meeting.cancelled ? 'CANCELED' : 'SCHEDULED',
  ...(meeting.url && { hs_meeting_external_url: meeting.url }),
})

/**
 * A meeting booked in the product as a meeting activity on the contact (found, or created with
 * the founder's name): its id, to mark it cancelled later. A visitor never edits an existing contact.
 */
export async function createMeeting(
  hubspot: HubSpot,
  founder: { email: string; name: string; company?: string | null },
  meeting: HubSpotMeeting,
): Promise<string> {
  const contactId = await findOrCreateContact(hubspot, {
    email: founder.email,
    name: founder.name,
    company: founder.company ?? null,
    website: null,
  } as Lead)
  const answer = await requestOk(
    'POST',
    `${hubspot.baseUrl}/crm/v3/objects/meetings`,
    headers(hubspot),
    JSON.stringify({
      properties: meetingProperties(meeting),
      associations: [
        {
          to: { id: contactId },
          types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: MEETING_TO_CONTACT }],
        },
      ],
    }),
  )
  const id = (JSON.parse(answer.body) as { id?: string }).id
  if (!id) throw new Error('HubSpot answered the meeting without an id')
  return String(id)
}

/** A meeting moved or cancelled: the activity HubSpot has for it follows. */
export async function updateMeeting(hubspot: HubSpot, id: string, meeting: HubSpotMeeting): Promise<void> {
  await requestOk(
    'PATCH',
    `${hubspot.baseUrl}/crm/v3/objects/meetings/${encodeURIComponent(id)}`,
    headers(hubspot),
    JSON.stringify({ properties: meetingProperties(meeting) }),
  )
}
