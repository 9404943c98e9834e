/**
 * The lead inbox: server-side lists of assessments and contact inquiries (paging, sorting,
 * filtering), the summary cards, triage (status, owner, notes), the trash and the CSV export.
 * The endpoints, the dashboard's client and the tests all read this file; the routes and their
 * answers are described in docs/api.md (section "Lead inbox").
 */
import { z } from './zod'

import { CHANNELS } from '@/lib/channels'
import { INQUIRY_TYPES } from './enumerations'
import { MAX_ASSESSMENT_SCORE, REVENUE_RANGES } from '@/lib/assessment/options'
import { isCalendarDay } from '@/lib/calendar-day'
import type { Assessment, ContactInquiry } from '@/payload-types'

import { invalidFieldsHeaderValue, INVALID_FIELDS_HEADER } from './errors'
import { idSchema } from './ids'
import { ATTRIBUTION_LIMITS } from './lead-attribution'
import { kindOfCollection, LEAD_KIND_TABLE, type LeadCollectionSlug } from './lead-kinds'

// ---------------------------------------------------------------------------------------------
// Triage: status pipeline, owner, notes
// ---------------------------------------------------------------------------------------------

/** The pipeline of a lead, in order; stored values (new leads start at 'new'). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'in_diligence', 'passed', 'invested'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
/** The pipeline's outcomes, in order, that Leads by source counts: a lead that reached one also reached those before it. */
export const LEAD_OUTCOMES = ['qualified', 'in_diligence', 'invested'] as const satisfies readonly LeadStatus[]
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number]
export const DEFAULT_LEAD_STATUS: LeadStatus = 'new'

/** A lead's status; a MongoDB lead stored before triage existed has none and is New. */
export const leadStatusOf = (lead: { status?: LeadStatus | null }): LeadStatus => lead.status ?? DEFAULT_LEAD_STATUS

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  in_diligence: 'In diligence',
  passed: 'Passed',
  invested: 'Invested',
}

/** Longest owner name or e-mail, in characters. */
export const OWNER_MAX_LENGTH = 120
/** Longest note, in characters. */
export const NOTE_MAX_LENGTH = 5000
/** Body of PATCH (status/owner) and POST notes. */
export const TRIAGE_BODY_BYTES = 32 * 1024

/** Who did something with the shared key rather than a CMS account. */
export const API_KEY_AUTHOR = 'API key'

/**
 * An owner as a triage body names it: a user's id; or, as before owners were users, text — an
 * owner's e-mail or name (matched without regard to case); `""` clears like null.
 */
const ownerRef = z.union([idSchema, z.string().trim().max(OWNER_MAX_LENGTH)])

/** A calendar day, YYYY-MM-DD, in the site's time zone. */
const calendarDay = z.string().refine(isCalendarDay, 'must be a date (YYYY-MM-DD)')

/**
 * PATCH /api/assessments/{id} and /api/contact/{id}: the status, the owner (a CMS user who works
 * leads, by id; null clears it) and/or the follow-up day (null clears it); at least one.
 */
export const leadTriageSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    owner: ownerRef.nullable().optional(),
    followUpOn: calendarDay.nullable().optional(),
  })
  .refine((data) => data.status !== undefined || data.owner !== undefined || data.followUpOn !== undefined, {
    message: 'No fields to update',
    path: ['body'],
  })
export type LeadTriageInput = z.input<typeof leadTriageSchema>
export type LeadTriageData = z.output<typeof leadTriageSchema>

/** POST /api/assessments/{id}/notes and /api/contact/{id}/notes: the note, plain text (never HTML). */
export const leadNoteSchema = z.object({ text: z.string().trim().min(1).max(NOTE_MAX_LENGTH) })
export type LeadNoteInput = z.input<typeof leadNoteSchema>

/**
 * One entry of a lead's history, append-only: a partner's note, or a status / owner / follow-up
 * change (`from` and `to` are stored values, an owner by name; null = none). `author` is the CMS user's name (or e-mail),
 * or 'API key'.
 */
export type LeadNote = {
  id: number | string
  type: (typeof LEAD_NOTE_TYPES)[number]
  /** The note's text; '' for a change. */
  text: string
  from: string | null
  to: string | null
  author: string
  createdAt: string
}
export const LEAD_NOTE_TYPES = ['note', 'status', 'owner', 'followUp', 'deal'] as const

/** Every listed lead carries `status` and `owner` (and `deletedAt` once trashed) besides its fields. */
export type AssessmentLead = Assessment
export type InquiryLead = ContactInquiry

// ---------------------------------------------------------------------------------------------
// Lists: GET /api/assessments, /api/contact and their /trash, /export
// ---------------------------------------------------------------------------------------------

/** Rows per page: at most 200; 25 when `page` is given without `limit`. */
export const MAX_PAGE_LIMIT = 200
export const DEFAULT_PAGE_LIMIT = 25
/** Longest search text, in characters. */
export const SEARCH_MAX_LENGTH = 200

/**
 * Sort keys (the tables' columns), ascending; `-key` descending. Ties are broken by newest first.
 * Assessments: Business, Contact, Industry, Location (city), Revenue (band order, not
 * alphabetical), Score (also the Rating column), LTV/CAC (leads without a ratio last), Date,
 * Status (pipeline order), Owner, and the attribution's channel and source.
 */
/** The columns both tables sort by, after their own. */
const LEAD_SORTS = ['createdAt', 'status', 'owner', 'channel', 'source'] as const
export const ASSESSMENT_SORTS = [
  'businessName',
  'contactName',
  'industry',
  'location',
  'annualRevenue',
  'totalScore',
  'ltvCac',
  ...LEAD_SORTS,
] as const
/** Inquiries: name (the first name), e-mail, industry, type, date, status, owner, channel, source. */
export const INQUIRY_SORTS = ['name', 'email', 'industry', 'inquiryType', ...LEAD_SORTS] as const
/** The trash lists also sort by when a lead was deleted (their default, newest first). */
export const TRASH_SORT = 'deletedAt'
export type AssessmentSort = (typeof ASSESSMENT_SORTS)[number]
export type InquirySort = (typeof INQUIRY_SORTS)[number]
export const DEFAULT_SORT = '-createdAt'
export const DEFAULT_TRASH_SORT = '-deletedAt'

export type LeadKindSlug = LeadCollectionSlug

/** A bound of the creation date: a calendar day (YYYY-MM-DD, in the site's time zone) or an instant. */
export type DateBound = string | Date

/** The query parameters of a list, export or trash list; all optional, each at most once. */
export type LeadListQuery = {
  page: number
  limit: number
  sort: string
  /** Every word must appear in the name, e-mail or business (assessments) / website (inquiries). */
  q?: string
  status?: LeadStatus
  /** Created on or after: a day (YYYY-MM-DD, from its start in the site's time zone) or an instant. */
  from?: DateBound
  /** Created on or before: a day (YYYY-MM-DD, the whole day in the site's time zone) or an instant. */
  to?: DateBound
  channel?: (typeof CHANNELS)[number]
  /** As Leads by source names it: utm_source, else the referrer's host, else `direct`. */
  source?: string
  medium?: string
  campaign?: string
  /** The first page of the visit. */
  entryPage?: string
  /** Assessments only. */
  revenue?: (typeof REVENUE_RANGES)[number]
  /** Assessments only: totalScore ≥ minScore (0–84); the High Potential card sets 70. */
  minScore?: number
  /** Inquiries only. */
  type?: (typeof INQUIRY_TYPES)[number]
  /** Owned by this CMS user (the dashboard's "My leads"). */
  owner?: number | string
  /** '1': a follow-up day today or earlier in the site's time zone. */
  due?: '1'
  /** '1': the person answered by e-mail and awaits a partner's reply (docs/leads.md, "Inbound e-mail"). */
  awaiting?: '1'
  /** Resolved by the server from `awaiting` (never a parameter): the addresses, in their one spelling, awaiting an answer. */
  awaitingKeys?: string[]
}

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .transform(Number)
    .pipe(z.number().max(max))

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** A day stays a day (the server reads it in the site's time zone); a date-time is an instant. */
const dateParam = z
  .string()
  .refine((value) => ISO_DATE.test(value) || ISO_DATE_TIME.test(value), 'must be an ISO 8601 date')
  .refine((value) => isCalendarDay(value.slice(0, 10)), 'must be a real date')
  .transform((value): DateBound => (ISO_DATE.test(value) ? value : new Date(value)))

const sortParam = (keys: readonly string[]) =>
  z.string().refine((value) => keys.includes(value.replace(/^-/, '')), 'must be a column of the table')

const utm = (max: number) => z.string().trim().min(1).max(max)

/** The dashboard's search: name, e-mail or business; an empty one is none. */
const searchParam = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH)
  .transform((value) => value || undefined)
  .optional()

const commonParams = (sorts: readonly string[], defaultSort: string) => ({
  page: positiveInt(1_000_000).default(1),
  limit: positiveInt(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  sort: sortParam(sorts).default(defaultSort),
  q: searchParam,
  status: z.enum(LEAD_STATUSES).optional(),
  from: dateParam.optional(),
  to: dateParam.optional(),
  channel: z.enum(CHANNELS).optional(),
  source: utm(ATTRIBUTION_LIMITS.source).optional(),
  medium: utm(ATTRIBUTION_LIMITS.medium).optional(),
  campaign: utm(ATTRIBUTION_LIMITS.campaign).optional(),
  entryPage: z.string().trim().startsWith('/').max(ATTRIBUTION_LIMITS.entryPage).optional(),
  owner: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .transform((value) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : value))
    .optional(),
  due: z.literal('1').optional(),
  awaiting: z.literal('1').optional(),
})

const listSchema = (kind: LeadKindSlug, trash: boolean) => {
  const sorts: readonly string[] = kind === 'assessments' ? ASSESSMENT_SORTS : INQUIRY_SORTS
  const common = commonParams(trash ? [...sorts, TRASH_SORT] : sorts, trash ? DEFAULT_TRASH_SORT : DEFAULT_SORT)
  const specific =
    kind === 'assessments'
      ? {
          revenue: z.enum(REVENUE_RANGES).optional(),
          minScore: z
            .string()
            .regex(/^\d{1,2}$/)
            .transform(Number)
            .pipe(z.number().max(MAX_ASSESSMENT_SCORE))
            .optional(),
        }
      : { type: z.enum(INQUIRY_TYPES).optional() }
  return z.strictObject({ ...common, ...specific })
}

/** Summary cards: the search and revenue filter of the dashboard, nothing else. */
export const summaryQuerySchema = z.strictObject({
  q: searchParam,
  revenue: z.enum(REVENUE_RANGES).optional(),
})
export type SummaryQuery = z.output<typeof summaryQuerySchema>

export type ListQueryResult<T> = { ok: true; query: T } | { ok: false; parameters: string[] }

const parseParams = <S extends z.ZodType>(schema: S, params: URLSearchParams): ListQueryResult<z.output<S>> => {
  const repeated = [...new Set([...params.keys()].filter((key) => params.getAll(key).length > 1))]
  if (repeated.length) return { ok: false, parameters: repeated }
  const result = schema.safeParse(Object.fromEntries(params))
  if (result.success) return { ok: true, query: result.data }
  const names = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || 'query'],
  )
  return { ok: false, parameters: [...new Set(names)] }
}

/** The list query of `params`, or the parameters at fault (unknown, repeated or malformed). */
export const parseLeadListQuery = (
  kind: LeadKindSlug,
  params: URLSearchParams,
  { trash = false } = {},
): ListQueryResult<LeadListQuery> => parseParams(listSchema(kind, trash), params) as ListQueryResult<LeadListQuery>

export const parseSummaryQuery = (params: URLSearchParams): ListQueryResult<SummaryQuery> =>
  parseParams(summaryQuerySchema, params)

/**
 * Whether a list call asks for the paged answer: any query parameter does. Without any, GET
 * /api/assessments and /api/contact answer the whole plain array as they always did.
 */
export const isPagedListRequest = (params: URLSearchParams): boolean => [...params.keys()].length > 0

/** The message of a 400 for rejected query parameters (their names also in X-Invalid-Fields). */
export const invalidParametersMessage = (names: readonly string[]): string =>
  `Invalid query parameters: ${names.join(', ')}`
export const invalidParametersHeaders = (names: readonly string[]) => ({
  [INVALID_FIELDS_HEADER]: invalidFieldsHeaderValue(names),
})

/** A page of a list. `page` is 1-based; `totalPages` is at least 1. */
export type Paged<T> = { docs: T[]; totalDocs: number; page: number; totalPages: number }

/** GET /api/leads/summary: the four cards for the current search and revenue filter (trash excluded). */
export type LeadSummary = {
  /** Assessments matching q and revenue. */
  totalAssessments: number
  /** Inquiries matching q (revenue does not apply to inquiries). */
  contactInquiries: number
  /** Of those assessments, totalScore ≥ 70. */
  highPotential: number
  /** Rounded mean totalScore of those assessments, 0 when none. */
  avgScore: number
}

/** GET /api/admin/session: the browser's CMS session, if any (the shared key is not looked at). */
export type AdminSession = {
  user: { id: number | string; name: string | null; email: string; role: 'admin' | 'partner' | 'editor' } | null
  /** True for a CMS user with the admin or partner role: lead data and actions are open to them. */
  canReadLeads: boolean
}

// ---------------------------------------------------------------------------------------------
// Routes (methods and paths; bodies and answers above, descriptions in docs/api.md)
// ---------------------------------------------------------------------------------------------

export const leadRoutes = (kind: LeadKindSlug) => {
  const base = `/api/${LEAD_KIND_TABLE[kindOfCollection(kind)].segment}`
  return {
    /** GET: plain array without parameters; Paged<T> with any. */
    list: base,
    /** GET text/csv of every row matching the list's filters (and sort); page/limit not taken. */
    export: `${base}/export`,
    /** PATCH {status?, owner?, followUpOn?} → the updated lead. */
    triage: (id: number | string) => `${base}/${id}`,
    /** GET → LeadNote[] (oldest first); POST {text} → 201 LeadNote. */
    notes: (id: number | string) => `${base}/${id}/notes`,
    /** POST {subject, text} → 202 LeadReplyAnswer (contracts/lead-replies.ts). */
    reply: (id: number | string) => `${base}/${id}/reply`,
    /** DELETE (the spec's delete) moves the lead to the trash → {success, id}. */
    remove: (id: number | string) => `${base}/${id}`,
    /** GET → Paged<T> of trashed leads (same parameters as the list). */
    trash: `${base}/trash`,
    /** POST → the restored lead. */
    restore: (id: number | string) => `${base}/trash/${id}/restore`,
    /** DELETE → {success, id}: the lead and its AI result are gone for good. */
    deletePermanently: (id: number | string) => `${base}/trash/${id}`,
  }
}

export const LEAD_SUMMARY_ROUTE = '/api/leads/summary'
export const ADMIN_SESSION_ROUTE = '/api/admin/session'

/** The export's file names (as the dashboard always named them). */
