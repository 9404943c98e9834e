import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { worksLeads } from '@/access/worksLeads'
import { leadRelationFields } from '@/leads/collections/lead'
import {
  INBOUND_KINDS,
  INBOUND_LIMITS,
  INBOUND_MATCHES,
  INBOUND_SOURCES,
  SENT_MESSAGE_KINDS,
} from '@/contracts/inbound-email'
import { EMAIL_KEY } from '@/leads/fields/email-key'

/**
 * The Message-ID of each message the product sent about a lead (a reply, a results e-mail, a
 * notification), so an answer naming it in In-Reply-To/References joins that lead's person. It
 * hangs off its lead, so erasing the person erases it.
 */
export const SentMessages: CollectionConfig = {
  slug: 'sent-messages',
  labels: { singular: 'Sent message', plural: 'Sent messages' },
  defaultSort: '-createdAt',
  admin: { useAsTitle: 'messageId', defaultColumns: ['messageId', 'kind', 'createdAt'], group: 'Leads', hidden: true },
  access: { read: worksLeads, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'messageId', type: 'text', required: true, unique: true, index: true, maxLength: 250 },
    { name: 'kind', type: 'select', required: true, options: [...SENT_MESSAGE_KINDS] },
    ...leadRelationFields(),
    { name: 'subject', type: 'text', maxLength: INBOUND_LIMITS.subject },
  ],
}

/**
 * Messages that came back in and joined a person: who wrote, the subject, the new text only
 * (quotes and signature trimmed), attachment names and sizes (never their content). Written by the
 * server alone; they go with their lead, and with the person's erasure.
 */
export const InboundEmails: CollectionConfig = {
  slug: 'inbound-emails',
  labels: { singular: 'Inbound e-mail', plural: 'Inbound e-mails' },
  defaultSort: '-receivedAt',
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'kind', 'receivedAt'], group: 'Leads' },
  access: { read: worksLeads, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'dedupeKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 300,
      admin: { description: 'The Message-ID, else the hash of the raw message: a second delivery is not stored' },
    },
    { name: 'contentHash', type: 'text', required: true, index: true, maxLength: 64 },
    { name: 'messageId', type: 'text', maxLength: 250 },
    ...leadRelationFields(),
    // The person it joined, in the leads' one spelling: their timeline, "Awaiting our answer", bounces.
    { name: EMAIL_KEY, type: 'text', required: true, index: true, maxLength: INBOUND_LIMITS.address },
    { name: 'kind', type: 'select', required: true, options: [...INBOUND_KINDS] },
    { name: 'matchedBy', type: 'select', required: true, options: [...INBOUND_MATCHES] },
    { name: 'source', type: 'select', required: true, options: [...INBOUND_SOURCES] },
    { name: 'fromAddress', type: 'text', required: true, maxLength: INBOUND_LIMITS.address },
    { name: 'fromName', type: 'text', maxLength: INBOUND_LIMITS.name },
    { name: 'subject', type: 'text', maxLength: INBOUND_LIMITS.subject },
    { name: 'receivedAt', type: 'date', required: true, index: true },
    { name: 'text', type: 'textarea', maxLength: INBOUND_LIMITS.text },
    { name: 'attachments', type: 'json', admin: { description: 'Names and sizes only' } },
    { name: 'attachmentCount', type: 'number', defaultValue: 0, min: 0 },
    {
      name: 'awaitingAnswer',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: 'A person’s answer no partner has replied to from the dashboard yet' },
    },
    { name: 'bouncedAddress', type: 'text', maxLength: INBOUND_LIMITS.address },
    // What the next dashboard reply threads under (In-Reply-To / References).
    { name: 'references', type: 'textarea', maxLength: 4000 },
  ],
}
