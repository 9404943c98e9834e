import type { CustomGoal, Funnel, Segment, Share } from '@/contracts/analytics-saved'

import type { Definition } from './store/definitions'

/** The saved definitions as the API answers them. */
const saved = (definition: Definition) => ({
  id: definition.id,
  name: definition.name,
  createdBy: definition.createdBy,
  createdAt: definition.createdAt,
  updatedAt: definition.updatedAt,
})

export const segmentOf = (definition: Definition): Segment => ({
  ...saved(definition),
  filters: definition.body.filters as Segment['filters'],
})

export const goalOf = (definition: Definition): CustomGoal =>
  ({ ...saved(definition), ...(definition.body as object) }) as CustomGoal

export const funnelOf = (definition: Definition): Funnel => ({
  ...saved(definition),
  steps: definition.body.steps as Funnel['steps'],
})

/** The page a shared link opens: a path, so it works on whichever host serves the site. */
export const sharePath = (id: string) => `/share/${id}`

export const shareOf = (definition: Definition): Share => ({
  ...saved(definition),
  segment: (definition.body.segment as string | undefined) ?? null,
  hasPassword: typeof definition.body.passwordHash === 'string',
  url: sharePath(definition.id),
})
