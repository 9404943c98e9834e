import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, TaskConfig } from 'payload'

import { NEWSLETTER_CONFIRM_LINK_MS } from '@/contracts/newsletter'
import { sendEmailOnce } from '@/leads/email/handoff'
import { leadSettings } from '@/leads/settings'
import { confirmLinkState } from '@/lib/newsletter-links'
import { absoluteUrl } from '@/lib/site-url'
import { returnHourlyShare, takeHourlyShare } from '@/shared-state/hourly-cap'
import { postSlug } from '@/lib/slug'
import type { BlogPost } from '@/payload-types'

import { confirmUrl, unsubscribeUrl } from './links'
import { confirmationMessage, issueMessage } from './messages'
import { postEmail, sendIssueStep } from './send'
import { NEWSLETTER_QUEUE } from './queue'
import { confirmationsPerHour, subscriberById } from './subscribe'

const retries = { attempts: 6, backoff: { type: 'exponential' as const, delay: 30_000 } }
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

/**
 * A newly published insight, sent step by step (src/newsletter/send.ts): each job e-mails the next
 * confirmed subscribers after `after` and queues the rest, so a restart resumes where it stopped.
 */
const newsletterIssueTask: TaskConfig<'newsletterIssue'> = {
  slug: 'newsletterIssue',
  label: 'Newsletter: e-mail a new insight to the next confirmed subscribers',
  inputSchema: [
    { name: 'postId', type: 'text', required: true },
    { name: 'format', type: 'select', options: ['summary', 'full'] },
    { name: 'after', type: 'text' },
  ],
  retries,
  handler: async ({ input, req }) => {
    await sendIssueStep(req, { postId: input.postId, format: input.format ?? 'summary', after: input.after ?? null })
    return { output: {} }
  },
}

/** "Send a test to me" from the CMS: the post's e-mail, marked as a test, to the editor who asked. */
const sendNewsletterTestTask: TaskConfig<'sendNewsletterTest'> = {
  slug: 'sendNewsletterTest',
  label: "Newsletter: a test of a post's e-mail",
  inputSchema: [
    { name: 'postId', type: 'text', required: true },
    { name: 'format', type: 'select', options: ['summary', 'full'] },
    { name: 'to', type: 'email', required: true },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential' as const, delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    const post = await req.payload.findByID({
      collection: 'blog-posts',
      id: input.postId,
      depth: 0,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!post) return { output: {} }
    // A test's unsubscribe link names no subscriber: it opens the page, which says the link is not valid.
    const message = await postEmail(
      req.payload,
      post,
      input.format ?? 'summary',
      absoluteUrl('/newsletter/unsubscribe'),
      true,
    )
    await sendEmailOnce(req.payload, `sendNewsletterTest:${job.id}`, { to: input.to, ...message })
    return { output: {} }
  },
}

/** One subscriber's e-mail of a new insight (jobs queued before posts were sent step by step). */
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

export const newsletterTasks = [
  sendNewsletterConfirmationTask,
  newsletterIssueTask,
  sendNewsletterIssueTask,
  sendNewsletterTestTask,
]

/**
 * A post's first publication (now or by schedule) is marked on the post and, once saved, queues its
 * newsletter. Later edits, and publishing again after taking it offline, send nothing.
 */
export const markFirstPublication: CollectionBeforeChangeHook<BlogPost> = ({ data, originalDoc, context }) => {
  const format = data.newsletter?.format ?? originalDoc?.newsletter?.format
  if (data.isPublished && !originalDoc?.newsletterSentAt && !data.newsletterSentAt && format !== 'none') {
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
    input: { postId: String(doc.id), format: doc.newsletter?.format === 'full' ? 'full' : 'summary', after: null },
    req,
  })
  return doc
}
