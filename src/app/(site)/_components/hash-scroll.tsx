'use client'

import { useEffect } from 'react'

import { SCROLL_DELAY_MS, scrollToSection, sectionFromHash } from './scroll-to-section'

/** Scrolls smoothly to the section named in the URL hash, on load and on every hash change, after a short delay. */
export function HashScroll() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const scrollToHash = () => {
      const id = sectionFromHash(window.location.hash)
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
