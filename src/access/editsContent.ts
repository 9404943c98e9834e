import type { Access } from 'payload'

/** The site's content (posts, media, portfolio, people, pages): admins and editors; partners only work leads. */
export const editsContent: Access = ({ req: { user } }) => user?.role === 'admin' || user?.role === 'editor'
