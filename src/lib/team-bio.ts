import { DEFAULT_PILLAR_ICONS, pillarIconName, type PillarIconName } from './pillar-icons'

type CareerEntry = { role: string; institution: string }
export type Pillar = { icon: PillarIconName; title: string; description: string }
export type TeamBio = {
  overview: string
  career: CareerEntry[]
  pillars: Pillar[]
  philosophy: string
}

export const MAX_PILLARS = 3

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Reads a team member's bio: a JSON string or object of the four parts, or plain text (the overview). */
export function parseTeamBio(bio: unknown): TeamBio {
  let value = bio
  if (typeof bio === 'string') {
    try {
      value = JSON.parse(bio)
    } catch {
      return { overview: bio, career: [], pillars: [], philosophy: '' }
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { overview: typeof bio === 'string' ? bio : '', career: [], pillars: [], philosophy: '' }
  }
  const record = value as Record<string, unknown>
  const career = Array.isArray(record.career) ? record.career : []
  const pillars = Array.isArray(record.pillars) ? record.pillars : []
  return {
    overview: text(record.overview),
    career: career
      .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
      .map((entry) => ({ role: text(entry.role), institution: text(entry.institution) }))
      .filter((entry) => entry.role || entry.institution),
    pillars: pillars
      .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
      .filter((entry) => text(entry.title) && text(entry.description))
      .slice(0, MAX_PILLARS)
      .map((entry, index) => ({
        icon: pillarIconName(text(entry.icon) || DEFAULT_PILLAR_ICONS[index]),
        title: text(entry.title),
        description: text(entry.description),
      })),
    philosophy: text(record.philosophy),
  }
}

export const serializeTeamBio = (bio: TeamBio): string => JSON.stringify(bio)

/** One career entry per line: "role at institution"; a line without " at " is a role alone. */
export function parseCareerLines(lines: string): CareerEntry[] {
  return lines
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(.*?)\s+at\s+(.+)$/.exec(line)
      return match ? { role: match[1].trim(), institution: match[2].trim() } : { role: line, institution: '' }
    })
}

export const formatCareerLines = (career: CareerEntry[]): string =>
  career.map((entry) => (entry.institution ? `${entry.role} at ${entry.institution}` : entry.role)).join('\n')
