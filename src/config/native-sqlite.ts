import type { InStatement, InValue, ResultSet, Row, TransactionMode } from '@libsql/client'
import Database from 'libsql'

import { SQLITE_BUSY_TIMEOUT_MS } from '@/config/database'
import type { SqlClient } from '@/lib/sql-rows'

type Prepared = { statement: Database.Statement; columns: string[] | null }

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
}
/**
 * Prepared statements kept: a flush repeats the same hundred or so, multi-row inserts of each
 * power-of-two size included (see valuesStatements).
 */
const STATEMENTS_KEPT = 192

const isBoolean = (value: InValue) => typeof value === 'boolean'
/** The values as the driver binds them (booleans as 0 and 1); most statements have none to convert, no copy then. */
const bound = (args: InValue[]): unknown[] =>
  args.some(isBoolean) ? args.map((value) => (isBoolean(value) ? Number(value) : value)) : args

/**
 * The same SQLite file through libsql's native driver, the one @libsql/client wraps, on a
 * connection of our own: the ingest worker's hot path, and the connection leads' jobs are committed
 * on (src/config/durable-sqlite.ts). @libsql/client prepares every statement anew and builds each result
 * row with a property definition per column, which was a third of a flush's time; here statements
 * are kept prepared and rows are plain objects keyed by column name (no positional access, which
 * no caller uses). Integers come back as numbers, as the client's default `intMode` gives them.
 */
export class NativeSqliteClient implements SqlClient {
  private readonly db: Database.Database
  private readonly statements = new Map<string, Prepared>()

  constructor(file: string) {
    this.db = new Database(file)
    // Other connections hold the write lock briefly (Payload's, the other instances'): wait like they do.
    this.db.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  }

  /** The statement prepared for `sql`, the least recently used one dropped when too many are kept. */
  private prepared(sql: string): Prepared {
    let prepared = this.statements.get(sql)
    if (prepared) {
      this.statements.delete(sql)
    } else {
      const statement = this.db.prepare(sql)
      // Statements returning rows (RETURNING included) hand them back as arrays, named here.
      const columns = statement.reader
        ? statement
            .raw(true)
            .columns()
            .map((column) => column.name)
        : null
      prepared = { statement, columns }
      if (this.statements.size >= STATEMENTS_KEPT) this.statements.delete(this.statements.keys().next().value!)
    }
    this.statements.set(sql, prepared)
    return prepared
  }

  private run(input: InStatement): ResultSet {
    const { sql, args } = typeof input === 'string' ? { sql: input, args: [] } : input
    if (!Array.isArray(args)) throw new Error('Only positional arguments are supported')
    const { statement, columns } = this.prepared(sql)
    if (!columns) {
      const info = statement.run(bound(args))
      return result([], [], info.changes, BigInt(info.lastInsertRowid))
    }
    const rows = (statement.all(bound(args)) as unknown[][]).map((values) => {
      const row: Record<string, unknown> = {}
      for (let index = 0; index < columns.length; index += 1) row[columns[index]] = values[index]
      return row as Row
    })
    return result(columns, rows, 0, undefined)
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    return this.run(statement)
  }

  /** All statements in one transaction, rolled back when one fails (as @libsql/client's batch). */
  async batch(statements: InStatement[], mode: TransactionMode = 'deferred'): Promise<ResultSet[]> {
    this.db.exec(BEGIN[mode])
    try {
      const results = statements.map((statement) => this.run(statement))
      this.db.exec('COMMIT')
      return results
    } finally {
      if (this.db.inTransaction) this.db.exec('ROLLBACK')
    }
  }
}

function result(columns: string[], rows: Row[], rowsAffected: number, lastInsertRowid: bigint | undefined): ResultSet {
  return {
    columns,
    columnTypes: columns.map(() => ''),
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({ columns, rows, rowsAffected }),
  }
}
