import type { CollectionBeforeChangeHook } from 'payload'

import { formatCareerLines, parseTeamBio, serializeTeamBio } from '@/lib/team-bio'

/**
 * The bio (JSON of overview, career, pillars, philosophy) is the source of truth when it is
 * structured: the flat pillar, philosophy and career fields are filled from it so that both
 * shapes read the same. An object bio is stored as its JSON string.
 */
export const syncBio: CollectionBeforeChangeHook = ({ data }) => {
  if (data.bio === undefined || data.bio === null) return data
  const structured = typeof data.bio === 'object' || /^\s*\{/.test(String(data.bio))
  if (!structured) return data
  const bio = parseTeamBio(data.bio)
  data.bio = serializeTeamBio(bio)
  data.philosophy = bio.philosophy
  data.careerJourney = formatCareerLines(bio.career)
  for (const index of [0, 1, 2]) {
    const pillar = bio.pillars[index]
    const n = index + 1
    data[`pillar${n}Title`] = pillar?.title ?? ''
    data[`pillar${n}Description`] = pillar?.description ?? ''
    if (pillar) data[`pillar${n}Icon`] = pillar.icon
  }
  return data
}
