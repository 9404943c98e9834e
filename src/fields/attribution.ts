import type { GroupField, TextFieldSingleValidation } from 'payload'

import { ATTRIBUTION_LIMITS, leadAttribution } from '@/contracts/lead-attribution'
import { CHANNELS } from '@/lib/channels'

const checked =
  (field: keyof typeof ATTRIBUTION_LIMITS | 'channel'): TextFieldSingleValidation =>
  (value) => {
    if (value === null || value === undefined || value === '') return true
    const result = leadAttribution.shape[field].safeParse(value)
    return result.success || `${field} ${result.error.issues[0]?.message ?? 'is not valid'}`
  }

/**
 * The first touch of the visit that sent a lead (see src/contracts/lead-attribution.ts). Text
 * fields with validators rather than a select for the channel: the same rule for the API and
 * the CMS, and no GraphQL enum naming for values with spaces.
 */
export const attributionField = (): GroupField => ({
  name: 'attribution',
  type: 'group',
  admin: { description: 'First touch of the visit that sent this lead (cookieless, from the visit itself).' },
  fields: [
    {
      name: 'channel',
      type: 'text',
      maxLength: 20,
      validate: checked('channel'),
      admin: { description: `One of: ${CHANNELS.join(', ')}` },
    },
    { name: 'source', type: 'text', maxLength: ATTRIBUTION_LIMITS.source, validate: checked('source') },
    { name: 'medium', type: 'text', maxLength: ATTRIBUTION_LIMITS.medium, validate: checked('medium') },
    {
      name: 'campaign',
      type: 'text',
      maxLength: ATTRIBUTION_LIMITS.campaign,
      validate: checked('campaign'),
    },
    { name: 'entryPage', type: 'text', maxLength: ATTRIBUTION_LIMITS.entryPage, validate: checked('entryPage') },
    {
      name: 'referrerHost',
      type: 'text',
      maxLength: ATTRIBUTION_LIMITS.referrerHost,
      validate: checked('referrerHost'),
    },
  ],
})
