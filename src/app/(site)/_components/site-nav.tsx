'use client'

import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { useEffect, useState, type MouseEvent } from 'react'

import { LogoMark } from './logo'
import { scrollToSection } from './scroll-to-section'
import { buttonVariants } from './ui/button-variants'

const SCROLLED_AFTER_PX = 10

const links = [
  { href: '/team', label: 'Who We Are' },
  { href: '/insights', label: 'Insights' },
  { href: '/assessment', label: 'Assessment' },
] as const

/**
 * The fixed navigation bar: transparent at the top of the page, opaque with a blur once scrolled.
 * About is not a route: on the home page it scrolls to the about section; elsewhere it goes to
 * /#about, where the home page scrolls to the section after its hash delay.
 * Its links do not prefetch: on every page they would download every other page's JavaScript
 * up front (the pages are static, so a click still loads them in a moment).
 */
export function SiteNav({ firmName }: { firmName: string }) {
  const pathname = usePathname()
  const [scrolled, setScrolled] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  const onAbout = (event: MouseEvent<HTMLAnchorElement>) => {
    setDrawerOpen(false)
    if (pathname !== '/') return
    event.preventDefault()
    scrollToSection('about')
  }
  const closeDrawer = () => setDrawerOpen(false)

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        scrolled ? 'bg-navy-950/90 shadow-lg shadow-navy-950/20 backdrop-blur-md' : 'bg-transparent'
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex h-18 max-w-7xl items-center justify-between px-5 sm:px-8">
        <Link href="/" prefetch={false} className="flex items-center gap-3 text-white">
          <LogoMark className="size-9" />
          <span className="font-serif text-lg font-semibold tracking-tight">{firmName}</span>
        </Link>

        <div className="hidden items-center gap-8 md:flex">
          <Link href="/#about" prefetch={false} onClick={onAbout} className={linkClass(false)}>
            About
          </Link>
          {links.map((link) => (
            <Link key={link.href} href={link.href} prefetch={false} className={linkClass(pathname.startsWith(link.href))}>
              {link.label}
            </Link>
          ))}
          <Link href="/contact" prefetch={false} className={buttonVariants({ variant: 'accent', size: 'compact' })}>
            Contact
          </Link>
        </div>

        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className="rounded-md p-2 text-white md:hidden" aria-label="Open menu">
            <Menu className="size-6" aria-hidden="true" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-navy-950 p-6 text-white shadow-2xl"
            >
              <div className="flex items-center justify-between">
                <Dialog.Title className="font-serif text-xl">Menu</Dialog.Title>
                <Dialog.Close className="rounded-md p-2 text-white" aria-label="Close menu">
                  <X className="size-6" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <nav aria-label="Mobile" className="mt-8 flex flex-col gap-2 text-lg">
                <Link href="/#about" prefetch={false} onClick={onAbout} className={drawerLinkClass}>
                  About
                </Link>
                {links.map((link) => (
                  <Link key={link.href} href={link.href} prefetch={false} onClick={closeDrawer} className={drawerLinkClass}>
                    {link.label}
                  </Link>
                ))}
                <Link href="/contact" prefetch={false} onClick={closeDrawer} className={buttonVariants({ variant: 'accent', size: 'compact', className: 'mt-6' })}>
                  Contact
                </Link>
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </nav>
    </header>
  )
}

const linkClass = (active: boolean) =>
  `text-sm font-medium tracking-wide transition-colors hover:text-gold-300 ${active ? 'text-gold-300' : 'text-white'}`
const drawerLinkClass = 'rounded-md px-3 py-3 font-medium text-white hover:bg-white/10'
