export const SCROLL_DELAY_MS = 100

/** Smoothly scrolls to the element with this id, if the page has one. */
export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
}

/**
 * The section id a URL hash names (`#about`, `#caf%C3%A9`). A hash that is not valid percent-encoding
 * (`#100%`, typed or pasted by a visitor) is taken literally rather than breaking the page.
 */
export function sectionFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
