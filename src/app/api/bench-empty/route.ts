/**
 * The baseline `npm run bench:analytics` compares POST /api/events with: a route handler that
 * reads the body and does nothing else. Absent (404) unless the server runs with BENCH_EMPTY_ROUTE=1.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  if (process.env.BENCH_EMPTY_ROUTE !== '1') return new Response('Not found', { status: 404 })
  await request.text()
  return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } })
}
