import { errorResponse, type Handler, type PayloadContext } from '@/http/http'
import { getPayloadClient } from '@/payload-client'

/** Unexpected errors go to Payload's logger; when Payload itself cannot start, Next.js logs the error. */
async function logUnexpected(error: unknown): Promise<void> {
  const payload = await getPayloadClient().catch(() => {
    throw error
  })
  payload.logger.error({ err: error }, 'API route failed')
}

/** A route handler whose thrown errors become answers through the one mapping (src/http/http.ts). */
const withErrors =
  <C>(handler: Handler<C>): Handler<C> =>
  async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      const response = errorResponse(error)
      if (response.status >= 500) await logUnexpected(error)
      return response
    }
  }

/**
 * A route handler handed Payload with Next.js's context: feature code below (src/leads, src/http)
 * never reaches up to the module that starts Payload.
 */
export const withPayload = <C>(handler: Handler<PayloadContext<C>>): Handler<C> =>
  withErrors(async (request, context) => handler(request, { ...(context as C), payload: await getPayloadClient() }))
