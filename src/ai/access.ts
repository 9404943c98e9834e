import type { TypedUser } from 'payload'

/** Local API options: the caller's own rights, or the system's (background jobs) when there is none. */
export const accessFor = (user?: TypedUser | null) =>
  user ? { user, overrideAccess: false as const } : { overrideAccess: true as const }
