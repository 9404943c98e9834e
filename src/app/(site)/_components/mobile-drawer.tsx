'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { MouseEvent, RefObject } from 'react'

import type { ChromeLink } from '@/contracts/site-chrome'

import { NavLinks } from './nav-links'
import { buttonVariants } from './ui/button-variants'

type Props = {
  items: ChromeLink[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Closes the drawer; a link to a section of the home page scrolls there. */
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, href: string) => void
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

const linkClass = 'rounded-md px-3 py-3 font-medium text-white hover:bg-white/10'

/** The mobile navigation: a side drawer that traps focus, closes on Esc or outside, and on navigating. */
export default function MobileDrawer({ items, open, onOpenChange, onNavigate, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-navy-950 p-6 text-white shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl">Menu</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-white" aria-label="Close menu">
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-8 flex flex-col gap-2 text-lg">
            <NavLinks
              items={items}
              onNavigate={onNavigate}
              classOf={(item) =>
                item.button ? buttonVariants({ variant: 'accent', size: 'compact', className: 'mt-6' }) : linkClass
              }
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
