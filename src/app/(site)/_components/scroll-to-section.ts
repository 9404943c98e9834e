export const SCROLL_DELAY_MS = 100

/** Smoothly scrolls to the element with this id, if the page has one. */
export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
}
