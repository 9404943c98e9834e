import { performance } from 'node:perf_hooks'

/** Above this share of the time spent running code rather than waiting, the process is saturated. */
export const SATURATED_UTILIZATION = 0.9

/**
 * Whether this process's event loop was saturated since the previous call: it spent at least
 * `threshold` of that time running code (answering requests, rendering, running jobs) rather than
 * waiting for work. It measures how full the one thread is, not how many requests came: a stream
 * of cheap requests (static files, tracker events) that leaves it idle half the time is no load.
 */
export function eventLoopSaturation(threshold = SATURATED_UTILIZATION): () => boolean {
  let last = performance.eventLoopUtilization()
  return () => {
    const now = performance.eventLoopUtilization()
    const { utilization } = performance.eventLoopUtilization(now, last)
    last = now
    return utilization >= threshold
  }
}
