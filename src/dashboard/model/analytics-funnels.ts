import type { ConversionsReport, FunnelStep } from '@/contracts/analytics-saved'

/**
 * A funnel's steps as staff type them, one a line: a page path (`*` for any), a saved goal's name,
 * `lead` or `meeting` (last only). The server checks the rest (2–8 steps).
 */
export function funnelSteps(text: string, goals: ConversionsReport['goals']): FunnelStep[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): FunnelStep => {
      if (line === 'lead' || line === 'meeting') return { type: line }
      if (line.startsWith('/')) return { type: 'page', path: line }
      const goal = goals.find((each) => each.name.toLowerCase() === line.toLowerCase())
      return { type: 'goal', goal: goal?.id ?? line }
    })
}
