import type { TaskConfig } from 'payload'

import type { LeadKindSlug } from '@/contracts/lead-inbox'
import { kindOfCollection, LEAD_KINDS } from '@/contracts/lead-kinds'
import type { QueuedJob } from '@/jobs/enqueue'
import { parseDocId } from '@/lib/ids'

import { oneLine } from '@/email/compose'
import { sendEmailOnce } from '@/email/handoff'
import { LEADS_QUEUE } from '../jobs'
import { loadLead } from '../lead'
import { leadSettings } from '../settings'

/** The job e-mailing a lead's new owner; `by` is who assigned it. */
export const assignmentJob = (
  kind: LeadKindSlug,
  id: number | string,
  userId: number | string,
  by: string,
): QueuedJob<'notifyLeadOwner'> => ({
  task: 'notifyLeadOwner',
  queue: LEADS_QUEUE,
  input: { kind: kindOfCollection(kind), id: String(id), userId: String(userId), by },
})

/**
 * Tells the new owner, in plain text, which lead is theirs and where it is in the dashboard. A
 * lead or user deleted meanwhile, or a lead that changed hands again, gets nothing.
 */
export const notifyLeadOwnerTask: TaskConfig<'notifyLeadOwner'> = {
  slug: 'notifyLeadOwner',
  label: 'E-mail a lead’s new owner',
  inputSchema: [
    { name: 'kind', type: 'select', options: [...LEAD_KINDS], required: true },
    { name: 'id', type: 'text', required: true },
    { name: 'userId', type: 'text', required: true },
    { name: 'by', type: 'text', required: true },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req: { payload } }) => {
    const userId = parseDocId(input.userId, payload.db.defaultIDType)
    const [lead, user] = await Promise.all([
      loadLead(payload, { kind: input.kind, id: input.id }),
      userId === null
        ? null
        : payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true }),
    ])
    if (!lead || !user) return { output: {} }
    const { firmName } = await leadSettings(payload)
    const what = lead.company ? `${lead.company} (${lead.name})` : lead.name
    await sendEmailOnce(payload, `notifyLeadOwner:${job.id}`, {
      to: user.email,
      subject: oneLine(`Lead assigned to you: ${what}`),
      text: [
        `${input.by} assigned you this lead in the ${firmName} dashboard:`,
        '',
        `${what} <${lead.email}>`,
        '',
        `Open it: ${lead.adminUrl}`,
      ].join('\n'),
    })
    return { output: {} }
  },
}
