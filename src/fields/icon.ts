import type { SelectField } from 'payload'

import { PILLAR_ICONS, pillarIconLabel } from '@/lib/pillar-icons'

/** A choice of one of the pillar icons (team members' pillars, the home page's cards), by name. */
export const pillarIconField = (
  name: string,
  extra: Pick<SelectField, 'label' | 'required' | 'defaultValue'> = {},
): SelectField => ({
  name,
  type: 'select',
  ...extra,
  options: PILLAR_ICONS.map((name) => ({ label: pillarIconLabel(name), value: name })),
})
