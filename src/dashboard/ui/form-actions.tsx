import { confirmLeave } from '../unsaved-changes'
import { Button } from './button'

/** Cancel (asking first when the form has unsaved changes) and submit at the foot of an editor form. */
export function FormActions({
  submitLabel,
  saving,
  onCancel,
}: {
  submitLabel: string
  saving: boolean
  onCancel: () => void
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={() => confirmLeave() && onCancel()}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {submitLabel}
      </Button>
    </div>
  )
}

/** The submit button of a small form that adds to a list (a goal, a funnel, a shared link), and its last save's error. */
export function AddSubmit({ label, disabled, error }: { label: string; disabled: boolean; error: Error | null }) {
  return (
    <>
      <Button type="submit" variant="outline" disabled={disabled}>
        {label}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {error.message}
        </p>
      ) : null}
    </>
  )
}
