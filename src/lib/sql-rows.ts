import type { Client, InStatement, InValue } from '@libsql/client'

/** What the raw-SQL stores ask of a libsql connection (@libsql/client's, or the native driver's). */
export type SqlClient = Pick<Client, 'execute' | 'batch'>

/** SQLite's bound-parameter limit is 32,766; stay well below it. */
const MAX_PARAMS = 8000

/**
 * Multi-row INSERT statements of at most MAX_PARAMS parameters each: one statement prepared per
 * few thousand rows instead of one per row, which is most of the cost of a large batch.
 */
export function insertRows(head: string, columns: number, rows: InValue[][], tail = ''): InStatement[] {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns))
  const tuple = `(${new Array(columns).fill('?').join(',')})`
  const statements: InStatement[] = []
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    statements.push({ sql: `${head} VALUES ${chunk.map(() => tuple).join(',')} ${tail}`, args: chunk.flat() })
  }
  return statements
}
