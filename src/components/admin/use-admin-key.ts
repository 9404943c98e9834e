'use client'

import { useCallback, useEffect, useState } from 'react'

import { clearStoredKey, readStoredKey, storeKey } from './api-key-storage'

export type GateStatus = 'checking' | 'logged-out' | 'validating' | 'authenticated'

const INVALID = 'Invalid API key'
const UNREACHABLE = 'Unable to validate API key'

/** After too many failed attempts from this address, how long to wait (Retry-After is in seconds). */
export function waitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

type Verdict = 'valid' | 'invalid' | { lockedForSeconds: number }

/** POST /api/admin/validate: only an OK answer counts; a thrown fetch means the check could not run. */
async function validate(apiKey: string): Promise<Verdict> {
  const response = await fetch('/api/admin/validate', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiKey }),
  })
  if (response.status === 429) return { lockedForSeconds: Number(response.headers.get('retry-after')) || 60 }
  return response.ok ? 'valid' : 'invalid'
}

type Outcome = { status: 'logged-out' | 'authenticated'; error: string | null }

/**
 * Validates a key: accepted keys are stored, rejected ones cleared; a locked-out address (the key
 * was not even compared) and an unreachable check change nothing.
 */
async function attempt(key: string): Promise<Outcome> {
  try {
    const verdict = await validate(key)
    if (verdict === 'valid') {
      storeKey(key)
      return { status: 'authenticated', error: null }
    }
    if (verdict !== 'invalid') return { status: 'logged-out', error: waitMessage(verdict.lockedForSeconds) }
    clearStoredKey()
    return { status: 'logged-out', error: INVALID }
  } catch {
    return { status: 'logged-out', error: UNREACHABLE }
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
