'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'

/**
 * A card that opens a profile in a modal; the card and the profile are rendered on the server and
 * passed in, so only the dialog behaviour ships to the browser. Closed by the X button or Esc.
 */
export function ProfileDialog({ name, card, children }: { name: string; card: ReactNode; children: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="group block h-full w-full cursor-pointer rounded-2xl text-left">
        {card}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
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
