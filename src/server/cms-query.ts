import type { CollectionSlug, FlattenedField } from 'payload'
import { validOperatorSet } from 'payload/shared'
import * as qs from 'qs-esm'

import { type DocId, type IdType, parseDocId } from '@/lib/ids'

/**
 * The checks Payload's REST API skips: its query parameters and document ids reach the database
 * as given, and a malformed one (`depth=abc`, `limit=-5`, `sort=$where`, an id that is a JSON
 * object) fails there with a 500. Each check returns the problem to report, or null.
 */

const MAX_DEPTH = 10
const MAX_LIMIT = 1000

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

type Query = Record<string, unknown>

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const wholeNumber = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && /^\d{1,7}$/.test(value) && Number(value) >= min && Number(value) <= max

const isBooleanText = (value: unknown) => value === 'true' || value === 'false'

const operandProblem = (operator: string, operand: unknown): boolean => {
  if (GEO_OPERATORS.has(operator)) return false
  if (typeof operand === 'string') return false
  return !(Array.isArray(operand) && operand.every((item) => typeof item === 'string'))
}

/**
 * What the operand checks need to know of a queried field: ids (the document's own and its
 * relations'), numbers and dates reach the database converted, and a value that does not convert
 * (`in=a,b` on an id, `less_than=notadate`, `1e400`) fails there with a 500.
 */
type QueriedField = { kind: 'id' | 'number' | 'date' | 'point' | 'other'; hasMany: boolean }
/** The field at a where path (dotted), or null when the collection has none there. */
type FieldAt = (path: string) => QueriedField | null

/** The queries this database can answer: `all` is MongoDB's, on fields holding several values. */
export type QueryRules = { fieldAt: FieldAt; idType: IdType; allOperator: boolean }

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

const isDate = (value: string) => !Number.isNaN(new Date(value).getTime())
const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value))

type Check = [(value: unknown) => boolean, string]

const TEXT: Check = [(value) => typeof value === 'string', 'text']
const NUMBER: Check = [
  (value) => (typeof value === 'number' || typeof value === 'string') && isNumber(String(value)),
  'a number',
]
const DATE: Check = [
  (value) => (typeof value === 'string' || typeof value === 'number') && isDate(String(value)),
  'a date',
]
const BOOLEAN: Check = [(value) => typeof value === 'boolean', 'true or false']

/** 'path must be a number', or for a list 'path must be a list of numbers'. */
const mustBe = (path: string, [, what]: Check, list: boolean) =>
  `${path} must be ${list ? `a list of ${what.replace(/^an? /, '')}s` : what}`

/** The problem with an operator and its operand on a known field, or null. */
function fieldOperandProblem(rules: QueryRules, path: string, operator: string, operand: unknown): string | null {
  const field = rules.fieldAt(path)
  if (!field || operator === 'exists') return null
  if (GEO_OPERATORS.has(operator))
    return field.kind === 'point' ? null : `where.${path}.${operator} is only for point fields`
  if (operator === 'all' && !(rules.allOperator && field.hasMany)) return `where.${path}.all is not supported: use in`
  const values = LIST_OPERATORS.has(operator)
    ? (Array.isArray(operand) ? operand : String(operand).split(',')).map(String)
    : [String(operand)]
  // Payload reads 'null' as no value, except in a list.
  const empty = (value: string) => !LIST_OPERATORS.has(operator) && (value === 'null' || value === '')
  const checks: Partial<Record<QueriedField['kind'], Check>> = {
    id: [(value) => parseDocId(value, rules.idType) !== null, 'an id'],
    number: NUMBER,
    date: DATE,
  }
  const check = checks[field.kind]
  if (check && !values.every((value) => empty(value) || check[0](value)))
    return mustBe(`where.${path}.${operator}`, check, LIST_OPERATORS.has(operator))
  return null
}

/** A `where` clause: fields map to known operators with text operands; `and`/`or` nest clauses. */
function whereProblem(where: unknown, rules: QueryRules | undefined, depth = 0): string | null {
  if (depth > 5 || !isPlainObject(where)) return 'where must be an object of field conditions'
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const clauses = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null
      if (!clauses) return `where.${key} must be a list of conditions`
      for (const clause of clauses) {
        const problem = whereProblem(clause, rules, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!FIELD_PATH.test(key)) return `where has an invalid field name: ${key.slice(0, 60)}`
    if (!isPlainObject(value)) return `where.${key} must name an operator`
    for (const [operator, operand] of Object.entries(value)) {
      if (!validOperatorSet.has(operator as never))
        return `where.${key} has an unknown operator: ${operator.slice(0, 40)}`
      if (operandProblem(operator, operand)) return `where.${key}.${operator} must be a value or a list of values`
      const problem = rules && fieldOperandProblem(rules, key, operator, operand)
      if (problem) return problem
    }
  }
  return null
}

const KINDS: Partial<Record<FlattenedField['type'], QueriedField['kind']>> = {
  number: 'number',
  date: 'date',
  point: 'point',
}

/**
 * The fields of a collection as the where checks see them, through groups, arrays and tabs, and
 * on into a related collection (`assessment.createdAt`). A version's fields are under `version.`.
 */
export function fieldLookup(
  fieldsOf: (collection: string) => FlattenedField[] | undefined,
  collection: string,
): FieldAt {
  const walk = (fields: FlattenedField[] | undefined, parts: string[], top: boolean): QueriedField | null => {
    const [name, ...rest] = parts
    if (top && name === 'id' && rest.length === 0) return { kind: 'id', hasMany: false }
    const field = fields?.find((candidate) => candidate.name === name)
    if (!field) {
      if (top && name === 'version') return walk(fields, rest, true)
      if (top && name === 'parent' && rest.length === 0) return { kind: 'id', hasMany: false }
      return null
    }
    if (field.type === 'relationship' || field.type === 'upload') {
      if (typeof field.relationTo !== 'string') return { kind: 'other', hasMany: Boolean(field.hasMany) }
      if (rest.length === 0 || (rest.length === 1 && rest[0] === 'id'))
        return { kind: 'id', hasMany: Boolean(field.hasMany) }
      return walk(fieldsOf(field.relationTo), rest, true)
    }
    if ('flattenedFields' in field && rest.length > 0) return walk(field.flattenedFields, rest, false)
    if (rest.length > 0) return null
    return { kind: KINDS[field.type] ?? 'other', hasMany: 'hasMany' in field && Boolean(field.hasMany) }
  }
  return (path) => walk(fieldsOf(collection), path.split('.'), true)
}

/**
 * The query string's problem, if any, as Payload would parse it; with `rules`, the operands are
 * also checked against the fields they query.
 */
export function queryProblem(search: string, rules?: QueryRules): string | null {
  if (!search || search === '?') return null
  const parsed = qs.parse(search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  }) as Query
  // An empty parameter (`sort=`) is the same as none to Payload.
  const query = Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== ''))
  if ('depth' in query && !wholeNumber(query.depth, 0, MAX_DEPTH))
    return `depth must be a whole number from 0 to ${MAX_DEPTH}`
  if ('limit' in query && !wholeNumber(query.limit, 0, MAX_LIMIT))
    return `limit must be a whole number from 0 to ${MAX_LIMIT}`
  if ('page' in query && !wholeNumber(query.page, 1, 1_000_000)) return 'page must be a whole number from 1'
  for (const flag of ['draft', 'pagination', 'trash'] as const) {
    if (flag in query && !isBooleanText(query[flag])) return `${flag} must be true or false`
  }
  if ('sort' in query) {
    const sort = query.sort
    const fields = typeof sort === 'string' ? sort.split(',').filter(Boolean) : Array.isArray(sort) ? sort : [null]
    if (!fields.every((field) => typeof field === 'string' && FIELD_PATH.test(field.replace(/^-/, '')))) {
      return 'sort must be field names, each optionally prefixed with -'
    }
  }
  if ('where' in query) return whereProblem(query.where, rules)
  return null
}

/** Endpoint paths whose `:id` is a document id (others, e.g. `/verify/:id`, carry a token). */
const DOCUMENT_ID_PATHS = new Set(['/:id', '/:id/duplicate', '/versions/:id', '/access/:id?'])

export type Endpoint = { method: string; path: string }

function matchEndpoint(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]
    if (part.startsWith(':')) {
      if (segment === undefined) {
        if (part.endsWith('?')) continue
        return null
      }
      params[part.replace(/^:|\?$/g, '')] = segment
    } else if (segment !== part) return null
  }
  return segments.length <= parts.length ? params : null
}

/**
 * The problem with a document id in `segments` (the path after a collection or global), matched
 * against its endpoints in Payload's order; null when the id is valid or the path has none.
 */
export function idProblem(endpoints: Endpoint[], method: string, segments: string[], idType: IdType): string | null {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method.toLowerCase()) continue
    const params = matchEndpoint(endpoint.path, segments)
    if (!params) continue
    if (!DOCUMENT_ID_PATHS.has(endpoint.path) || params.id === undefined) return null
    return parseDocId(params.id, idType) === null ? 'Not Found' : null
  }
  return null
}

/** The check of a field holding one value; null when any JSON will do (json, rich text, …). */
const CHECKS: Partial<Record<FlattenedField['type'], Check>> = {
  text: TEXT,
  textarea: TEXT,
  email: TEXT,
  code: TEXT,
  select: TEXT,
  radio: TEXT,
  number: NUMBER,
  date: DATE,
  checkbox: BOOLEAN,
}

/** A document a save points to: a relationship's or an upload's value at `path`. */
export type Reference = { path: string; collection: CollectionSlug; id: DocId }

/** What the value checks need besides the data; `references` receives the documents it points to. */
type ValueRules = { idType: IdType; references: Reference[] }

type RelationField = Extract<FlattenedField, { type: 'relationship' | 'upload' }>

/** The collection and id one relation value names, or null when it names none. */
function relationTarget(item: unknown, relationTo: RelationField['relationTo'], idType: IdType) {
  const [collection, value] = Array.isArray(relationTo)
    ? isPlainObject(item) && typeof item.relationTo === 'string' && (relationTo as string[]).includes(item.relationTo)
      ? [item.relationTo, item.value]
      : [undefined, undefined]
    : [relationTo, item]
  // A populated document stands for its id (Payload takes it so).
  const id = parseDocId(isPlainObject(value) ? value.id : value, idType)
  return collection === undefined || id === null ? null : { collection: collection as CollectionSlug, id }
}

/**
 * A relationship's or upload's value: the id of a document of its collection (or the document
 * itself), `{ relationTo, value }` when it may point to several collections, a list of them when it
 * has many. Payload fails in the database with a 500 on a list where one belongs, on a number that
 * is no id, and on an id no document has; the last is checked against the database by the caller.
 */
function relationProblems(value: unknown, field: RelationField, path: string, rules: ValueRules): string[] {
  const many = Boolean(field.hasMany)
  const what = Array.isArray(field.relationTo)
    ? `{ relationTo, value } with the id of a document in ${field.relationTo.join(' or ')}`
    : `the id of a document in ${field.relationTo}`
  if (many && !Array.isArray(value)) return [`${path} must be a list`]
  return (many ? (value as unknown[]) : [value]).flatMap((item, index) => {
    const at = many ? `${path}.${index}` : path
    const named = relationTarget(item, field.relationTo, rules.idType)
    if (!named) return [`${at} must be ${what}`]
    rules.references.push({ path: at, ...named })
    return []
  })
}

/**
 * What is wrong with the values of a document's data, as 'path must be …', through groups, tabs and
 * arrays; null and absent values are left to the field's own rules. Payload stores a text field's
 * object or number as its JSON text and drops a number that is not one; and a date that is not one
 * it stores as given, after which every read of the document fails (`Invalid time value`).
 */
export function invalidFieldValues(
  data: Record<string, unknown>,
  fields: FlattenedField[],
  rules: ValueRules,
  prefix = '',
): string[] {
  return fields.flatMap((field) => {
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    if (value === undefined || value === null) return []
    if ((field.type === 'group' || field.type === 'tab') && 'flattenedFields' in field)
      return isPlainObject(value)
        ? invalidFieldValues(value, field.flattenedFields, rules, `${path}.`)
        : [`${path} must be an object`]
    // The CMS's form sends a list it leaves empty as its row count, 0, which Payload saves as [].
    if ((field.type === 'array' || field.type === 'blocks') && (value === 0 || value === '0')) return []
    if (field.type === 'array')
      return Array.isArray(value)
        ? value.flatMap((row, index) =>
            isPlainObject(row)
              ? invalidFieldValues(row, field.flattenedFields, rules, `${path}.${index}.`)
              : [`${path}.${index} must be an object`],
          )
        : [`${path} must be a list`]
    if (field.type === 'relationship' || field.type === 'upload') return relationProblems(value, field, path, rules)
    const check = CHECKS[field.type]
    if (!check) return []
    if ('hasMany' in field && field.hasMany)
      return Array.isArray(value) && value.every(check[0]) ? [] : [mustBe(path, check, true)]
    return check[0](value) ? [] : [mustBe(path, check, false)]
  })
}
