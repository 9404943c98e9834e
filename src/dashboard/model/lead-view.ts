import type { AssessmentSort, InquirySort } from '@/contracts/lead-inbox'
import type { LeadTab } from '@/contracts/lead-kinds'
import { paramsWithTab } from '@/dashboard/model/dashboard-tab'
import { INQUIRY_TYPES } from '@/contracts/enumerations'
import { CHANNELS } from '@/lib/channels'
import { MAX_ASSESSMENT_SCORE, REVENUE_RANGES } from '@/lib/assessment/options'
import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'

/**
 * What a lead table shows (page, page size, sort, search, filters, trash), kept in the dashboard's
 * URL (`/admin?tab=assessments&page=2&sort=-score&q=acme`), so a reload or a shared link opens the
 * same view. Values the dashboard does not offer read as their default, never as an error.
 */

export type LeadKind = LeadTab

export const PAGE_SIZES = [25, 50, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 50

type SortableColumn = { key: string; field: AssessmentSort | InquirySort }

/** The sortable columns of each table: `key` in the URL, `field` the API's sort key. */
const SORTABLE: Record<LeadKind, readonly SortableColumn[]> = {
  assessments: [
    { key: 'business', field: 'businessName' },
    { key: 'contact', field: 'contactName' },
    { key: 'industry', field: 'industry' },
    { key: 'location', field: 'location' },
    { key: 'revenue', field: 'annualRevenue' },
    { key: 'score', field: 'totalScore' },
    { key: 'ltvcac', field: 'ltvCac' },
    { key: 'status', field: 'status' },
    { key: 'date', field: 'createdAt' },
  ] satisfies { key: string; field: AssessmentSort }[],
  inquiries: [
    { key: 'name', field: 'name' },
    { key: 'industry', field: 'industry' },
    { key: 'type', field: 'inquiryType' },
    { key: 'status', field: 'status' },
    { key: 'date', field: 'createdAt' },
  ] satisfies { key: string; field: InquirySort }[],
}

export type Sort = { key: string; descending: boolean }
/** Newest first, as the lists have always been. */
export const DEFAULT_SORT: Sort = { key: 'date', descending: true }

export type LeadView = {
  /** 1-based. */
  page: number
  size: number
  sort: Sort
  q: string
  revenue: string | null
  type: string | null
  status: string | null
  minScore: number | null
  /** Owned by this CMS user ("My leads"). */
  owner: string | null
  /** A follow-up day today or earlier. */
  due: boolean
  /** The person answered by e-mail and awaits a partner's reply. */
  awaiting: boolean
  /** Where the leads came from (their visit's first touch) and when. */
  origin: LeadOrigin
  trash: boolean
}

/**
 * The inbox's filters by where a lead came from: created between two days (inclusive, in the site's
 * time zone as the API reads them), the channel, source (as Leads by source names it), campaign and first page.
 */
export type LeadOrigin = {
  from: string | null
  to: string | null
  channel: string | null
  source: string | null
  campaign: string | null
  page: string | null
}

/** Each origin filter's URL parameter (distinct from the Analytics tab's own `from`, `source`, …) and API parameter. */
const ORIGIN_PARAMS = {
  from: { url: 'createdFrom', api: 'from' },
  to: { url: 'createdTo', api: 'to' },
  channel: { url: 'originChannel', api: 'channel' },
  source: { url: 'originSource', api: 'source' },
  campaign: { url: 'originCampaign', api: 'campaign' },
  page: { url: 'originPage', api: 'entryPage' },
} as const satisfies Record<keyof LeadOrigin, { url: string; api: string }>

export const NO_ORIGIN: LeadOrigin = { from: null, to: null, channel: null, source: null, campaign: null, page: null }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ORIGIN_TEXT_MAX = 200

function readOrigin(params: URLSearchParams): LeadOrigin {
  const get = (key: keyof LeadOrigin) => params.get(ORIGIN_PARAMS[key].url)?.trim().slice(0, ORIGIN_TEXT_MAX) || null
  const day = (key: 'from' | 'to') => (DAY.test(get(key) ?? '') ? get(key) : null)
  const page = get('page')
  return {
    from: day('from'),
    to: day('to'),
    channel: oneOf(CHANNELS, get('channel')),
    source: get('source'),
    campaign: get('campaign'),
    page: page?.startsWith('/') ? page : null,
  }
}

/** The parameters of one table's view; the tab, the search and the revenue filter are the dashboard's. */
const TABLE_PARAMS = [
  'page',
  'size',
  'sort',
  'type',
  'status',
  'minScore',
  'owner',
  'due',
  'awaiting',
  'view',
  ...Object.values(ORIGIN_PARAMS).map((param) => param.url),
] as const

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}

function readSort(kind: LeadKind, value: string | null): Sort {
  if (!value) return DEFAULT_SORT
  const descending = value.startsWith('-')
  const key = descending ? value.slice(1) : value
  return SORTABLE[kind].some((column) => column.key === key) ? { key, descending } : DEFAULT_SORT
}

const writeSort = (sort: Sort) => `${sort.descending ? '-' : ''}${sort.key}`
const sameSort = (a: Sort, b: Sort) => a.key === b.key && a.descending === b.descending

/** The view of a table as the URL says (`search` is the older name of `q`, used by the leads' e-mail links). */
export function readLeadView(kind: LeadKind, params: URLSearchParams, statuses: readonly string[]): LeadView {
  const size = positiveInt(params.get('size'))
  const minScore = params.get('minScore')
  const score = minScore !== null && /^\d{1,2}$/.test(minScore) ? Number(minScore) : null
  return {
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: readSort(kind, params.get('sort')),
    q: (params.get('q') ?? params.get('search') ?? '').slice(0, 200),
    revenue: oneOf(REVENUE_RANGES, params.get('revenue')),
    type: kind === 'inquiries' ? oneOf(INQUIRY_TYPES, params.get('type')) : null,
    status: oneOf(statuses, params.get('status')),
    minScore: kind === 'assessments' && score !== null && score <= MAX_ASSESSMENT_SCORE ? score : null,
    owner: /^[\w-]{1,64}$/.test(params.get('owner') ?? '') ? params.get('owner') : null,
    due: params.get('due') === '1',
    awaiting: params.get('awaiting') === '1',
    origin: readOrigin(params),
    trash: params.get('view') === 'trash',
  }
}

/**
 * The query string after `change`: defaults are left out, and any change but the page's starts
 * again at page 1 (page 3 of another filter is another set of rows).
 */
export function writeLeadView(params: URLSearchParams, current: LeadView, change: Partial<LeadView>): string {
  const next = { ...current, ...change }
  if (!('page' in change)) next.page = 1
  const out = new URLSearchParams(params)
  out.delete('search')
  const set = (name: string, value: string | null) => (value === null ? out.delete(name) : out.set(name, value))
  set('page', next.page > 1 ? String(next.page) : null)
  set('size', next.size !== DEFAULT_PAGE_SIZE ? String(next.size) : null)
  set('sort', sameSort(next.sort, DEFAULT_SORT) ? null : writeSort(next.sort))
  set('q', next.q.trim() ? next.q : null)
  set('revenue', next.revenue)
  set('type', next.type)
  set('status', next.status)
  set('minScore', next.minScore === null ? null : String(next.minScore))
  set('owner', next.owner)
  set('due', next.due ? '1' : null)
  set('awaiting', next.awaiting ? '1' : null)
  for (const key of Object.keys(ORIGIN_PARAMS) as (keyof LeadOrigin)[]) set(ORIGIN_PARAMS[key].url, next.origin[key])
  set('view', next.trash ? 'trash' : null)
  const query = out.toString()
  return query ? `?${query}` : ''
}

/** The URL without one table's own parameters, for opening another tab (the search and revenue filter stay). */
export function withoutTableParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params)
  for (const name of TABLE_PARAMS) out.delete(name)
  return out
}

/** The next sort after a click on a column's header: a new column sorts ascending, the sorted one flips. */
export const toggledSort = (current: Sort, key: string): Sort =>
  current.key === key ? { key, descending: !current.descending } : { key, descending: false }

/** The API's sort parameter for the view (`-totalScore`). */
export function apiSort(kind: LeadKind, sort: Sort): string {
  const column = SORTABLE[kind].find((candidate) => candidate.key === sort.key) ?? SORTABLE[kind].at(-1)!
  return `${sort.descending ? '-' : ''}${column.field}`
}

/**
 * The query string after a click on the High Potential card: the assessments scoring 70 or more
 * (from their first page, the search and revenue filter kept), or, when they are shown, all again.
 */
export function highPotentialQuery(params: URLSearchParams, statuses: readonly string[]): string {
  const onAssessments = (params.get('tab') ?? 'assessments') === 'assessments'
  const base = new URLSearchParams(paramsWithTab(onAssessments ? params : withoutTableParams(params), 'assessments'))
  const view = readLeadView('assessments', base, statuses)
  const shown = onAssessments && view.minScore === HIGH_POTENTIAL_MIN_SCORE
  return writeLeadView(base, view, { minScore: shown ? null : HIGH_POTENTIAL_MIN_SCORE })
}

/** The origin filters as the list API's parameters. */
export function originApiParams(origin: LeadOrigin): [string, string][] {
  return (Object.keys(ORIGIN_PARAMS) as (keyof LeadOrigin)[]).flatMap((key) => {
    const value = origin[key]
    return value === null ? [] : [[ORIGIN_PARAMS[key].api, value] as [string, string]]
  })
}

/**
 * The dashboard link of a Leads by source row: the tab of the leads it has (assessments first),
 * filtered to the source and, unless the period is all time, to its days.
 */
export function leadsBySourceHref(
  row: { source: string; assessments: number },
  period: { from: string; to: string } | null,
  statuses: readonly string[],
): string {
  const kind: LeadKind = row.assessments > 0 ? 'assessments' : 'inquiries'
  const base = new URLSearchParams(paramsWithTab(new URLSearchParams(), kind))
  const origin = { ...NO_ORIGIN, source: row.source, from: period?.from ?? null, to: period?.to ?? null }
  return `/admin${writeLeadView(base, readLeadView(kind, base, statuses), { origin })}`
}
