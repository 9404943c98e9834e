/** An empty answer: the cost of a Next.js route handler alone, the baseline of the API benchmarks. */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return new Response(null, { status: 200 })
}

export function POST(): Response {
  return new Response(null, { status: 202 })
}
