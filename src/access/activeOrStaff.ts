import type { Access } from 'payload'

export const activeOrStaff: Access = ({ req: { user } }) => (user ? true : { isActive: { equals: true } })
