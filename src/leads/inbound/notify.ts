import type { Payload, TaskConfig } from 'payload'

import { LEAD_KIND_TABLE, LEAD_KINDS } from '@/contracts/lead-kinds'
import { parseDocId } from '@/lib/ids'
import type { Assessment, ContactInquiry, InboundEmail } from '@/payload-types'

import { oneLine } from '@/email/compose'
import { sendEmailOnce } from '@/email/handoff'
import { adminLeadUrl } from '../lead'
import { leadSettings } from '../settings'

type Relation = number | string | { id: number | string } | null | undefined
const idOf = (relation: Relation) => (relation && typeof relation === 'object' ? relation.id : relation)

/** The lead an answer joined, read fresh (its owner may have changed since). */
async function leadOf(payload: Payload, doc: InboundEmail) {
  for (const kind of LEAD_KINDS) {
    const id = idOf(doc[LEAD_KIND_TABLE[kind].relationField as 'assessment' | 'contactInquiry'])
    if (id === null || id === undefined) continue
    const lead = (await payload.findByID({
      collection: LEAD_KIND_TABLE[kind].collection,
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as Assessment | ContactInquiry | null
    if (lead) return { kind, lead }
  }
  return null
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The owner's e-mail about one answer: plain text only (the founder's words are never HTML). */
function answerMessage(doc: InboundEmail, firmName: string, personUrl: string) {
  const who = doc.fromName ? `${doc.fromName} <${doc.fromAddress}>` : doc.fromAddress
  const attachments = (Array.isArray(doc.attachments) ? doc.attachments : []) as { name: string; size: number }[]
  const more = (doc.attachmentCount ?? 0) - attachments.length
  return {
    subject: oneLine(`Answer from ${doc.fromName || doc.fromAddress}: ${doc.subject || '(no subject)'}`),
    text: [
      `${who} answered in the ${firmName} dashboard's conversation:`,
      '',
      `Subject: ${doc.subject || '(no subject)'}`,
      '',
      doc.text || '(no new text)',
      ...(attachments.length
        ? ['', 'Attachments (not kept):', ...attachments.map((file) => `- ${file.name} (${sizeText(file.size)})`)]
        : []),
      ...(more > 0 ? [`- and ${more} more`] : []),
      '',
      `Open the person: ${personUrl}`,
    ].join('\n'),
  }
}

/**
 * Tells the lead's owner (else the notification addresses) of one new answer, once; an answer
 * erased meanwhile (the person's erasure) tells no one.
 */
export const notifyInboundEmailTask: TaskConfig<'notifyInboundEmail'> = {
  slug: 'notifyInboundEmail',
  label: 'E-mail the owner a founder’s answer',
  inputSchema: [{ name: 'inboundId', type: 'text', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req: { payload } }) => {
    const id = parseDocId(input.inboundId, payload.db.defaultIDType)
    const doc =
      id === null
        ? null
        : await payload.findByID({
            collection: 'inbound-emails',
            id,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
    if (!doc) return { output: {} }
    const found = await leadOf(payload, doc)
    if (!found) return { output: {} }
    const settings = await leadSettings(payload)
    const ownerId = idOf(found.lead.ownerUser as Relation)
    const owner =
      ownerId === null || ownerId === undefined
        ? null
        : await payload.findByID({
            collection: 'users',
            id: ownerId,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
    const address =
      found.kind === 'assessment' ? (found.lead as Assessment).contactEmail : (found.lead as ContactInquiry).email
    await sendEmailOnce(payload, `inbound-answer:${doc.id}`, {
      to: owner?.email ? [owner.email] : settings.recipients,
      ...answerMessage(doc, settings.firmName, adminLeadUrl(found.kind, address)),
    })
    return { output: {} }
  },
}
