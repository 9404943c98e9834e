import type { ZodType } from 'zod'

import { invalidParametersHeaders, invalidParametersMessage } from '@/contracts/lead-inbox'
import { ApiError } from '@/http/http'

export const invalidQuery = (names: string[]) =>
  new ApiError(400, invalidParametersMessage(names), invalidParametersHeaders(names))

/** A query string read by a strict schema: each parameter once, else a 400 naming the parameters. */
export function parseQuery<T>(schema: ZodType<T>, params: URLSearchParams): T {
  const repeated = [...new Set([...params.keys()].filter((key) => params.getAll(key).length > 1))]
  if (repeated.length) throw invalidQuery(repeated)
  const parsed = schema.safeParse(Object.fromEntries(params))
  if (parsed.success) return parsed.data
  throw invalidQuery([
    ...new Set(
      parsed.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || 'query'],
      ),
    ),
  ])
}
