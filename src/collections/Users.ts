import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isApiKeyAdmin } from '@/auth/admin-user'
import { apiKeyStrategy } from '@/auth/api-key-strategy'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'CMS user', plural: 'CMS users' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Settings' },
  auth: {
    strategies: [apiKeyStrategy],
    useSessions: true,
    // Wrong passwords are throttled per client address (src/server/cms-api-guard.ts) instead of
    // locking the account: a lock per user lets anyone keep the first admin out.
    maxLoginAttempts: 0,
    cookies: { secure: process.env.NODE_ENV === 'production', sameSite: 'Lax' },
  },
  access: {
    admin: ({ req: { user } }) => Boolean(user) && !isApiKeyAdmin(user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin (content and leads)', value: 'admin' },
        { label: 'Partner (leads only)', value: 'partner' },
        { label: 'Editor (content only)', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
