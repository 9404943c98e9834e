import { Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'

import { Button } from './button'

/** A delete button that asks first (Radix alert dialog: focus trapped, Escape cancels). */
export function ConfirmDelete({
  label,
  question,
  onConfirm,
  disabled,
}: {
  label: string
  question: string
  onConfirm: () => void
  disabled?: boolean
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={label} disabled={disabled}>
          <Trash2 aria-hidden className="h-4 w-4 text-danger" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[95vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">Confirm deletion</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{question}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                Delete
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
