'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { validateKey } from './api/admin-key'
import { keyCheckFailure } from './api/failures'
import { clearStoredKey, readStoredKey, setCmsSession, storeKey } from './api/key-storage'
import { type CmsUser, readCmsSession, signOutOfCms } from './api/session'

type GateStatus = 'checking' | 'logged-out' | 'validating' | 'authenticated'

/** Who is using the dashboard: the holder of the shared key, or a partner signed in with a CMS account. */
export type Identity = { kind: 'key' } | { kind: 'cms'; user: CmsUser }

type Outcome =
  { status: 'logged-out'; error: string | null } | { status: 'authenticated'; error: null; identity: Identity }

/** The refusal shown when a CMS account without the admin role is signed in. */
const NOT_AN_ADMIN = 'Your CMS account is not an admin account'

/** Validates a key: accepted keys are stored, refused ones cleared, an unreachable check changes nothing. */
async function attempt(key: string): Promise<Outcome> {
  try {
    await validateKey(key)
    storeKey(key)
    return { status: 'authenticated', error: null, identity: { kind: 'key' } }
  } catch (error) {
    const { refused, message } = keyCheckFailure(error)
    if (refused) clearStoredKey()
    return { status: 'logged-out', error: message }
  }
}

/** The CMS session, when one is open: an admin's opens the dashboard, an editor's is refused with NOT_AN_ADMIN. */
async function cmsSession(): Promise<Outcome | null> {
  const session = await readCmsSession().catch(() => null)
  if (!session?.user) return null
  if (!session.canReadLeads) return { status: 'logged-out', error: NOT_AN_ADMIN }
  return { status: 'authenticated', error: null, identity: { kind: 'cms', user: session.user } }
}

/**
 * The admin gate's state machine; 'checking' is the automatic check of a stored key at load. An
 * open CMS session is looked up beside it: an admin's opens the dashboard (it names the partner),
 * but never while the admin is typing a key in or one is being checked.
 */
export function useAdminKey() {
  const [status, setStatus] = useState<GateStatus>('checking')
  const [error, setError] = useState<string | null>(null)
  const [identity, setIdentity] = useState<Identity | null>(null)
  const statusRef = useRef(status)
  const apply = useCallback((outcome: Outcome) => {
    statusRef.current = outcome.status
    setStatus(outcome.status)
    setError(outcome.error)
    const next = outcome.status === 'authenticated' ? outcome.identity : null
    setCmsSession(next?.kind === 'cms')
    setIdentity(next)
  }, [])

  useEffect(() => {
    let current = true
    const stored = readStoredKey()
    void (async () => {
      // Without a stored key the form is usable at once; the session is looked up meanwhile.
      if (!stored) apply({ status: 'logged-out', error: null })
      const [session, keyOutcome] = await Promise.all([cmsSession(), stored ? attempt(stored) : null])
      if (!current) return
      if (session?.status === 'authenticated') apply(session)
      else if (keyOutcome) apply(keyOutcome)
      else if (session && statusRef.current === 'logged-out') apply(session)
    })()
    return () => {
      current = false
    }
  }, [apply])

  const login = useCallback(
    async (rawKey: string) => {
      const key = rawKey.trim()
      if (!key) return
      statusRef.current = 'validating'
      setStatus('validating')
      setError(null)
      apply(await attempt(key))
    },
    [apply],
  )

  /** Clears the key, and ends the CMS session when the dashboard was opened with it. */
  const logout = useCallback(async () => {
    clearStoredKey()
    if (identity?.kind === 'cms') await signOutOfCms().catch(() => undefined)
    apply({ status: 'logged-out', error: null })
  }, [apply, identity])

  return { status, error, identity, login, logout }
}
