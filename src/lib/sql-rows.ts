import type { Client, InStatement, InValue } from '@libsql/client'

/** What the raw-SQL stores ask of a libsql connection (@libsql/client's, or the native driver's). */
export type SqlClient = Pick<Client, 'execute' | 'batch'>

/** SQLite's bound-parameter limit is 32,766; stay well below it. */
const MAX_PARAMS = 8000

/**
 * Multi-row statements over a `VALUES` list (inserts, or updates `FROM` one) of at most
 * MAX_PARAMS parameters each: one statement prepared per few thousand rows instead of one per
 * row, which is most of the cost of a large batch. Rows go in chunks of power-of-two sizes, so
 * the same few statement texts come back from one batch to the next and a connection keeping
 * prepared statements (the ingest worker's) reuses them instead of compiling a statement of
 * hundreds of rows at each flush.
 */
export function valuesStatements(head: string, columns: number, rows: InValue[][], tail = ''): InStatement[] {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns))
  const statements: InStatement[] = []
  for (let start = 0; start < rows.length;) {
    const size = Math.min(perStatement, 2 ** Math.floor(Math.log2(rows.length - start)))
    // The values in one array, filled in a loop: Array.prototype.flat cost the ingest worker 5% of its time.
    const args: InValue[] = new Array(size * columns)
    let at = 0
    for (let row = start; row < start + size; row += 1) for (const value of rows[row]) args[at++] = value
    statements.push({ sql: `${head} VALUES ${placeholders(columns, size)} ${tail}`, args })
    start += size
  }
  return statements
}

/** `(?,?),(?,?)…` for `rows` rows of `columns` values, made once per shape. */
const shapes = new Map<string, string>()
function placeholders(columns: number, rows: number): string {
  const shape = `${columns}x${rows}`
  let text = shapes.get(shape)
  if (text === undefined) {
    text = new Array<string>(rows).fill(`(${new Array(columns).fill('?').join(',')})`).join(',')
    shapes.set(shape, text)
  }
  return text
}
