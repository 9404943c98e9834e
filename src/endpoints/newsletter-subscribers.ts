import { NEWSLETTER_SUBSCRIBERS_CSV, type SubscriberRow, subscriberListSchema } from '@/contracts/newsletter'
import { CSV_BOM, type CsvColumn, csvLine } from '@/lib/csv'
import { deleteSubscriber, subscriberGrowth, subscriberPage, subscriberPages } from '@/newsletter/subscribers'

import { requireAdmin } from '@/http/auth'
import { ApiError, type IdContext, jsonResponse, type PayloadContext } from '@/http/http'
import { docId } from '@/http/records'

const LABEL = 'Subscriber'

const listQuery = (request: Request) =>
  subscriberListSchema.parse(Object.fromEntries(new URL(request.url).searchParams))

/** GET /api/newsletter/subscribers?page=&q=&status= (admin): the counts and one page of subscribers. */
export async function listSubscribers(request: Request, { payload }: PayloadContext): Promise<Response> {
  const admin = await requireAdmin(request, payload)
  return jsonResponse(await subscriberPage(admin, listQuery(request)))
}

/** GET /api/newsletter/subscribers/growth (admin): new subscribers per week and by source page. */
export async function getSubscriberGrowth(request: Request, { payload }: PayloadContext): Promise<Response> {
  const admin = await requireAdmin(request, payload)
  return jsonResponse(await subscriberGrowth(admin))
}

const COLUMNS: readonly CsvColumn<SubscriberRow>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Status', value: (row) => row.status },
  { header: 'Subscribed at', value: (row) => row.subscribedAt },
  { header: 'Confirmed at', value: (row) => row.confirmedAt },
  { header: 'Source page', value: (row) => row.sourcePage },
  { header: 'Leads since', value: (row) => row.leadsSince },
  { header: 'Meetings since', value: (row) => row.meetingsSince },
]

/** GET /api/newsletter/subscribers/export?q=&status= (admin): every matching subscriber as CSV, streamed page by page. */
export async function exportSubscribers(request: Request, { payload }: PayloadContext): Promise<Response> {
  const admin = await requireAdmin(request, payload)
  const { q, status } = listQuery(request)
  const pages = subscriberPages(admin, { q, status })
  const encoder = new TextEncoder()
  let started = false
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(COLUMNS)))
        return
      }
      const { done, value } = await pages.next()
      if (done) {
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(value.map((row) => csvLine(COLUMNS, row)).join('')))
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
  return new Response(stream, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${NEWSLETTER_SUBSCRIBERS_CSV}"`,
      'cache-control': 'no-store',
    },
  })
}

/** DELETE /api/newsletter/subscribers/{id} (admin): the subscriber is deleted for good. */
export async function deleteSubscriberById(
  request: Request,
  { params, payload }: PayloadContext<IdContext>,
): Promise<Response> {
  const admin = await requireAdmin(request, payload)
  const id = docId(admin.payload, (await params).id, LABEL)
  if (!(await deleteSubscriber(admin, id))) throw new ApiError(404, `${LABEL} not found`)
  return jsonResponse({ success: true, id })
}
