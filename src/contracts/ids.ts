/** A record id: a number on SQLite, a string on MongoDB. */
export type { DocId as Id } from '@/lib/ids'
