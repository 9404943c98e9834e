export type BusinessEvent = 'contact_submitted' | 'assessment_completed'

declare global {
  interface Window {
    /** Defined by the first-party analytics tracker on public pages. */
    trackEvent?: (name: BusinessEvent) => void
  }
}

/** Records a business event through the analytics tracker, when it is present. */
export function track(name: BusinessEvent): void {
  if (typeof window !== 'undefined') window.trackEvent?.(name)
}
