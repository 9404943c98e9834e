'use client'

import { useEffect, useRef } from 'react'

/**
 * A panel or inline form that opens somewhere on a long page: on mount it scrolls into view and
 * takes focus (the element matching `focusSelector` inside it, else the element itself, which then
 * needs tabIndex -1). When it closes, focus goes back to what had it before (the button that opened it).
 */
export function useReveal<T extends HTMLElement>(focusSelector?: string) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    const target = (focusSelector && element.querySelector<HTMLElement>(focusSelector)) || element
    target.focus({ preventScroll: true })
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [focusSelector])
  return ref
}
