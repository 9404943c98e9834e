import type { Goal } from '@/contracts/analytics-event'

/** The goals a page records (not_found is the 404 page's own). */
type TrackedGoal = Goal

type TrackEvent = (name: TrackedGoal, step?: number) => void

declare global {
  interface Window {
    /** Defined by the first-party analytics tracker on public pages. */
    trackEvent?: TrackEvent
    /** Calls made before the tracker loaded; it sends them when it starts. */
    __lcpQueue?: [TrackedGoal, number | undefined][]
  }
}

/**
 * Records a goal through the analytics tracker; before the tracker has loaded (it is deferred)
 * the call waits for it. `step` numbers an assessment_step.
 */
export function track(name: TrackedGoal, step?: number): void {
  if (typeof window === 'undefined') return
  if (window.trackEvent) window.trackEvent(name, step)
  else (window.__lcpQueue ??= []).push([name, step])
}

/** The key under which the tracker keeps the visit's first touch in the tab (see attribution.ts). */
const FIRST_TOUCH_STORAGE_KEY = 'lcp_touch'

/**
 * The visit's first touch as the tracker kept it in this tab, to send as a lead's `attribution`
 * (the server validates it with `firstTouch()`); null when there is none (staff, no tracker).
 */
export function firstTouchFromTab(): unknown {
  try {
    const stored = window.sessionStorage.getItem(FIRST_TOUCH_STORAGE_KEY)
    return stored ? JSON.parse(stored) : null
  } catch {
    return null
  }
}
