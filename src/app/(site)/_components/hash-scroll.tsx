'use client'

import { useEffect } from 'react'

import { SCROLL_DELAY_MS, scrollToSection } from './scroll-to-section'

/** Scrolls smoothly to the section named in the URL hash, on load and on every hash change, after a short delay. */
export function HashScroll() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const scrollToHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      if (!id) return
      clearTimeout(timer)
      timer = setTimeout(() => scrollToSection(id), SCROLL_DELAY_MS)
    }
    scrollToHash()
    window.addEventListener('hashchange', scrollToHash)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('hashchange', scrollToHash)
    }
  }, [])
  return null
}
