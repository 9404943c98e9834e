const longUsDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** Public date style: "July 5, 2025" (UTC, so the server-rendered page reads the same everywhere). */
export const formatLongDate = (iso: string): string => longUsDate.format(new Date(iso))
