import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { SOURCE_PAGE_MAX_LENGTH, SUBSCRIBER_STATUSES } from '@/contracts/newsletter'
import { mailboxKey } from '@/lib/mailbox'

/** Newsletter subscribers: personal data, read by admins only; written by POST /api/newsletter and its links. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'sourcePage', 'confirmedAt', 'createdAt'],
    group: 'Leads',
  },
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    // As typed: the confirmation and the insights go to this address.
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    // One subscriber per mailbox (src/lib/mailbox.ts), derived from the address on every write.
    {
      name: 'mailbox',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true },
      hooks: {
        beforeChange: [
          ({ siblingData, originalDoc }) => {
            const email = siblingData.email ?? (originalDoc as { email?: unknown } | undefined)?.email
            return typeof email === 'string' ? mailboxKey(email) : null
          },
        ],
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIBER_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'confirmedAt', type: 'date' },
    { name: 'unsubscribedAt', type: 'date' },
    // The page of the site where they first subscribed (the dashboard's growth by source page).
    { name: 'sourcePage', type: 'text', maxLength: SOURCE_PAGE_MAX_LENGTH, index: true, admin: { readOnly: true } },
    // When the mail server refused the address for good (status bouncing): nothing more is sent.
    { name: 'bouncedAt', type: 'date', admin: { readOnly: true } },
    // The last confirmation e-mail: at most one a day per mailbox, however often it is asked for.
    { name: 'confirmationSentAt', type: 'date', admin: { readOnly: true } },
  ],
}
