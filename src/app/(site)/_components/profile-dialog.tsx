'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useEffect, useRef, useState } from 'react'

/** The modal (a Radix dialog) loads on the first click of a card, not with the page. */
const ProfileModal = dynamic(() => import('./profile-modal'), { ssr: false })

/**
 * A card that opens a profile in a modal; the card and the profile are rendered on the server and
 * passed in, so only the dialog behaviour ships to the browser. Closed by the X button or Esc.
 */
export function ProfileDialog({
  name,
  card,
  anchor,
  children,
}: {
  name: string
  card: ReactNode
  /** The URL hash (without #) that opens this profile, e.g. from an insight's byline. */
  anchor?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const show = () => {
    setWanted(true)
    setOpen(true)
  }
  useEffect(() => {
    if (!anchor) return
    const openIfNamed = () => {
      if (window.location.hash !== `#${anchor}`) return
      setWanted(true)
      setOpen(true)
    }
    openIfNamed()
    window.addEventListener('hashchange', openIfNamed)
    return () => window.removeEventListener('hashchange', openIfNamed)
  }, [anchor])
  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="group block h-full w-full cursor-pointer rounded-2xl text-left"
      >
        {card}
      </button>
      {wanted && (
        <ProfileModal name={name} open={open} onOpenChange={setOpen} returnFocusTo={trigger}>
          {children}
        </ProfileModal>
      )}
    </>
  )
}
