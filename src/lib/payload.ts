import config from '@payload-config'
import { getPayload } from 'payload'

import { runsJobs, startJobRunner } from '@/jobs'

/** Payload, started once per process; a server process also starts the job runner (src/jobs). */
export async function getPayloadClient() {
  const payload = await getPayload({ config })
  if (runsJobs()) startJobRunner(payload)
  return payload
}
