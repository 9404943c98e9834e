import type { TextField } from 'payload'

import { CUSTOM_EVENT_MAX_LENGTH, CUSTOM_EVENT_MESSAGE, goalAttribute } from '@/contracts/analytics-event'

/**
 * A link's or block's event goal: a click on it records the custom event of that name
 * (`data-goal`, public/tracker.js), counted by an event goal of the same name in visitor analytics.
 */
export const goalField: TextField = {
  name: 'goal',
  label: 'Goal',
  type: 'text',
  maxLength: CUSTOM_EVENT_MAX_LENGTH,
  validate: (value: string | null | undefined) =>
    !value || goalAttribute(value) !== undefined || `Goal ${CUSTOM_EVENT_MESSAGE}`,
  admin: {
    description:
      'Optional: an event name (e.g. deck-download) a click records for the event goals of visitor analytics.',
  },
}
