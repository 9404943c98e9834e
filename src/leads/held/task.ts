import type { TaskConfig } from 'payload'

import { LEADS_QUEUE } from '../jobs'

import { purgeHeldLeads } from './held'

/** Held submissions purge on the leads queue, hourly (Payload's scheduler queues one run at a time). */
export const purgeHeldLeadsTask: TaskConfig<'purgeHeldLeads'> = {
  slug: 'purgeHeldLeads',
  label: 'Purge held submissions past HELD_LEADS_DAYS or beyond HELD_LEADS_MAX',
  schedule: [{ cron: '17 * * * *', queue: LEADS_QUEUE }],
  inputSchema: [],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    await purgeHeldLeads(req.payload)
    return { output: {} }
  },
}
