'use client'

import { useCallback, useEffect, useState } from 'react'

import { validateKey } from './api/admin-key'
import { keyCheckFailure } from './api/failures'
import { clearStoredKey, readStoredKey, storeKey } from './api/key-storage'

export type GateStatus = 'checking' | 'logged-out' | 'validating' | 'authenticated'

type Outcome = { status: 'logged-out' | 'authenticated'; error: string | null }

/** Validates a key: accepted keys are stored, refused ones cleared, an unreachable check changes nothing. */
async function attempt(key: string): Promise<Outcome> {
  try {
    await validateKey(key)
    storeKey(key)
    return { status: 'authenticated', error: null }
  } catch (error) {
    const { refused, message } = keyCheckFailure(error)
    if (refused) clearStoredKey()
    return { status: 'logged-out', error: message }
  }
}

/** The admin gate's state machine; 'checking' is the automatic check of a stored key at load. */
export function useAdminKey() {
  const [status, setStatus] = useState<GateStatus>('checking')
  const [error, setError] = useState<string | null>(null)
  const apply = useCallback((outcome: Outcome) => {
    setStatus(outcome.status)
    setError(outcome.error)
  }, [])

  useEffect(() => {
    let current = true
    const stored = readStoredKey()
    void (async () => {
      const outcome: Outcome = stored ? await attempt(stored) : { status: 'logged-out', error: null }
      if (current) apply(outcome)
    })()
    return () => {
      current = false
    }
  }, [apply])

  const login = useCallback(
    async (rawKey: string) => {
      const key = rawKey.trim()
      if (!key) return
      setStatus('validating')
      setError(null)
      apply(await attempt(key))
    },
    [apply],
  )

  const logout = useCallback(() => {
    clearStoredKey()
    apply({ status: 'logged-out', error: null })
  }, [apply])

  return { status, error, login, logout }
}
