import type { Access, FieldAccess } from 'payload'

/** The API-key admin and CMS users with the admin role. */
export const isAdmin: Access = ({ req: { user } }) => user?.role === 'admin'
export const isAdminField: FieldAccess = ({ req: { user } }) => user?.role === 'admin'
