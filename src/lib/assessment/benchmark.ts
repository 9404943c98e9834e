/** Fewer other founders than this in a group and it is not compared with: no one's score shows through a small group. */
export const PEER_MINIMUM = 20

/** How many other founders a group holds, and how many of them scored lower. */
export type PeerCount = { peers: number; below: number }

export type PeerBenchmark = {
  /** The share of the group scoring lower, rounded down to a multiple of 5, so one more founder rarely moves it. */
  percent: number
  /** The industry compared with, or null for every founder. */
  industry: string | null
}

/**
 * A founder's place among the others who took the assessment: among their industry's when it has at
 * least PEER_MINIMUM others, else among everyone's when that has, else none.
 */
export function peerBenchmark(all: PeerCount, industry: (PeerCount & { name: string }) | null): PeerBenchmark | null {
  const group = industry && industry.peers >= PEER_MINIMUM ? industry : all.peers >= PEER_MINIMUM ? all : null
  if (!group) return null
  const below = Math.min(group.below, group.peers)
  return {
    percent: Math.floor((below / group.peers) * 20) * 5,
    industry: group === industry ? industry.name : null,
  }
}

/** The sentence the results page, its PDF and e-mail show. */
export const benchmarkText = ({ percent, industry }: PeerBenchmark): string =>
  `Your score is higher than ${percent}% of the founders${industry ? ` in ${industry}` : ''} who took the assessment.`
