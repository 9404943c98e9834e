'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { LogoMark } from '@/brand/logo'
import type { NavLabels } from '@/contracts/site-chrome'

import { NAV_LINKS } from './nav-links'
import { scrollToSection } from './scroll-to-section'
import { buttonVariants } from './ui/button-variants'

/** The drawer (a Radix dialog, ~15 kB) loads on the first tap of the menu button, not with every page. */
const MobileDrawer = dynamic(() => import('./mobile-drawer'), { ssr: false })

const SCROLLED_AFTER_PX = 10

/**
 * The fixed navigation bar: transparent at the top of the page, opaque with a blur once scrolled.
 * About is not a route: on the home page it scrolls to the about section; elsewhere it goes to
 * /#about, where the home page scrolls to the section after its hash delay.
 * Its links do not prefetch: on every page they would download every other page's JavaScript
 * up front (the pages are static, so a click still loads them in a moment).
 * The entries show from 1024 px, the narrowest width where they fit beside the firm's name on one
 * line (~910 px with the default labels); below it the drawer holds them.
 */
export function SiteNav({ firmName, labels }: { firmName: string; labels: NavLabels }) {
  const pathname = usePathname()
  const [scrolled, setScrolled] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

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
  const openDrawer = () => {
    setDrawerWanted(true)
    setDrawerOpen(true)
  }

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        scrolled ? 'bg-navy-950/90 shadow-lg shadow-navy-950/20 backdrop-blur-md' : 'bg-transparent'
      }`}
    >
      <nav aria-label="Main" className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-5 sm:px-8">
        <Link href="/" prefetch={false} className="flex min-w-0 items-center gap-2 text-white min-[360px]:gap-3">
          <LogoMark className="size-9 shrink-0" />
          {/* Smaller on the narrowest phones, so the default name fits on one line beside the menu from 320 px. */}
          <span className="truncate font-serif text-base font-semibold tracking-tight min-[360px]:text-lg">
            {firmName}
          </span>
        </Link>

        <div className="hidden items-center gap-8 whitespace-nowrap lg:flex">
          <Link href="/#about" prefetch={false} onClick={onAbout} className={linkClass(false)}>
            {labels.about}
          </Link>
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              prefetch={false}
              className={linkClass(pathname.startsWith(link.href))}
            >
              {labels[link.entry]}
            </Link>
          ))}
          <Link href="/contact" prefetch={false} className={buttonVariants({ variant: 'accent', size: 'compact' })}>
            {labels.contact}
          </Link>
        </div>

        <button
          ref={menuButton}
          type="button"
          onClick={openDrawer}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className="-mr-2 shrink-0 rounded-md p-2 text-white lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        {drawerWanted && (
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            labels={labels}
            onAbout={onAbout}
            onNavigate={closeDrawer}
            returnFocusTo={menuButton}
          />
        )}
      </nav>
    </header>
  )
}

const linkClass = (active: boolean) =>
  `text-sm font-medium tracking-wide transition-colors hover:text-gold-300 ${active ? 'text-gold-300' : 'text-white'}`
