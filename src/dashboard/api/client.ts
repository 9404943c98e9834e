import { invalidFieldsOf } from '@/contracts/errors'

import { hasCredentials, readStoredKey } from './key-storage'

/** Why a call failed: the server answered non-OK, the server was not reached, or no key was stored for a call that needs one. */
type FailureKind = 'response' | 'network' | 'no-key'

/** The message of every call that could not reach the server. */
export const NETWORK_FAILURE = 'Network error: the server could not be reached'
/** The message when a call that needs the key is made without one stored (nothing is sent). */
const NO_KEY = 'No API key found'

/**
 * The one error of the dashboard's API calls. For an answer its message is "status: body"
 * (the status text when the body is empty), `fields` the rejected field names of a 400 (X-Invalid-Fields).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status: number | null = null,
    readonly fields: readonly string[] = [],
    /** Retry-After of a 429, in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The same failure told with another sentence (the screen's fixed texts). */
  withMessage(message: string): ApiError {
    return new ApiError(message, this.kind, this.status, this.fields, this.retryAfterSeconds)
  }
}

/** Any thrown value as an ApiError (the client only throws ApiErrors; this is for code around it). */
export const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError(error instanceof Error ? error.message : String(error), 'network')

async function failureOf(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => '')) || response.statusText
  const retryAfter = Number(response.headers.get('retry-after'))
  return new ApiError(
    `${response.status}: ${text}`,
    'response',
    response.status,
    invalidFieldsOf(response.headers),
    retryAfter > 0 ? retryAfter : null,
  )
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON, or as multipart when a FormData. */
  body?: unknown
  /** Fail with 'No API key found' before sending when no key is stored (nor a CMS session open). */
  keyRequired?: boolean
}

/**
 * Every call of the dashboard: cookies, the stored key as x-api-key, a JSON content type unless the
 * body is a form. Resolves with the OK response; anything else rejects with an ApiError.
 */
export async function request(
  path: string,
  { method = 'GET', body, keyRequired = false }: RequestOptions = {},
): Promise<Response> {
  const key = readStoredKey()
  if (keyRequired && !hasCredentials()) throw new ApiError(NO_KEY, 'no-key')
  const form = body instanceof FormData
  const headers: Record<string, string> = form ? {} : { 'content-type': 'application/json' }
  if (key) headers['x-api-key'] = key
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(NETWORK_FAILURE, 'network')
  }
  if (!response.ok) throw await failureOf(response)
  return response
}

/** A call whose OK answer is JSON; an OK answer that is not JSON rejects too. */
export async function requestJson<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await request(path, options)
  try {
    return (await response.json()) as T
  } catch {
    throw new ApiError(`${response.status}: the answer was not JSON`, 'response', response.status)
  }
}
