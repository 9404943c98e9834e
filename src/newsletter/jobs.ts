import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, TaskConfig } from 'payload'

import { NEWSLETTER_CONFIRM_LINK_MS } from '@/contracts/newsletter'
import { enqueue } from '@/jobs/enqueue'
import { sendEmailOnce } from '@/leads/email/handoff'
import { leadSettings } from '@/leads/settings'
import { confirmLinkState } from '@/lib/newsletter-links'
import { absoluteUrl } from '@/lib/site-url'
import { returnHourlyShare, takeHourlyShare } from '@/shared-state/hourly-cap'
import { postSlug } from '@/lib/slug'
import type { BlogPost } from '@/payload-types'

import { confirmUrl, unsubscribeUrl } from './links'
import { confirmationMessage, issueMessage } from './messages'
import { NEWSLETTER_QUEUE } from './queue'
import { confirmationsPerHour, subscriberById } from './subscribe'

const retries = { attempts: 6, backoff: { type: 'exponential' as const, delay: 30_000 } }
/** Confirmed subscribers read per page while a new insight's e-mails are queued. */
const FAN_OUT_PAGE = 500
const ISSUE_CONTEXT = 'newsletterIssue'

const sendNewsletterConfirmationTask: TaskConfig<'sendNewsletterConfirmation'> = {
  slug: 'sendNewsletterConfirmation',
  label: 'Newsletter: confirmation e-mail',
  inputSchema: [{ name: 'subscriberId', type: 'text', required: true }],
  retries,
  handler: async ({ input, job, req }) => {
    const subscriber = await subscriberById(req.payload, input.subscriberId)
    // Confirmed, unsubscribed since it was asked for, or waiting too long: its link would do nothing.
    if (!subscriber || confirmLinkState(subscriber, new Date(), NEWSLETTER_CONFIRM_LINK_MS) !== 'confirmable')
      return { output: {} }
    const url = confirmUrl(req.payload, subscriber)
    if (!url) return { output: {} }
    const cap = confirmationsPerHour()
    const share = await takeHourlyShare(req.payload, cap)
    // Beyond the hour's share the sign-up waits for the next hour, as a new job: no try is spent.
    if (!share.allowed) {
      await req.payload.jobs.queue({
        task: 'sendNewsletterConfirmation',
        queue: NEWSLETTER_QUEUE,
        input,
        waitUntil: share.until,
        req,
      })
      return { output: {} }
    }
    try {
      const { firmName } = await leadSettings(req.payload)
      await sendEmailOnce(req.payload, `sendNewsletterConfirmation:${job.id}`, {
        to: subscriber.email,
        ...confirmationMessage({ firmName, url }),
      })
    } catch (error) {
      await returnHourlyShare(req.payload, cap)
      throw error
    }
    return { output: {} }
  },
}

/** A newly published insight: one job per confirmed subscriber, queued page by page. */
const newsletterIssueTask: TaskConfig<'newsletterIssue'> = {
  slug: 'newsletterIssue',
  label: 'Newsletter: queue a new insight for every confirmed subscriber',
  inputSchema: [{ name: 'postId', type: 'text', required: true }],
  retries,
  handler: async ({ input, req }) => {
    for (let page = 1; ; page += 1) {
      const { docs, hasNextPage } = await req.payload.find({
        collection: 'newsletter-subscribers',
        where: { status: { equals: 'confirmed' } },
        select: {},
        sort: 'id',
        limit: FAN_OUT_PAGE,
        page,
        depth: 0,
        overrideAccess: true,
      })
      await enqueue(
        req,
        docs.map((subscriber) => ({
          task: 'sendNewsletterIssue' as const,
          queue: NEWSLETTER_QUEUE,
          input: { postId: input.postId, subscriberId: String(subscriber.id) },
        })),
      )
      if (!hasNextPage) return { output: {} }
    }
  },
}

/** One subscriber's e-mail of a new insight, with RFC 8058 one-click unsubscribe headers. */
const sendNewsletterIssueTask: TaskConfig<'sendNewsletterIssue'> = {
  slug: 'sendNewsletterIssue',
  label: 'Newsletter: e-mail a new insight to one subscriber',
  inputSchema: [
    { name: 'postId', type: 'text', required: true },
    { name: 'subscriberId', type: 'text', required: true },
  ],
  retries,
  handler: async ({ input, req }) => {
    const subscriber = await subscriberById(req.payload, input.subscriberId)
    if (subscriber?.status !== 'confirmed') return { output: {} }
    const post = await req.payload.findByID({
      collection: 'blog-posts',
      id: input.postId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!post?.isPublished) return { output: {} }
    const { firmName } = await leadSettings(req.payload)
    const unsubscribe = unsubscribeUrl(req.payload, subscriber.id)
    const message = issueMessage({
      firmName,
      title: post.title,
      summary: post.summary,
      url: absoluteUrl(`/insights/${postSlug(post.title, post.id)}`),
      unsubscribeUrl: unsubscribe,
    })
    await sendEmailOnce(req.payload, `newsletter-issue:${post.id}:${subscriber.id}`, {
      to: subscriber.email,
      ...message,
      // The page's address takes the one-click POST as well (NEWSLETTER_LINK_PAGES).
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    return { output: {} }
  },
}

export const newsletterTasks = [sendNewsletterConfirmationTask, newsletterIssueTask, sendNewsletterIssueTask]

/**
 * A post's first publication (now or by schedule) is marked on the post and, once saved, queues its
 * newsletter. Later edits, and publishing again after taking it offline, send nothing.
 */
export const markFirstPublication: CollectionBeforeChangeHook<BlogPost> = ({ data, originalDoc, context }) => {
  if (data.isPublished && !originalDoc?.newsletterSentAt && !data.newsletterSentAt) {
    data.newsletterSentAt = new Date().toISOString()
    context[ISSUE_CONTEXT] = true
  }
  return data
}

export const queueNewsletterIssue: CollectionAfterChangeHook<BlogPost> = async ({ doc, context, req }) => {
  if (!context[ISSUE_CONTEXT]) return doc
  context[ISSUE_CONTEXT] = false
  await req.payload.jobs.queue({
    task: 'newsletterIssue',
    queue: NEWSLETTER_QUEUE,
    input: { postId: String(doc.id) },
    req,
  })
  return doc
}
