import { PILLAR_ICONS, pillarIconLabel } from '@/lib/pillar-icons'
import type { PillarForm } from '@/dashboard/model/team-form'

import { Field, Input, Textarea } from '@/dashboard/ui/fields'
import { SelectField } from '@/dashboard/ui/select'

const ICON_OPTIONS = PILLAR_ICONS.map((name) => ({ value: name, label: pillarIconLabel(name) }))

/** One value-creation pillar: icon (the 45 icons), title, description. */
export function PillarFields({
  index,
  pillar,
  onChange,
}: {
  index: number
  pillar: PillarForm
  onChange: (pillar: PillarForm) => void
}) {
  const id = `pillar-${index + 1}`
  return (
    <fieldset className="space-y-2 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">Pillar {index + 1}</legend>
      <SelectField
        id={`${id}-icon`}
        label="Icon"
        value={pillar.icon}
        onValueChange={(icon) => onChange({ ...pillar, icon: icon as PillarForm['icon'] })}
        options={ICON_OPTIONS}
      />
      <Field id={`${id}-title`} label="Title">
        <Input
          id={`${id}-title`}
          value={pillar.title}
          onChange={(event) => onChange({ ...pillar, title: event.target.value })}
        />
      </Field>
      <Field id={`${id}-description`} label="Description">
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={pillar.description}
          onChange={(event) => onChange({ ...pillar, description: event.target.value })}
        />
      </Field>
    </fieldset>
  )
}
