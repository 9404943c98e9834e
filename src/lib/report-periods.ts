/**
 * Which e-mailed analytics reports fall on a local day, and the periods they cover: weekly on
 * Mondays (the 7 days before, against the 7 before those), monthly on the 1st (the month before,
 * against the month before it). Days are YYYY-MM-DD in the site's time zone; pure calendar arithmetic.
 */
export type ReportSpan = {
  kind: 'weekly' | 'monthly'
  from: string
  to: string
  previous: { from: string; to: string }
}

const DAY_MS = 86_400_000
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const monthStart = (day: string, monthsBack: number) => {
  const [year, month] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1 - monthsBack, 1)).toISOString().slice(0, 10)
}

export function reportsDueOn(day: string): ReportSpan[] {
  const due: ReportSpan[] = []
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 1)
    due.push({
      kind: 'weekly',
      from: shift(day, -7),
      to: shift(day, -1),
      previous: { from: shift(day, -14), to: shift(day, -8) },
    })
  if (day.endsWith('-01')) {
    const from = monthStart(day, 1)
    const previousFrom = monthStart(day, 2)
    due.push({ kind: 'monthly', from, to: shift(day, -1), previous: { from: previousFrom, to: shift(from, -1) } })
  }
  return due
}
