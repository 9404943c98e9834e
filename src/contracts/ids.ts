import { z } from './zod'

/** A record id: a number on SQLite, a string on MongoDB. */
export type { DocId as Id } from '@/lib/ids'

/** A record id as a body names it: a whole number (SQLite) or an id string (MongoDB). */
export const idSchema = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/),
])
