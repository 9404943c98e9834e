'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ReactNode, RefObject } from 'react'

type Props = {
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The card that opened the modal: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
  children: ReactNode
}

/** The profile modal behind ProfileDialog, loaded on the first click of a card. */
export default function ProfileModal({ name, open, onOpenChange, returnFocusTo, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl"
        >
          <Dialog.Title className="sr-only">{name}</Dialog.Title>
          {children}
          <Dialog.Close
            className="absolute right-4 top-4 rounded-full bg-white/90 p-2 text-navy-950 shadow hover:bg-white"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
