'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type MouseEvent } from 'react'

import { LogoMark } from '@/brand/logo'
import type { ChromeLink } from '@/contracts/site-chrome'
import type { NavBreakpoint } from '@/lib/nav-fit'

import { NavLinks } from './nav-links'
import { scrollToSection } from './scroll-to-section'
import { buttonVariants } from './ui/button-variants'

/** The drawer (a Radix dialog, ~15 kB) loads on the first tap of the menu button, not with every page. */
const MobileDrawer = dynamic(() => import('./mobile-drawer'), { ssr: false })

const SCROLLED_AFTER_PX = 10

/**
 * The fixed navigation bar: transparent at the top of the page, opaque with a blur once scrolled.
 * The items are the CMS's (Navigation and footer). A link to a section of the home page (`/#about`)
 * scrolls to it on the home page; elsewhere the home page scrolls to it after its hash delay.
 * Its links do not prefetch: on every page they would download every other page's JavaScript
 * up front (the pages are static, so a click still loads them in a moment).
 * The items show inline from the width where they fit beside the firm's name on one line
 * (`inlineFrom`, src/lib/nav-fit.ts: 1024 px with the default labels); below it the drawer holds them.
 */
export function SiteNav({
  firmName,
  items,
  inlineFrom,
}: {
  firmName: string
  items: ChromeLink[]
  inlineFrom: NavBreakpoint
}) {
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

  const onNavigate = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    setDrawerOpen(false)
    const section = HOME_SECTION.exec(href)?.[1]
    if (pathname !== '/' || !section) return
    event.preventDefault()
    scrollToSection(section)
  }
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

        <div className={`hidden items-center gap-8 whitespace-nowrap ${INLINE[inlineFrom].items}`}>
          <NavLinks
            items={items}
            onNavigate={onNavigate}
            classOf={(item) =>
              item.button
                ? buttonVariants({ variant: 'accent', size: 'compact' })
                : linkClass(isCurrent(pathname, item.href))
            }
          />
        </div>

        <button
          ref={menuButton}
          type="button"
          onClick={openDrawer}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className={`-mr-2 shrink-0 rounded-md p-2 text-white ${INLINE[inlineFrom].menu}`}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        {drawerWanted && (
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            items={items}
            onNavigate={onNavigate}
            returnFocusTo={menuButton}
          />
        )}
      </nav>
    </header>
  )
}

/** A section of the home page: `/#about` scrolls there on the home page itself. */
const HOME_SECTION = /^\/#([\w-]+)$/

/** The item of the page shown (a site path, not the home page's sections). */
const isCurrent = (pathname: string, href: string) =>
  href.startsWith('/') && !href.startsWith('/#') && href !== '/' && pathname.startsWith(href)

/** Written out in full, so Tailwind sees each class. */
const INLINE: Record<NavBreakpoint, { items: string; menu: string }> = {
  lg: { items: 'lg:flex', menu: 'lg:hidden' },
  xl: { items: 'xl:flex', menu: 'xl:hidden' },
  never: { items: '', menu: '' },
}

const linkClass = (active: boolean) =>
  `text-sm font-medium tracking-wide transition-colors hover:text-gold-300 ${active ? 'text-gold-300' : 'text-white'}`
