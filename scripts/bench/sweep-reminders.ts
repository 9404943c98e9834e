/**
 * `node --import tsx scripts/bench/sweep-reminders.ts`: for `npm run bench:admin`, times the task
 * reminder sweep (the minute job) on the database of DATABASE_URI twice: the first claims what has
 * fallen due, the second finds nothing left. Prints one JSON line `{first, second, claimed}` (ms).
 * For benchmarks only.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { sweepDueTasks } from '../../src/leads/tasks/reminders'

const payload = await getPayload({ config, disableOnInit: true })
const timed = async () => {
  const start = performance.now()
  const claimed = await sweepDueTasks(payload)
  return { ms: performance.now() - start, claimed }
}
const first = await timed()
const second = await timed()
console.log(JSON.stringify({ first: first.ms, second: second.ms, claimed: first.claimed, again: second.claimed }))
process.exit(0)
