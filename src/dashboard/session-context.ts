'use client'

import { createContext, useContext } from 'react'

import type { Identity } from './use-admin-key'

/** Who is signed in, for the dashboard's header (set by the gate). */
export const IdentityContext = createContext<Identity | null>(null)
export const useIdentity = () => useContext(IdentityContext)
