/**
 * Custom goals and funnels, the rules both stores follow: a page goal's path with `*` wildcards (any
 * characters, `/` too), an event goal's custom event name; a goal converts a visit once however often
 * it happens in it; a funnel's steps count in order within one visit.
 */
import type { FunnelStep, FunnelStepReport } from '@/contracts/analytics-saved'

import { percent } from './metrics'

/** What a goal or a funnel step matches in a visit. */
export type Matcher =
  | { type: 'page'; path: string }
  | { type: 'event'; event: string }
  | { type: 'builtin'; goal: string }
  | { type: 'lead' }

/** A page pattern as a SQLite GLOB: `*` stays, GLOB's other specials match themselves. */
export const globOf = (path: string): string => path.replace(/[?[\]]/g, (special) => `[${special}]`)

/** A page pattern as an anchored regular expression (MongoDB, and the funnel's matching). */
export const regexOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*')}$`,
  )

/** A lead in a visit: the tracker's goal of a sent inquiry or a completed assessment. */
export const LEAD_GOALS = ['contact_submitted', 'assessment_completed'] as const

/**
 * The events log's name for a visit's event: `pageview`, a built-in goal, or `custom:<name>`
 * (src/analytics/model/sessions.ts writes it so).
 */
function matches(matcher: Matcher, name: string, path: string, regex?: RegExp): boolean {
  switch (matcher.type) {
    case 'page':
      return name === 'pageview' && (regex ?? regexOf(matcher.path)).test(path)
    case 'event':
      return name === `custom:${matcher.event}`
    case 'builtin':
      return name === matcher.goal
    case 'lead':
      return (LEAD_GOALS as readonly string[]).includes(name)
  }
}

/** A funnel step as a matcher; a goal step resolved through the saved goals (null: the goal is gone). */
export function stepMatcher(step: FunnelStep, goals: ReadonlyMap<string, Matcher>): Matcher | null {
  switch (step.type) {
    case 'page':
      return { type: 'page', path: step.path }
    case 'lead':
      return { type: 'lead' }
    // The results page's picker records a booked call as the built-in goal.
    case 'meeting':
      return { type: 'builtin', goal: 'meeting_booked' }
    case 'goal':
      return goals.get(step.goal) ?? null
  }
}

/** One visit's events in time order, as the events log keeps them. */
export type VisitEvents = { visitorId: string; events: { name: string; path: string }[] }

/**
 * How far each visit got through the steps, in order (a step is reached only at an event after the
 * one that reached the step before it, within the visit), as distinct visitors per step. A missing
 * step (its goal deleted) and the steps after it are reached by nobody.
 */
export function funnelReach(matchers: (Matcher | null)[], visits: Iterable<VisitEvents>): number[] {
  const reached = matchers.map(() => new Set<string>())
  const regexes = matchers.map((matcher) => (matcher?.type === 'page' ? regexOf(matcher.path) : undefined))
  for (const visit of visits) {
    let step = 0
    for (const event of visit.events) {
      const matcher = matchers[step]
      if (!matcher) break
      if (matches(matcher, event.name, event.path, regexes[step])) {
        reached[step].add(visit.visitorId)
        step += 1
        if (step === matchers.length) break
      }
    }
  }
  return reached.map((visitors) => visitors.size)
}

/** A funnel's steps from the visitors reaching each: conversion from the step before and the share that dropped off. */
export function funnelReport(labels: string[], reached: number[]): FunnelStepReport[] {
  return labels.map((label, index) => {
    const visitors = reached[index] ?? 0
    const before = index === 0 ? visitors : (reached[index - 1] ?? 0)
    return {
      label,
      visitors,
      conversion: percent(visitors, before),
      dropOff: percent(Math.max(0, before - visitors), before),
    }
  })
}

/** What a funnel step is called in the report. */
export function stepLabel(step: FunnelStep, goalNames: ReadonlyMap<string, string>): string {
  switch (step.type) {
    case 'page':
      return `Visited ${step.path}`
    case 'lead':
      return 'Became a lead'
    case 'meeting':
      return 'Booked a meeting'
    case 'goal':
      return goalNames.get(step.goal) ?? 'Deleted goal'
  }
}
