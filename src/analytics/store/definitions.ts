import type { Connection } from 'mongoose'

import type { SqlClient } from '@/lib/sql-rows'

/**
 * What the firm saves beside its reports (segments, goals, funnels, shared links), one table or
 * collection for all four kinds: each a name and a JSON body, who saved it and when. Plain table
 * like the rest of analytics (never a Payload collection, never exposed through Payload's APIs).
 */
const DEFINITIONS_TABLE = 'analytics_definitions'

export type DefinitionKind = 'segment' | 'goal' | 'funnel' | 'share'

export type Definition = {
  id: string
  kind: DefinitionKind
  name: string
  body: Record<string, unknown>
  createdBy: string
  createdAt: string
  updatedAt: string
}

export interface DefinitionStore {
  /** A kind's definitions, oldest first. */
  list(kind: DefinitionKind): Promise<Definition[]>
  get(kind: DefinitionKind, id: string): Promise<Definition | null>
  /** Inserts unless the kind already holds `max`; false when full (checked in the same write). */
  create(definition: Definition, max: number): Promise<boolean>
  /** Replaces name and body; false when there is no such definition. */
  update(kind: DefinitionKind, id: string, name: string, body: Record<string, unknown>, at: string): Promise<boolean>
  delete(kind: DefinitionKind, id: string): Promise<boolean>
}

const fromRow = (row: Record<string, unknown>): Definition => ({
  id: String(row.id),
  kind: String(row.kind) as DefinitionKind,
  name: String(row.name),
  body: JSON.parse(String(row.body)) as Record<string, unknown>,
  createdBy: String(row.created_by),
  createdAt: String(row.created_at),
  updatedAt: String(row.updated_at),
})

export class SqliteDefinitions implements DefinitionStore {
  constructor(private readonly client: SqlClient) {}

  async list(kind: DefinitionKind): Promise<Definition[]> {
    const result = await this.client.execute({
      sql: `SELECT * FROM ${DEFINITIONS_TABLE} WHERE kind = ? ORDER BY created_at, id`,
      args: [kind],
    })
    return result.rows.map((row) => fromRow(row as Record<string, unknown>))
  }

  async get(kind: DefinitionKind, id: string): Promise<Definition | null> {
    const result = await this.client.execute({
      sql: `SELECT * FROM ${DEFINITIONS_TABLE} WHERE kind = ? AND id = ?`,
      args: [kind, id],
    })
    return result.rows[0] ? fromRow(result.rows[0] as Record<string, unknown>) : null
  }

  async create(definition: Definition, max: number): Promise<boolean> {
    // One statement: the count and the insert cannot be split by another instance's insert.
    const result = await this.client.execute({
      sql: `INSERT INTO ${DEFINITIONS_TABLE} (id, kind, name, body, created_by, created_at, updated_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM ${DEFINITIONS_TABLE} WHERE kind = ?) < ?`,
      args: [
        definition.id,
        definition.kind,
        definition.name,
        JSON.stringify(definition.body),
        definition.createdBy,
        definition.createdAt,
        definition.updatedAt,
        definition.kind,
        max,
      ],
    })
    return result.rowsAffected === 1
  }

  async update(kind: DefinitionKind, id: string, name: string, body: Record<string, unknown>, at: string) {
    const result = await this.client.execute({
      sql: `UPDATE ${DEFINITIONS_TABLE} SET name = ?, body = ?, updated_at = ? WHERE kind = ? AND id = ?`,
      args: [name, JSON.stringify(body), at, kind, id],
    })
    return result.rowsAffected === 1
  }

  async delete(kind: DefinitionKind, id: string): Promise<boolean> {
    const result = await this.client.execute({
      sql: `DELETE FROM ${DEFINITIONS_TABLE} WHERE kind = ? AND id = ?`,
      args: [kind, id],
    })
    return result.rowsAffected === 1
  }
}

type Doc = Omit<Definition, 'id'> & { _id: string }

const fromDoc = ({ _id, ...rest }: Doc): Definition => ({ id: _id, ...rest })

export class MongoDefinitions implements DefinitionStore {
  constructor(private readonly connection: Pick<Connection, 'collection'>) {}

  private get collection() {
    return this.connection.collection<Doc>(DEFINITIONS_TABLE)
  }

  async list(kind: DefinitionKind): Promise<Definition[]> {
    const docs = await this.collection.find({ kind }).toArray()
    return docs
      .map((doc) => fromDoc(doc as Doc))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
  }

  async get(kind: DefinitionKind, id: string): Promise<Definition | null> {
    const doc = await this.collection.findOne({ _id: id, kind })
    return doc ? fromDoc(doc as Doc) : null
  }

  /** MongoDB has no insert-if-count: the count is read first (a race may pass the limit by one instance's insert). */
  async create(definition: Definition, max: number): Promise<boolean> {
    if ((await this.collection.countDocuments({ kind: definition.kind })) >= max) return false
    const { id, ...rest } = definition
    await this.collection.insertOne({ _id: id, ...rest })
    return true
  }

  async update(kind: DefinitionKind, id: string, name: string, body: Record<string, unknown>, at: string) {
    const result = await this.collection.updateOne({ _id: id, kind }, { $set: { name, body, updatedAt: at } })
    return result.matchedCount === 1
  }

  async delete(kind: DefinitionKind, id: string): Promise<boolean> {
    const result = await this.collection.deleteOne({ _id: id, kind })
    return result.deletedCount === 1
  }
}
