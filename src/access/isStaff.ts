import type { Access } from 'payload'

/** Anyone signed in: the API-key admin or a CMS editor. */
export const isStaff: Access = ({ req: { user } }) => Boolean(user)
