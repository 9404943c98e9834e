import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'

import { confirmLeave } from '../unsaved-changes'

/** A modal dialog with a title and a close button; closing it asks first when a form in it has unsaved changes. */
export function Dialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next || confirmLeave()) && onOpenChange(next)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[95vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <RadixDialog.Title className="mb-4 text-lg font-semibold text-ink">{title}</RadixDialog.Title>
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
