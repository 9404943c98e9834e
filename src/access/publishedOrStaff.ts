import type { Access } from 'payload'

export const publishedOrStaff: Access = ({ req: { user } }) => (user ? true : { isPublished: { equals: true } })
