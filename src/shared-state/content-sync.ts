import type { Payload } from 'payload'

import { onShutdown } from '@/lib/shutdown'

import { sharedState } from '.'

/** The signal bumped whenever public content changes. */
const CONTENT_SIGNAL = 'public-content'
const POLL_MS = 2000

/** Tells every instance that public content changed; a failure is logged, never raised into the change. */
export function announceContentChange(payload: Payload): void {
  void sharedState(payload)
    .signals.bump(CONTENT_SIGNAL)
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Could not announce a content change' }))
}

const registry = globalThis as { __contentSync?: NodeJS.Timeout }

/**
 * Every instance renders and keeps its own copy of the statically generated pages, and a change
 * re-renders them only on the instance that made it. So each web instance watches the content
 * signal and, when it moves, marks its pages stale through its own /api/revalidate (Next.js
 * revalidates only inside a request): other instances show a change within a few seconds.
 */
export function startContentSync(payload: Payload, selfUrl: string, adminKey: string): void {
  if (registry.__contentSync) return
  const { signals } = sharedState(payload)
  let seen: number | undefined
  const poll = async () => {
    const version = await signals.read(CONTENT_SIGNAL)
    if (seen !== undefined && version !== seen) {
      const response = await fetch(`${selfUrl}/api/revalidate`, { method: 'POST', headers: { 'x-api-key': adminKey } })
      if (!response.ok) throw new Error(`Revalidation failed: ${response.status}`)
    }
    seen = version
  }
  const timer = setInterval(
    () => void poll().catch((error: unknown) => payload.logger.error({ err: error, msg: 'Content sync failed' })),
    POLL_MS,
  )
  timer.unref()
  registry.__contentSync = timer
  onShutdown('content-sync', async () => clearInterval(timer))
}
