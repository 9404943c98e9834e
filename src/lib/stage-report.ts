/** The pipeline's stages in order, as src/contracts/pipeline.ts lists them; Passed closes without advancing. */
const ORDER = ['new', 'contacted', 'qualified', 'in_diligence', 'passed', 'invested'] as const
type Stage = (typeof ORDER)[number]
const rank = (stage: Stage) => (stage === 'passed' ? -1 : ORDER.indexOf(stage))

/** A person reaching a stage at an instant (ISO). */
export type StageMove = { person: string; to: Stage; at: string }

export type StageRow = {
  group: string
  entered: Partial<Record<Stage, number>>
  conversion: Partial<Record<Stage, number>>
  meanDaysInStage: Partial<Record<Stage, number>>
}

const DAY_MS = 86_400_000
const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * Per group: who entered each stage in [start, end); of those, the share who later (by `end`)
 * reached a further open stage; and the mean days spent in each stage by the moves out of it made
 * in the period. `arrivals` counts, per group, people who arrived at New in the period and never
 * moved (by far the most people, counted where they are stored rather than passed as moves).
 */
export function stageReportRows(
  moves: readonly StageMove[],
  {
    start,
    end,
    groupOf,
    arrivals = new Map(),
  }: { start: string; end: string; groupOf: (person: string) => string; arrivals?: ReadonlyMap<string, number> },
): StageRow[] {
  const byPerson = new Map<string, StageMove[]>()
  for (const move of [...moves].sort((a, b) => a.at.localeCompare(b.at))) {
    if (move.at >= end) continue
    const list = byPerson.get(move.person) ?? []
    if (list.at(-1)?.to !== move.to) list.push(move)
    byPerson.set(move.person, list)
  }
  const rows = new Map<
    string,
    { entered: Map<Stage, number>; advanced: Map<Stage, number>; days: Map<Stage, number[]> }
  >()
  for (const [group, count] of arrivals)
    rows.set(group, { entered: new Map([['new', count]]), advanced: new Map(), days: new Map() })
  for (const [person, list] of byPerson) {
    const group = groupOf(person)
    const row = rows.get(group) ?? { entered: new Map(), advanced: new Map(), days: new Map() }
    rows.set(group, row)
    list.forEach((move, index) => {
      const next = list[index + 1]
      if (next && next.at >= start) {
        const days = row.days.get(move.to) ?? []
        days.push((Date.parse(next.at) - Date.parse(move.at)) / DAY_MS)
        row.days.set(move.to, days)
      }
      if (move.at < start) return
      row.entered.set(move.to, (row.entered.get(move.to) ?? 0) + 1)
      if (list.slice(index + 1).some((later) => rank(later.to) > rank(move.to) && rank(move.to) >= 0))
        row.advanced.set(move.to, (row.advanced.get(move.to) ?? 0) + 1)
    })
  }
  return [...rows]
    .map(([group, row]) => ({
      group,
      entered: Object.fromEntries(row.entered),
      conversion: Object.fromEntries(
        [...row.entered].map(([stage, count]) => [stage, round2((row.advanced.get(stage) ?? 0) / count)]),
      ),
      meanDaysInStage: Object.fromEntries(
        [...row.days].map(([stage, days]) => [stage, round2(days.reduce((sum, day) => sum + day, 0) / days.length)]),
      ),
    }))
    .filter((row) => Object.keys(row.entered).length > 0 || Object.keys(row.meanDaysInStage).length > 0)
    .sort((a, b) => a.group.localeCompare(b.group))
}
