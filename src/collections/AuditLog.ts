import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { AUDIT_ACTIONS, AUDIT_ENTRY_MAX_LENGTHS } from '@/contracts/personal-data'

/**
 * What was done with a person's data, by whom and when. Entries are written by the server only and
 * never changed; the person is named by a keyed hash of their normalised e-mail (auditEmailHash),
 * not the address.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['action', 'actor', 'emailHash', 'createdAt'],
    group: 'Leads',
    description: 'Exports and erasures of a person’s data. Written by the server, never edited.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((action) => ({ label: action, value: action })),
    },
    {
      name: 'actor',
      type: 'text',
      required: true,
      maxLength: AUDIT_ENTRY_MAX_LENGTHS.actor,
      admin: { description: '"API key" (the dashboard) or the CMS user’s e-mail' },
    },
    {
      name: 'emailHash',
      label: 'E-mail hash (HMAC)',
      type: 'text',
      required: true,
      index: true,
      maxLength: AUDIT_ENTRY_MAX_LENGTHS.emailHash,
    },
    {
      name: 'records',
      type: 'json',
      admin: { description: 'Records exported or erased, per collection' },
    },
  ],
}
