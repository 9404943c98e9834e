import { performance } from 'node:perf_hooks'

/**
 * Above this share of the time spent running code rather than waiting, the process is saturated.
 * Half, not nearly all: a burst of submissions that began halfway through the runner's one-second
 * window must already count, or the runner starts every job its queues allow right into it.
 */
const SATURATED_UTILIZATION = 0.5
/**
 * Visitors' requests a second (pages and API calls) below which a full thread is the jobs' own
 * work, or a test polling now and then: the runner then has no one to give way to.
 */
const VISITOR_REQUESTS_PER_SECOND = 20
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
 * The visitors' requests this process handed to Next so far. On globalThis: the front server
 * (dist/server.mjs) counts them and the job runner inside Next's bundle reads them, each with its
 * own copy of this module.
 */
const counter = globalThis as { __visitorRequests?: number }
const visitorRequests = () => counter.__visitorRequests ?? 0

/** A page or API request, not one of Next's built files or a public file such as /logo.svg. */
export const isVisitorRequest = (url: string | undefined): boolean =>
  url !== undefined && !url.startsWith('/_next/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0])

/** Called by the front server for each request it hands to Next. */
export function countRequest(url: string | undefined): void {
  if (isVisitorRequest(url)) counter.__visitorRequests = visitorRequests() + 1
}

/**
 * Whether this process is saturated by its visitors: its event loop spent at least `threshold` of
 * the time running code (answering requests, rendering, running jobs) rather than waiting for work,
 * while at least `perSecond` page or API requests a second came in. A thread full of the jobs'
 * own work, or of cheap requests (static files, tracker events), is no load to give way to.
 */
export function eventLoopLoad(
  threshold = SATURATED_UTILIZATION,
  perSecond = VISITOR_REQUESTS_PER_SECOND,
  requests: () => number = visitorRequests,
): LoopLoad {
  let mark = { loop: performance.eventLoopUtilization(), requests: requests() }
  const since = () => {
    const { utilization, active, idle } = performance.eventLoopUtilization(
      performance.eventLoopUtilization(),
      mark.loop,
    )
    const windowMs = active + idle
    const full = utilization >= threshold && requests() - mark.requests >= (perSecond * windowMs) / 1000
    return { windowMs, full }
  }
  return {
    saturated: () => {
      const { full } = since()
      mark = { loop: performance.eventLoopUtilization(), requests: requests() }
      return full
    },
    busy: () => {
      const { windowMs, full } = since()
      return windowMs >= MIN_WINDOW_MS && full
    },
  }
}
