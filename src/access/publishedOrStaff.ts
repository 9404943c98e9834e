import type { Access } from 'payload'

/** Visitors read published documents (Payload's drafts `_status`); anyone signed in reads drafts too. */
export const publishedOrStaff: Access = ({ req: { user } }) => (user ? true : { _status: { equals: 'published' } })
