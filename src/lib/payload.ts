import config from '@payload-config'
import { getPayload } from 'payload'

/** `cron: true` starts the jobs runner (src/ai/jobs.ts) with the server; `next build` never starts it. */
export const getPayloadClient = () => getPayload({ config, cron: true })
