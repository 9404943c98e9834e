import { followClick } from '@/newsletter/clicks'

import { ApiError, type PayloadContext } from '@/http/http'

/**
 * GET /api/newsletter/click?p=&u=&s=: a link of a newsletter e-mail. A signed one is counted and
 * redirected (302) to its target; a bad or missing signature is a 404, never a redirect.
 */
export async function click(request: Request, { payload }: PayloadContext): Promise<Response> {
  const target = await followClick(payload, new URL(request.url).searchParams)
  if (!target) throw new ApiError(404, 'Not Found')
  return new Response(null, { status: 302, headers: { location: target, 'cache-control': 'no-store' } })
}
