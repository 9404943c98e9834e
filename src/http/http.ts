import { APIError, type Payload, ValidationError } from 'payload'
import { ZodError } from 'zod'

import {
  INVALID_FIELDS_HEADER,
  invalidFields,
  invalidFieldsHeaderValue,
  invalidFieldsMessage,
} from '@/contracts/errors'
import { JSON_BODY_BYTES } from '@/contracts/fields'

/** An error whose message is safe and meant for the caller. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** The context Next.js passes to a route handler under `[id]`. */
export type IdContext = { params: Promise<{ id: string }> }

/** What the route wrapper (src/endpoints/route.ts) hands a handler beside the request: Next.js's context and Payload. */
export type PayloadContext<C = unknown> = C & { payload: Payload }

export type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Errors are short plain text, so the client's "status: body" message reads well. */
const textResponse = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } })

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * A 200 answering a JSON array as its pages are read (the same text Response.json would send):
 * the whole array is never held in memory, and the server answers others in between pages. The
 * first page is read before answering, so a failure there is an error answer, not a cut-off 200.
 */
export async function jsonArrayResponse(pages: AsyncIterator<unknown[]>): Promise<Response> {
  const encoder = new TextEncoder()
  let next: IteratorResult<unknown[]> | undefined = await pages.next()
  let opened = false
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = next ?? (await pages.next())
      next = undefined
      if (done) {
        controller.enqueue(encoder.encode(opened ? ']' : '[]'))
        controller.close()
        return
      }
      const items = value.map((item) => JSON.stringify(item)).join(',')
      controller.enqueue(encoder.encode((opened ? ',' : '[') + items))
      opened = true
    },
    async cancel() {
      await pages.return?.()
    },
  })
  return new Response(stream, {
    status: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
}

/** A 400 naming the rejected fields, in words for people and in a header for programs. */
export const invalidFieldsError = (fields: readonly string[]) =>
  new ApiError(400, invalidFieldsMessage(fields), {
    [INVALID_FIELDS_HEADER]: invalidFieldsHeaderValue(fields),
  })

/** Payload's refusal of field values (a collection's rules): each field with its reason, and the header. */
function validationResponse(error: ValidationError): Response {
  const errors = error.data.errors
  const fields = [...new Set(errors.map((each) => each.path))]
  const reasons = errors.map((each) => `${each.path}: ${each.message}`).join('; ')
  return textResponse(400, `${invalidFieldsMessage(fields)} (${reasons})`, {
    [INVALID_FIELDS_HEADER]: invalidFieldsHeaderValue(fields),
  })
}

/**
 * The one mapping from thrown errors to responses. Payload's own 4xx errors (validation, not
 * found) keep their status and message; anything unexpected is a bare 500 (the route wrapper logs it).
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return textResponse(error.status, error.message, error.headers)
  if (error instanceof ZodError) return errorResponse(invalidFieldsError(invalidFields(error)))
  if (error instanceof ValidationError) return validationResponse(error)
  if (error instanceof APIError && error.status >= 400 && error.status < 500) {
    return textResponse(error.status, error.message)
  }
  return textResponse(500, 'Internal server error')
}

/**
 * Reads the body, refusing it with `tooLarge` as soon as it passes `maxBytes`: the declared
 * length is checked first and the stream is counted as it arrives, so nothing unbounded is buffered.
 */
export async function readBody(
  request: Request,
  maxBytes: number,
  tooLarge = 'Request body is too large',
): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new ApiError(413, tooLarge)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new ApiError(413, tooLarge)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Reads a JSON body of at most `maxBytes` (a resource's contract names its limit), or throws a 4xx. */
export async function readJson(request: Request, maxBytes = JSON_BODY_BYTES): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().includes('application/json')) {
    throw new ApiError(415, 'Content-Type must be application/json')
  }
  const text = (await readBody(request, maxBytes)).toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON')
  }
}
