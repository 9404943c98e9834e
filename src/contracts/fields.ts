import { z } from './zod'

import { isHttpsUrl, isImageUrl, isWebUrl } from '@/lib/urls'

/** Zod building blocks shared by the resources' contracts. */

/** A web address, as every URL field stores it. */
export const URL_MAX_LENGTH = 2048
/** An e-mail address (RFC 5321's limit). */
export const EMAIL_MAX_LENGTH = 254
/** A JSON body, unless the resource's contract allows more. */
export const JSON_BODY_BYTES = 64 * 1024

export const requiredText = (max: number) => z.string().trim().min(1).max(max)

/** Optional text: absent leaves a stored value alone, null or blank clears it. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))

/** An http(s) address, e.g. a LinkedIn profile: never javascript: or data: URLs. */
export const optionalWebUrl = optionalText(URL_MAX_LENGTH).refine(
  (value) => !value || isWebUrl(value),
  'Must be an http(s) URL',
)

/** A booking (scheduling) page: an https:// address only. */
export const optionalHttpsUrl = optionalText(URL_MAX_LENGTH).refine(
  (value) => !value || isHttpsUrl(value),
  'Must be an https:// address',
)

/** An image: an http(s) address or a path on this site (what POST /api/upload answers). */
export const optionalImageUrl = optionalText(URL_MAX_LENGTH).refine(
  (value) => !value || isImageUrl(value),
  'Must be an http(s) URL or a path on this site',
)

export const email = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email())

export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')])
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))

/** At least one known field, for updates. */
const hasFields = (data: Record<string, unknown>) => Object.values(data).some((value) => value !== undefined)

/** The update of a resource: any of its create fields, at least one. */
export const updateOf = <S extends z.ZodRawShape>(fields: S) =>
  z.object(fields).partial().refine(hasFields, 'No fields to update')
