import { APIError } from 'payload'
import { ZodError } from 'zod'

import { invalidFieldsMessage } from '@/lib/zod-message'

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

/** Errors are short plain text, so the client's "status: body" message reads well. */
export const textResponse = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } })

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * The one mapping from thrown errors to responses. Payload's own 4xx errors (validation, not
 * found) keep their status and message; anything unexpected is logged and a 500.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) return textResponse(error.status, error.message, error.headers)
  if (error instanceof ZodError) return textResponse(400, invalidFieldsMessage(error))
  if (error instanceof APIError && error.status >= 400 && error.status < 500) {
    return textResponse(error.status, error.message)
  }
  console.error(error)
  return textResponse(500, 'Internal server error')
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

export const withErrors =
  <C>(handler: Handler<C>): Handler<C> =>
  async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      return errorResponse(error)
    }
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

/** Reads a JSON body of at most `maxBytes`, or throws a 4xx. */
export async function readJson(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
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
