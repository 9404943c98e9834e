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
