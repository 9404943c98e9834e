import { z } from './zod'

import { email, JSON_BODY_BYTES } from './fields'

/**
 * A person's data on request: the admin finds everything stored under one e-mail address, exports
 * it as one JSON file, or erases it. Both actions land in the audit log with the address's hash.
 */
export type { AuditLog } from '@/payload-types'

/** Bodies of POST /api/personal-data/{search,export,erase}. */
export const PERSONAL_DATA_BODY_BYTES = JSON_BODY_BYTES

/** Which person: their e-mail address, matched without regard to case or surrounding spaces. */
export const personalDataRequestSchema = z.object({ email })
export type PersonalDataRequest = z.input<typeof personalDataRequestSchema>

/** What export and erase answer when no record holds the address (and nothing is changed or logged). */
export const NOTHING_FOUND = 'Nothing was found for this e-mail'

/** The address as matched and hashed: trimmed and lower-cased. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase()

/** Records per collection slug, e.g. { assessments: 2, 'ai-predictions': 2 }. */
export type RecordCounts = Record<string, number>

/** POST /api/personal-data/search: how many records of each kind hold the address. */
export type PersonalDataSummary = { email: string; total: number; counts: RecordCounts }

/** POST /api/personal-data/erase: how many records of each kind were deleted. */
export type PersonalDataErased = { email: string; total: number; erased: RecordCounts }

export const AUDIT_ACTIONS = ['personal-data-export', 'personal-data-erase'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Who an audit entry names when the dashboard's shared key made the call. */
export const API_KEY_ACTOR = 'API key'

/** Longest actor and hash of an audit entry (written by the server, never sent by callers). */
export const AUDIT_ENTRY_MAX_LENGTHS = { actor: 254, emailHash: 64 } as const
