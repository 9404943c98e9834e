import { performance } from 'node:perf_hooks'

/** Above this share of the time spent running code rather than waiting, the process is saturated. */
export const SATURATED_UTILIZATION = 0.9
/** `busy` needs a window this long to say anything (shorter ones are all noise). */
const MIN_WINDOW_MS = 50

/** How full this process's one thread is (see eventLoopLoad). */
export type LoopLoad = {
  /** Whether the loop was saturated since the previous call; starts a new window. */
  saturated: () => boolean
  /** Whether it is saturated in the window under way, read without starting a new one. */
  busy: () => boolean
}

/** Never saturated: a process that answers no visitors (or a test). */
export const NO_LOAD: LoopLoad = { saturated: () => false, busy: () => false }

/**
 * Whether this process's event loop is saturated: it spent at least `threshold` of the time
 * running code (answering requests, rendering, running jobs) rather than waiting for work. It
 * measures how full the one thread is, not how many requests came: a stream of cheap requests
 * (static files, tracker events) that leaves it idle half the time is no load.
 */
export function eventLoopLoad(threshold = SATURATED_UTILIZATION): LoopLoad {
  let mark = performance.eventLoopUtilization()
  const since = () => performance.eventLoopUtilization(performance.eventLoopUtilization(), mark)
  return {
    saturated: () => {
      const { utilization } = since()
      mark = performance.eventLoopUtilization()
      return utilization >= threshold
    },
    busy: () => {
      const { utilization, active, idle } = since()
      return active + idle >= MIN_WINDOW_MS && utilization >= threshold
    },
  }
}
