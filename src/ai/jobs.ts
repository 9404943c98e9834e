import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { leadAnalysed, leadsAutoRun, leadsTasks, LEADS_QUEUES } from '@/leads/jobs'
import { parseDocId } from '@/lib/ids'

import { generateMessageAnalysis } from './message-analysis-records'
import { generatePrediction } from './prediction-records'

export const AI_QUEUE = 'ai'

/** Failed runs (a database error: the model's own failures already fall back to the analyst) are retried with backoff. */
const retries = { attempts: 5, backoff: { type: 'exponential' as const, delay: 5_000 } }

const idOf = (payload: Payload, raw: string) => {
  const id = parseDocId(raw, payload.db.defaultIDType)
  if (id === null) throw new Error(`Invalid document id: ${raw}`)
  return id
}

export const analyzeInquiryTask: TaskConfig<'analyzeInquiry'> = {
  slug: 'analyzeInquiry',
  label: 'AI analysis of a contact inquiry',
  inputSchema: [{ name: 'contactInquiryId', type: 'text', required: true }],
  retries,
  // An inquiry deleted before its turn simply has nothing to analyse.
  handler: async ({ input, req }) => {
    await generateMessageAnalysis(req.payload, idOf(req.payload, input.contactInquiryId))
    await leadAnalysed(req, { kind: 'inquiry', id: input.contactInquiryId })
    return { output: {} }
  },
}

export const predictAssessmentTask: TaskConfig<'predictAssessment'> = {
  slug: 'predictAssessment',
  label: 'AI prediction for an assessment',
  inputSchema: [{ name: 'assessmentId', type: 'text', required: true }],
  retries,
  handler: async ({ input, req }) => {
    await generatePrediction(req.payload, idOf(req.payload, input.assessmentId))
    await leadAnalysed(req, { kind: 'assessment', id: input.assessmentId })
    return { output: {} }
  },
}

/**
 * Jobs left marked as processing by a process that stopped mid-run would never be picked up again;
 * this single server process owns the queue, so at start-up they go back to pending.
 */
async function releaseInterruptedJobs(payload: Payload): Promise<void> {
  await payload.db.updateMany({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { queue: { in: [AI_QUEUE, ...LEADS_QUEUES] } }] },
    data: { processing: false },
    returning: false,
  })
}

const isAdminRequest = ({ req }: { req: { user?: { role?: string | null } | null } }) => req.user?.role === 'admin'

/** The durable AI queue: jobs are rows in payload-jobs, run every few seconds by the server itself. */
export const aiJobs: JobsConfig = {
  tasks: [analyzeInquiryTask, predictAssessmentTask, ...leadsTasks],
  access: { queue: isAdminRequest, run: isAdminRequest, cancel: isAdminRequest },
  deleteJobOnComplete: true,
  // JOBS_AUTORUN=false stops the runner (tests run jobs explicitly with payload.jobs.run).
  autoRun: async (payload) => {
    if (process.env.JOBS_AUTORUN === 'false') return []
    await releaseInterruptedJobs(payload)
    // Up to 25 jobs a second: a burst of submissions (hundreds of inquiries) drains in seconds.
    return [{ cron: '*/2 * * * * *', queue: AI_QUEUE, limit: 50, disableScheduling: true, silent: { info: true } }, ...leadsAutoRun]
  },
}
