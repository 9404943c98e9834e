import type { CollectionBeforeChangeHook } from 'payload'

import { PILLAR_NUMBERS, type TeamMember } from '@/contracts/team-members'
import { formatCareerLines, parseTeamBio, serializeTeamBio } from '@/lib/team-bio'

/**
 * The bio (JSON of overview, career, pillars, philosophy) is the source of truth when it is
 * structured: the flat pillar, philosophy and career fields are filled from it so that both
 * shapes read the same. An object bio (possible through the CMS API) is stored as its JSON string.
 */
export const syncBio: CollectionBeforeChangeHook<TeamMember> = ({ data }) => {
  const raw: unknown = data.bio
  if (raw === undefined || raw === null) return data
  const structured = typeof raw === 'object' || /^\s*\{/.test(String(raw))
  if (!structured) return data
  const bio = parseTeamBio(raw)
  data.bio = serializeTeamBio(bio)
  data.philosophy = bio.philosophy
  data.careerJourney = formatCareerLines(bio.career)
  for (const n of PILLAR_NUMBERS) {
    const pillar = bio.pillars[n - 1]
    data[`pillar${n}Title`] = pillar?.title ?? ''
    data[`pillar${n}Description`] = pillar?.description ?? ''
    if (pillar) data[`pillar${n}Icon`] = pillar.icon
  }
  return data
}
