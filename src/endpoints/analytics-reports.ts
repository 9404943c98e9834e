import { REPORT_UNSUBSCRIBE_ROUTE } from '@/contracts/analytics-reports'
import { UNSUBSCRIBE_PURPOSE } from '@/analytics/reports/task'
import { verifySignedToken } from '@/lib/signed-token'
import type { Payload } from 'payload'

import type { PayloadContext } from '@/http/http'

const page = (status: number, body: string) =>
  new Response(
    `<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Analytics reports</title><main style="font:16px system-ui;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>Analytics reports</h1>${body}</main>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )

const invalid = () => page(404, '<p>This unsubscribe link is not valid, or the address was already removed.</p>')

/** The recipient row a link's token names, if it is still in the site settings. */
async function recipientOf(payload: Payload, token: string | null) {
  const id = token ? verifySignedToken(payload.secret, UNSUBSCRIBE_PURPOSE, token) : null
  if (!id) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  const rows = settings.analyticsReports ?? []
  return rows.some((row) => row.id === id) ? { payload, id, rows } : null
}

/**
 * GET (the e-mail's link): a button to confirm, so a mail scanner following links unsubscribes no one.
 * The token is a signed id of the address's row in the site settings.
 */
export async function unsubscribePage(request: Request, { payload }: PayloadContext): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token')
  if (!(await recipientOf(payload, token))) return invalid()
  return page(
    200,
    `<p>Stop sending the analytics reports to this address?</p><form method="post" action="${REPORT_UNSUBSCRIBE_ROUTE}"><input type="hidden" name="token" value="${encodeURIComponent(token!)}"><button type="submit">Unsubscribe</button></form>`,
  )
}

/** POST (the confirm button, or a mail client's one-click unsubscribe): removes the address from the settings. */
export async function unsubscribe(request: Request, { payload }: PayloadContext): Promise<Response> {
  const form = await request.formData().catch(() => null)
  const given = form?.get('token') ?? new URL(request.url).searchParams.get('token')
  const token = typeof given === 'string' ? decodeURIComponent(given) : null
  const found = await recipientOf(payload, token)
  if (!found) return invalid()
  await found.payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: { analyticsReports: found.rows.filter((row) => row.id !== found.id) },
  })
  return page(200, '<p>Unsubscribed: this address will receive no more analytics reports.</p>')
}
