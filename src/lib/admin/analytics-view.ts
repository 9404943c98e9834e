/** How the Analytics tab reads the summaries: fixed row counts, one-decimal percentages, whole minutes. */

export const pageLabel = (path: string) => (path === '/' ? 'Home Page' : path)

export const referrerLabel = (referrer: string) =>
  referrer === 'direct' ? 'Direct Traffic' : referrer.trim() === '' ? 'Unknown' : referrer

export const countryLabel = (country: string) => (country.trim() === '' ? 'Unknown' : country)

export const oneDecimal = (value: number) => `${(Math.round(value * 10) / 10).toFixed(1)}%`

export const wholeMinutes = (seconds: number) => `${Math.round(seconds / 60)}m`

/** The busiest hour of the 24 (the first on a tie), or null when there was no traffic. */
export function peakHour(hours: readonly { hour: number; visitors: number }[]): { hour: number; visitors: number } | null {
  const peak = hours.reduce<{ hour: number; visitors: number } | null>(
    (best, row) => (row.visitors > (best?.visitors ?? 0) ? row : best),
    null,
  )
  return peak
}

/** 24 bars, hour 0 to 23, missing hours as 0. */
export function hourlyBars(hours: readonly { hour: number; visitors: number }[]): number[] {
  const bars = new Array<number>(24).fill(0)
  for (const row of hours) if (row.hour >= 0 && row.hour < 24) bars[row.hour] += row.visitors
  return bars
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`
