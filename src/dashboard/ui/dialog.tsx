import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'

import { confirmLeave } from '../unsaved-changes'

const DESCRIPTION_ID = 'dialog-description'

const PLACEMENT = {
  /** A form in the middle of the screen. */
  center: 'left-1/2 top-1/2 max-h-[90vh] w-[95vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-lg',
  /** A sheet along the right edge (a lead's panel). */
  right: 'inset-y-0 right-0 w-full max-w-md',
} as const

/**
 * A modal dialog with a title (and a description under it, if any) and a close button; closing it
 * asks first when a form in it has unsaved changes.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  placement = 'center',
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  placement?: keyof typeof PLACEMENT
  children: ReactNode
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next || confirmLeave()) && onOpenChange(next)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={description === undefined ? undefined : DESCRIPTION_ID}
          className={`fixed z-50 overflow-y-auto bg-white p-6 shadow-xl ${PLACEMENT[placement]}`}
        >
          <RadixDialog.Title className={`pr-8 text-lg font-semibold text-ink ${description ? '' : 'mb-4'}`}>
            {title}
          </RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description id={DESCRIPTION_ID} className="mb-6 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close
            aria-label="Close"
            className="absolute right-4 top-4 rounded p-1 text-subtle hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-focus"
          >
            <X aria-hidden className="h-4 w-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
