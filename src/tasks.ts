import { REPORTS_QUEUE, sendAnalyticsReportsTask } from './analytics/reports/task'
import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

import { generateMessageAnalysis } from '@/ai/message-analysis-records'
import { generatePrediction } from '@/ai/prediction-records'
import { modelForPublicSubmission } from '@/ai/public-budget'
import { newsletterTasks } from '@/newsletter/jobs'
import { NEWSLETTER_QUEUE } from '@/newsletter/queue'
import { AI_QUEUE } from '@/ai/queue'
import { ANALYTICS_QUEUE, sliceAnalyticsTask } from '@/analytics/slice-task'
import { BACKUP_QUEUE, backupDatabaseTask } from '@/backups/task'
import { SCHEDULED_PUBLISH_QUEUE } from '@/collections/BlogPosts/jobs'
import type { QueueSpec } from '@/jobs/runner'
import { notificationSummaryTask } from '@/leads/bulk-notifications'
import { purgeHeldLeadsTask } from '@/leads/held/task'
import { DIGEST_QUEUE, LEADS_QUEUE, leadAnalysed, leadsTasks } from '@/leads/jobs'
import type { LeadRef } from '@/leads/lead'
import { MEETINGS_QUEUE, meetingEmailTask } from '@/leads/meetings/jobs'
import { meetingHubspotTask, meetingWebhookTask } from '@/leads/meetings/webhook'
import { notifyInboundEmailTask } from '@/leads/inbound/notify'
import { notifyLeadOwnerTask } from '@/leads/owners/assignment'
import { taskReminderTasks } from '@/leads/tasks/reminders'
import { sendLeadReplyTask } from '@/leads/replies/send'
import { requeueLeadsTask } from '@/leads/requeue'
import { parseDocId } from '@/lib/ids'
import { rateLimiter } from '@/shared-state/rate-limiter'

/** Failed runs (a database error: the model's own failures already fall back to the analyst) are retried with backoff. */
const retries = { attempts: 5, backoff: { type: 'exponential' as const, delay: 5_000 } }

const idOf = (payload: Payload, raw: string) => {
  const id = parseDocId(raw, payload.db.defaultIDType)
  if (id === null) throw new Error(`Invalid document id: ${raw}`)
  return id
}

/**
 * A lead's AI step on the queue: analyse it (the public budget decides whether the model or the
 * rule-based analyst answers), then let its delivery go on. A lead deleted before its turn simply
 * has nothing to analyse.
 */
async function analyseQueuedLead(
  req: PayloadRequest,
  lead: LeadRef,
  generate: typeof generateMessageAnalysis | typeof generatePrediction,
) {
  const model = await modelForPublicSubmission(rateLimiter(req.payload), req.payload.logger)
  await generate(req.payload, idOf(req.payload, lead.id), null, model)
  await leadAnalysed(req, lead)
  return { output: {} }
}

const analyzeInquiryTask: TaskConfig<'analyzeInquiry'> = {
  slug: 'analyzeInquiry',
  label: 'AI analysis of a contact inquiry',
  inputSchema: [{ name: 'contactInquiryId', type: 'text', required: true }],
  retries,
  handler: ({ input, req }) =>
    analyseQueuedLead(req, { kind: 'inquiry', id: input.contactInquiryId }, generateMessageAnalysis),
}

const predictAssessmentTask: TaskConfig<'predictAssessment'> = {
  slug: 'predictAssessment',
  label: 'AI prediction for an assessment',
  inputSchema: [{ name: 'assessmentId', type: 'text', required: true }],
  retries,
  handler: ({ input, req }) =>
    analyseQueuedLead(req, { kind: 'assessment', id: input.assessmentId }, generatePrediction),
}

const isAdminRequest = ({ req }: { req: { user?: { role?: string | null } | null } }) => req.user?.role === 'admin'

/** Every task of the product (AI, leads, digest, newsletter, backups, analytics slices); Payload adds its own schedulePublish. src/jobs runs them. */
export const jobsConfig: JobsConfig = {
  tasks: [
    analyzeInquiryTask,
    predictAssessmentTask,
    ...leadsTasks,
    requeueLeadsTask,
    purgeHeldLeadsTask,
    notificationSummaryTask,
    sendLeadReplyTask,
    notifyInboundEmailTask,
    notifyLeadOwnerTask,
    ...taskReminderTasks,
    meetingEmailTask,
    meetingWebhookTask,
    meetingHubspotTask,
    ...newsletterTasks,
    backupDatabaseTask,
    sliceAnalyticsTask,
    sendAnalyticsReportsTask,
  ],
  access: { queue: isAdminRequest, run: isAdminRequest, cancel: isAdminRequest },
  deleteJobOnComplete: true,
}

/** Every queue the server (or `npm run worker`) runs; a new queue is one more line here. */
export const QUEUES: QueueSpec[] = [
  { queue: AI_QUEUE, limit: 25 },
  // Lead e-mails, webhook and HubSpot calls (src/leads/jobs.ts); the Monday digest.
  { queue: LEADS_QUEUE, limit: 10 },
  { queue: DIGEST_QUEUE, limit: 1 },
  // Meeting invitations, cancellations and reminders (src/leads/meetings/jobs.ts).
  { queue: MEETINGS_QUEUE, limit: 10 },
  // Scheduled publishing and unpublishing of insights (CMS and dashboard).
  { queue: SCHEDULED_PUBLISH_QUEUE, limit: 5 },
  // Newsletter confirmations and new insights' e-mails (src/newsletter/jobs.ts).
  { queue: NEWSLETTER_QUEUE, limit: 10 },
  // The automatic database snapshots (src/backups).
  { queue: BACKUP_QUEUE, limit: 1 },
  // The analytics filter slices of closed days (src/analytics/slice-task.ts).
  { queue: ANALYTICS_QUEUE, limit: 1 },
  // The e-mailed analytics reports (src/analytics/reports/task.ts).
  { queue: REPORTS_QUEUE, limit: 1 },
]
