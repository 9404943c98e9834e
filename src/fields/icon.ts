import type { SelectField } from 'payload'

import { PILLAR_ICONS, type PillarIconName } from '@/lib/pillar-icons'

/** A choice of one of the pillar icons (the set team members' pillars use), by name. */
export const pillarIconField = (name: string, defaultValue?: PillarIconName): SelectField => ({
  name,
  type: 'select',
  required: true,
  defaultValue,
  options: PILLAR_ICONS.map((icon) => ({ label: icon.label, value: icon.name })),
})
