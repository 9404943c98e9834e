/** How the Analytics tab reads the summaries: fixed row counts, one-decimal percentages, whole minutes. */

export const pageLabel = (path: string) => (path === '/' ? 'Home Page' : path)

export const referrerLabel = (referrer: string) =>
  referrer === 'direct' ? 'Direct Traffic' : referrer.trim() === '' ? 'Unknown' : referrer

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })

/** The flag emoji of a two-letter country code (its regional indicator letters). */
const countryFlag = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))

/** A country with its flag and English name ('🇺🇸 United States'); '' is Unknown. */
export function countryLabel(country: string): string {
  const code = country.trim()
  if (code === '') return 'Unknown'
  if (!/^[A-Z]{2}$/.test(code)) return code
  let name = code
  try {
    name = regionNames.of(code) ?? code
  } catch {
    // A code Intl does not accept is shown as it is.
  }
  return `${countryFlag(code)} ${name}`
}

export const oneDecimal = (value: number) => `${(Math.round(value * 10) / 10).toFixed(1)}%`

export const wholeMinutes = (seconds: number) => `${Math.round(seconds / 60)}m`

/** The busiest hour of the 24 (the first on a tie), or null when there was no traffic. */
export function peakHour(
  hours: readonly { hour: number; visitors: number }[],
): { hour: number; visitors: number } | null {
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

/**
 * A card's change against the previous period: '+12.4%' / '-3.0%' relative to it, 'New' when the
 * previous period had none, '0.0%' when both are zero; percentage points for rates ('+1.5 pp').
 */
export function changeLabel(current: number, previous: number, kind: 'relative' | 'points' = 'relative'): string {
  const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '-' : '')
  if (kind === 'points') {
    const points = Math.round((current - previous) * 10) / 10
    return `${sign(points)}${Math.abs(points).toFixed(1)} pp`
  }
  if (previous === 0) return current === 0 ? '0.0%' : 'New'
  const change = Math.round(((current - previous) / previous) * 1000) / 10
  return `${sign(change)}${Math.abs(change).toFixed(1)}%`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A trend point's axis label: '14:00', 'Mar 8' or 'Mar 2026'. */
export function trendLabel(date: string, granularity: 'hour' | 'day' | 'month'): string {
  if (granularity === 'hour') return date.slice(11, 16)
  const month = MONTHS[Number(date.slice(5, 7)) - 1]
  return granularity === 'day' ? `${month} ${Number(date.slice(8, 10))}` : `${month} ${date.slice(0, 4)}`
}

const GOAL_LABELS: Record<string, string> = {
  assessment_started: 'Assessment started',
  assessment_completed: 'Assessment completed',
  contact_submitted: 'Contact form sent',
  meeting_booked: 'Meeting booked',
}

export const goalLabel = (goal: string) => GOAL_LABELS[goal] ?? goal

type Touch =
  | {
      channel?: string | null
      source?: string | null
      campaign?: string | null
      referrerHost?: string | null
      entryPage?: string | null
    }
  | null
  | undefined

/** A lead's first touch in one line ('Email · newsletter · spring letter', 'Organic Search · google.com'); null when none was recorded. */
export function attributionLabel(touch: Touch): string | null {
  if (!touch?.channel) return null
  return [touch.channel, touch.source || touch.referrerHost, touch.campaign].filter(Boolean).join(' · ')
}

type SourceConversion = {
  value: string
  visits: number
  inquiries: number
  assessments: number
  highPotential: number
  leadRate: number
}
type SourceOutcomes<Outcome extends string> = {
  source: string
  inquiries: number
  assessments: number
  highPotential: number
  reached: Record<Outcome, number>
  meetings?: number
}

/** One row of the Leads by Source card; `visits` null when the leads' visits recorded no source. */
export type SourceCardRow<Outcome extends string> = Omit<SourceConversion, 'visits'> & {
  visits: number | null
  reached: Record<Outcome, number> | null
  /** Meetings booked from the source's assessments. */
  meetings: number
}

/**
 * The one Leads by Source card: each source's visits, leads and share of visits that produced one
 * (the conversion rows, in their order), with the outcomes its leads reached; then the leads whose
 * source is not among them (none recorded, or past the list's length), with their counts only.
 */
export function sourceCardRows<Outcome extends string>(
  conversions: readonly SourceConversion[],
  outcomes: readonly SourceOutcomes<Outcome>[],
): SourceCardRow<Outcome>[] {
  const bySource = new Map(outcomes.map((row) => [row.source, row]))
  const shown = new Set(conversions.map((row) => row.value))
  return [
    ...conversions.map((row) => ({
      ...row,
      reached: bySource.get(row.value)?.reached ?? null,
      meetings: bySource.get(row.value)?.meetings ?? 0,
    })),
    ...outcomes
      .filter((row) => !shown.has(row.source))
      .map((row) => ({
        value: row.source,
        visits: null,
        inquiries: row.inquiries,
        assessments: row.assessments,
        highPotential: row.highPotential,
        leadRate: 0,
        reached: row.reached,
        meetings: row.meetings ?? 0,
      })),
  ]
}

/**
 * The funnel's stages up to the last one anyone reached (none when nobody started): the steps after
 * it would only be rows of zeros.
 */
export function funnelShown<Stage extends { visitors: number }>(stages: readonly Stage[]): Stage[] {
  const last = stages.findLastIndex((stage) => stage.visitors > 0)
  return stages.slice(0, last + 1)
}
