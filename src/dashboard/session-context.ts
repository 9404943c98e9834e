'use client'

import { createContext, useContext } from 'react'

import type { Identity } from './use-admin-key'

/** Who is signed in, for the dashboard's header (set by the gate). */
export const IdentityContext = createContext<Identity | null>(null)
export const useIdentity = () => useContext(IdentityContext)

/** The signed-in CMS user's role; null for the shared key (which may do everything). */
export const useRole = (): string | null => {
  const identity = useIdentity()
  return identity?.kind === 'cms' ? identity.user.role : null
}
