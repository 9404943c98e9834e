import { Button } from './button'

/** Cancel and submit at the foot of an editor form. */
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
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {submitLabel}
      </Button>
    </div>
  )
}
