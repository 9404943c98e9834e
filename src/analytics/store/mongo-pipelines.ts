/** MongoDB bulk operations for the analytics store, as plain data so they are unit-tested without a server. */
export const TOTAL_FIELDS = ['sessions', 'bounces', 'durationMs', 'pageviews', 'visitors', 'converters'] as const

/** Upserts adding each row's counts to the stored row with the same key. */
export function incrementOps<T extends Record<string, unknown>>(rows: T[], keys: (keyof T & string)[], sums: (keyof T & string)[]) {
  return rows.map((row) => ({
    updateOne: {
      filter: Object.fromEntries(keys.map((key) => [key, row[key]])),
      update: { $inc: Object.fromEntries(sums.map((sum) => [sum, Number(row[sum])])) },
      upsert: true,
    },
  }))
}
