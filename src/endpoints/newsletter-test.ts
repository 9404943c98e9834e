import { newsletterTestSchema, NEWSLETTER_TEST_BODY_BYTES } from '@/contracts/newsletter'
import { NEWSLETTER_QUEUE } from '@/newsletter/queue'

import { getCaller } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext, readJson } from '@/http/http'
import { docId } from '@/http/records'

/**
 * POST /api/newsletter/test-send {postId, format} (a CMS admin or editor): the post's e-mail,
 * marked as a test, goes to the caller's own address through the queue.
 */
export async function sendTest(request: Request, { payload }: PayloadContext): Promise<Response> {
  const { user } = await getCaller(request, payload)
  const role = (user as { role?: unknown } | null)?.role
  const email = (user as { email?: unknown } | null)?.email
  if (!user || (role !== 'admin' && role !== 'editor') || typeof email !== 'string' || email.endsWith('.local'))
    throw new ApiError(401, 'Sign in to the CMS as an editor to send a test to yourself')
  const { postId, format } = newsletterTestSchema.parse(await readJson(request, NEWSLETTER_TEST_BODY_BYTES))
  const id = docId(payload, postId, 'Blog post')
  const post = await payload.findByID({
    collection: 'blog-posts',
    id,
    depth: 0,
    draft: true,
    select: {},
    overrideAccess: true,
    disableErrors: true,
  })
  if (!post) throw new ApiError(404, 'Blog post not found')
  await payload.jobs.queue({
    task: 'sendNewsletterTest',
    queue: NEWSLETTER_QUEUE,
    input: { postId: String(id), format, to: email },
  })
  return jsonResponse({ message: `A test is on its way to ${email}.` }, 202)
}
