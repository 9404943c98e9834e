// Imports nothing: next.config.ts reads it, where the app's path aliases do not resolve.
/**
 * Where the e-mails' links open: a page that shows what the link would do and one button that
 * POSTs (a GET changes nothing: mail scanners follow links). The same address takes that POST, and
 * the RFC 8058 one-click POST of `List-Unsubscribe`; `/api/newsletter/{action}` is its JSON API.
 */
export const NEWSLETTER_LINK_PAGES = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const
export type NewsletterLinkAction = keyof typeof NEWSLETTER_LINK_PAGES

/** The page a visitor subscribed on is kept up to this length (the footer's form sends its path). */
export const SOURCE_PAGE_MAX_LENGTH = 300
