import type { ComponentProps } from 'react'

import { MAX_NAME_LENGTH } from '@/contracts/analytics-saved'

import { LabelledInput } from '../ui/fields'

/** The name of a saved goal, funnel or shared link, as long as the server takes. */
export const NameInput = (props: Omit<ComponentProps<typeof LabelledInput>, 'maxLength'>) => (
  <LabelledInput maxLength={MAX_NAME_LENGTH} {...props} />
)
