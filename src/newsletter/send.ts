import type { Payload, PayloadRequest } from 'payload'

import { documentHrefs, postPath } from '@/insights/internal-links'
import type { Message } from '@/leads/email/compose'
import { sendEmailOnce } from '@/leads/email/handoff'
import { leadSettings } from '@/leads/settings'
import { clickQuery } from '@/lib/newsletter-click'
import { asRichText, internalLinkRefs, richTextNodes, type RichTextState } from '@/lib/rich-text'
import { siteUrl } from '@/lib/site-url'
import type { BlogPost } from '@/payload-types'
import { returnHourlyShare, takeHourlyShare } from '@/shared-state/hourly-cap'
import type { RateRule } from '@/shared-state/rate-limiter'

import { type IssueContent, type IssueFormat, issueEmail } from './issue-email'
import { unsubscribeUrl } from './links'
import { NEWSLETTER_QUEUE } from './queue'

const DEFAULT_SENDS_PER_MINUTE = 60
/** Subscribers one job sends to before it hands the rest to a new job (its progress, kept in the queue). */
export const SEND_CHUNK = 50

/** Newsletter e-mails a minute for all instances and posts together (NEWSLETTER_SENDS_PER_MINUTE). */
const sendsPerMinute = (): RateRule => {
  const configured = Number(process.env.NEWSLETTER_SENDS_PER_MINUTE)
  const limit = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_SENDS_PER_MINUTE
  return { name: 'newsletter-send:minute', limit, windowMs: 60_000 }
}

/** The mail server refused the address for good (an SMTP 5xx): the subscriber is marked bouncing. */
const isPermanentFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** The post as an e-mail for one recipient (its unsubscribe link), every other link counted. */
export async function postEmail(
  payload: Payload,
  post: Pick<BlogPost, 'id' | 'title' | 'summary' | 'content'>,
  format: IssueFormat,
  unsubscribe: string,
  test = false,
) {
  const origin = siteUrl()
  const { firmName } = await leadSettings(payload)
  const body = format === 'full' ? asRichText(post.content) : null
  const content: IssueContent = {
    firmName,
    origin,
    title: post.title,
    summary: post.summary,
    url: `${origin}${postPath(post)}`,
    unsubscribeUrl: unsubscribe,
    track: (target) => `${origin}/api/newsletter/click?${clickQuery(payload.secret, String(post.id), target)}`,
    test,
    ...(body
      ? { body, hrefs: await documentHrefs(payload, internalLinkRefs(body)), media: await images(payload, body) }
      : {}),
  }
  return issueEmail(content)
}

/** The stored images a body shows, by id. */
async function images(payload: Payload, body: RichTextState) {
  const ids = richTextNodes(body)
    .filter((node) => node.type === 'upload')
    .map((node) => {
      const value = node.value as { id?: unknown } | number | string
      return typeof value === 'object' && value !== null ? value.id : value
    })
    .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string')
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(
    docs
      .filter((doc) => doc.url && doc.width && doc.height)
      .map((doc) => [String(doc.id), { url: doc.url!, alt: doc.alt ?? '', width: doc.width!, height: doc.height! }]),
  )
}

/** Stands for the recipient's unsubscribe link in a step's one rendering (URL characters only, so never escaped). */
const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/recipient-link'

const personalised = (message: Message, unsubscribe: string): Message => ({
  subject: message.subject,
  html: message.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribe),
  text: message.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribe),
})

export type IssueProgress = { postId: string; format: IssueFormat; after?: string | null }

/**
 * One step of a post's newsletter: the next SEND_CHUNK confirmed subscribers after `after` (by
 * id), each e-mailed once (a key per post and subscriber, so a retried or resumed step sends
 * nobody a second copy), within the minute's share of NEWSLETTER_SENDS_PER_MINUTE; then a new job
 * takes the rest, at once or when the minute's share is used up. A permanent refusal marks the
 * subscriber bouncing; any other failure fails the step, which is retried from its start.
 */
export async function sendIssueStep(req: PayloadRequest, progress: IssueProgress): Promise<void> {
  const { payload } = req
  const post = await payload.findByID({
    collection: 'blog-posts',
    id: progress.postId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!post?.isPublished) return
  const after = progress.after ?? null
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: {
      and: [{ status: { equals: 'confirmed' } }, ...(after === null ? [] : [{ id: { greater_than: after } }])],
    },
    sort: 'id',
    limit: SEND_CHUNK,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const cap = sendsPerMinute()
  const next = (from: string | null, waitUntil?: Date) =>
    payload.jobs.queue({
      task: 'newsletterIssue',
      queue: NEWSLETTER_QUEUE,
      input: { postId: progress.postId, format: progress.format, after: from },
      ...(waitUntil ? { waitUntil } : {}),
      req,
    })
  // Rendered once per step; each recipient's copy differs only in its unsubscribe link.
  const template = docs.length ? await postEmail(payload, post, progress.format, UNSUBSCRIBE_PLACEHOLDER) : null
  let sentUpTo = after
  for (const subscriber of docs) {
    const share = await takeHourlyShare(payload, cap)
    if (!share.allowed) {
      await next(sentUpTo, share.until)
      return
    }
    const unsubscribe = unsubscribeUrl(payload, subscriber.id)
    try {
      const message = personalised(template!, unsubscribe)
      const handoff = await sendEmailOnce(payload, `newsletter-issue:${post.id}:${subscriber.id}`, {
        to: subscriber.email,
        ...message,
        // The page's address takes the one-click POST as well (NEWSLETTER_LINK_PAGES).
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      })
      if (handoff.outcome !== 'sent') await returnHourlyShare(payload, cap)
    } catch (error) {
      if (!isPermanentFailure(error)) {
        await returnHourlyShare(payload, cap)
        throw error
      }
      await payload.update({
        collection: 'newsletter-subscribers',
        id: subscriber.id,
        data: { status: 'bouncing', bouncedAt: new Date().toISOString() },
        depth: 0,
        overrideAccess: true,
      })
    }
    sentUpTo = String(subscriber.id)
  }
  if (docs.length === SEND_CHUNK) await next(sentUpTo)
}
