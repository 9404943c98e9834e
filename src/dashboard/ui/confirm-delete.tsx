import { Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'

import { Button } from './button'

/**
 * An action that asks first (Radix alert dialog: focus trapped, Escape cancels). `trigger` is the
 * button that opens it; the dialog's destructive button runs `onConfirm`.
 */
export function ConfirmDialog({
  trigger,
  title,
  question,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode
  title: ReactNode
  question: ReactNode
  confirmLabel: string
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[95vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{question}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/** A delete icon button that asks first. */
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
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} title={label} disabled={disabled}>
          <Trash2 aria-hidden className="h-4 w-4 text-danger" />
        </Button>
      }
      title="Confirm deletion"
      question={question}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  )
}
