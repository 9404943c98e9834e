import { validOperatorSet } from 'payload/shared'
import * as qs from 'qs-esm'

import { type IdType, parseDocId } from '@/lib/ids'

/**
 * The checks Payload's REST API skips: its query parameters and document ids reach the database
 * as given, and a malformed one (`depth=abc`, `limit=-5`, `sort=$where`, an id that is a JSON
 * object) fails there with a 500. Each check returns the problem to report, or null.
 */

export const MAX_DEPTH = 10
export const MAX_LIMIT = 1000

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

type Query = Record<string, unknown>

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const wholeNumber = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && /^\d{1,7}$/.test(value) && Number(value) >= min && Number(value) <= max

const isBooleanText = (value: unknown) => value === 'true' || value === 'false'

const operandProblem = (operator: string, operand: unknown): boolean => {
  if (GEO_OPERATORS.has(operator)) return false
  if (typeof operand === 'string') return false
  return !(Array.isArray(operand) && operand.every((item) => typeof item === 'string'))
}

/** A `where` clause: fields map to known operators with text operands; `and`/`or` nest clauses. */
function whereProblem(where: unknown, depth = 0): string | null {
  if (depth > 5 || !isPlainObject(where)) return 'where must be an object of field conditions'
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const clauses = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null
      if (!clauses) return `where.${key} must be a list of conditions`
      for (const clause of clauses) {
        const problem = whereProblem(clause, depth + 1)
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
    }
  }
  return null
}

/** The query string's problem, if any, as Payload would parse it. */
export function queryProblem(search: string): string | null {
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
  if ('where' in query) return whereProblem(query.where)
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
