'use client'

import type { BookingForm } from '@/dashboard/model/team-form'
import { INDUSTRIES } from '@/lib/assessment/options'

import { useOwners } from '@/dashboard/api/owners'
import { Field, TextField } from '@/dashboard/ui/fields'
import { Select } from '@/dashboard/ui/select'

/** A select's value for "none" (a Radix option cannot be empty). */
const NONE = 'none'
const INDUSTRY_OPTIONS = [
  { value: NONE, label: 'No focus industry' },
  ...INDUSTRIES.map((industry) => ({ value: industry, label: industry })),
]

/** Who a founder books a call with: the member's scheduling page, focus industry and CMS account. */
export function BookingFields({ form, onChange }: { form: BookingForm; onChange: (booking: BookingForm) => void }) {
  const set = <K extends keyof BookingForm>(key: K, value: BookingForm[K]) => onChange({ ...form, [key]: value })
  const owners = useOwners()
  const users = owners.data ?? []
  const userOptions = [
    { value: NONE, label: 'No CMS account' },
    ...users.map((user) => ({ value: String(user.id), label: `${user.name} (${user.email})` })),
    // A linked account outside the owners' list (another role) stays shown.
    ...(form.user !== null && !users.some((user) => user.id === form.user)
      ? [{ value: String(form.user), label: `User ${form.user}` }]
      : []),
  ]
  const chooseUser = (value: string) =>
    set('user', value === NONE ? null : (users.find((user) => String(user.id) === value)?.id ?? form.user))

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <TextField
        id="team-booking-url"
        label="Booking URL"
        type="url"
        placeholder="https://"
        value={form.bookingUrl}
        onValueChange={(value) => set('bookingUrl', value)}
      />
      <Field id="team-focus-industry" label="Focus Industry">
        <Select
          id="team-focus-industry"
          value={form.focusIndustry || NONE}
          onValueChange={(value) => set('focusIndustry', value === NONE ? '' : value)}
          options={INDUSTRY_OPTIONS}
        />
      </Field>
      <Field id="team-user" label="CMS Account">
        <Select
          id="team-user"
          value={form.user === null ? NONE : String(form.user)}
          onValueChange={chooseUser}
          options={userOptions}
        />
      </Field>
    </div>
  )
}
