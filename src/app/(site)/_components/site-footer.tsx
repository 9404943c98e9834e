import Link from 'next/link'

import { LogoMark } from '@/brand/logo'

import type { FooterContent } from '../_lib/editable-content'
import { NewsletterSignup } from './newsletter-signup'

/** Footer links do not prefetch, like the navigation bar's: each page loads only its own JavaScript. */
export function SiteFooter({
  firmName,
  contactEmail,
  content,
}: {
  firmName: string
  contactEmail: string
  content: FooterContent
}) {
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-5 py-14 sm:px-8 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-3 text-white">
            <LogoMark className="size-9" />
            <span className="font-serif text-lg font-semibold">{firmName}</span>
          </div>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{content.tagline}</p>
          <div className="mt-8">
            <NewsletterSignup />
          </div>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">{content.linksHeading}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {content.links.map(({ href, label, goal }, index) => (
              <li key={`${index}-${href}`}>
                <Link prefetch={false} href={href} data-goal={goal} className="hover:text-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">{content.contactHeading}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link prefetch={false} href="/contact" className="hover:text-white">
                {content.inquiryLabel}
              </Link>
            </li>
            <li>
              {/* A narrow column breaks the address at its @, not inside a word. */}
              <a href={`mailto:${contactEmail}`} className="break-words hover:text-white">
                {contactEmail.split('@').map((part, index) => (index ? [<wbr key={index} />, `@${part}`] : part))}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {new Date().getFullYear()} {firmName}. {content.rightsNotice}
          </p>
          <div className="flex gap-6">
            <Link prefetch={false} href="/privacy" className="underline-offset-4 hover:text-white hover:underline">
              {content.privacyLabel}
            </Link>
            <Link prefetch={false} href="/disclaimer" className="underline-offset-4 hover:text-white hover:underline">
              {content.disclaimerLabel}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  )
}
