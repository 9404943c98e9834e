import { cache } from 'react'

import { goalAttribute } from '@/contracts/analytics-event'
import { DISCLAIMER_DEFAULTS } from '@/contracts/disclaimer'
import { CRITERIA_DEFAULTS, CRITERIA_ITEMS } from '@/contracts/investment-criteria'
import { PORTFOLIO_STATUSES } from '@/contracts/portfolio'
import { PRIVACY_DEFAULTS } from '@/contracts/privacy-policy'
import { type ChromeLink, FOOTER_DEFAULTS, FOOTER_TEXTS, NAV_DEFAULT_ITEMS } from '@/contracts/site-chrome'
import { documentHrefs } from '@/insights/internal-links'
import { type InternalLinkRef, internalLinkKey, internalLinkRef } from '@/lib/rich-text'
import { keptUntilContentChanges } from '@/content-cache/kept-values'
import { getPayloadClient } from '@/payload-client'
import type { Media } from '@/payload-types'

import { getSiteSettings } from './queries'

/** Active portfolio companies in display order, with what the public page shows of each. */
export const activePortfolio = cache(async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'portfolio-companies',
    overrideAccess: false,
    where: { isActive: { equals: true } },
    sort: ['displayOrder', 'createdAt'],
    pagination: false,
    depth: 1,
  })
  return docs.map((company) => ({
    id: company.id,
    name: company.name,
    logoUrl: logoUrl(company.logo),
    sector: company.sector,
    stage: company.stage,
    status: PORTFOLIO_STATUSES.find((status) => status.value === company.status)?.label ?? 'Current',
    founderQuote: company.founderQuote ?? null,
    quoteAuthor: company.quoteAuthor ?? null,
    url: company.url ?? null,
  }))
})

const logoUrl = (logo: number | string | Media | null | undefined) =>
  logo && typeof logo === 'object' && logo.url ? logo.url : null

/** The investment criteria; a field never saved shows its default text. */
export const investmentCriteria = cache(async () => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'investment-criteria', overrideAccess: false, depth: 0 })
  return {
    title: doc.title || CRITERIA_DEFAULTS.title,
    intro: doc.intro ?? CRITERIA_DEFAULTS.intro,
    items: CRITERIA_ITEMS.map(({ name, label }) => ({ name, label, text: doc[name] || CRITERIA_DEFAULTS[name] })),
  }
})

type Section = { heading: string; text: string }

/** A legal page's sections as LegalPage shows them: `fill` applied, paragraphs apart at blank lines. */
const legalSections = (sections: readonly Section[], fill: (text: string) => string) =>
  sections.map((section, index) => ({
    key: `${index}-${section.heading}`,
    heading: fill(section.heading),
    paragraphs: fill(section.text)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  }))

/** The privacy policy with the firm's name and contact e-mail filled in; never saved: the default text. */
export const privacyPolicy = cache(async () => {
  const payload = await getPayloadClient()
  const [doc, { firmName, contactEmail }] = await Promise.all([
    payload.findGlobal({ slug: 'privacy-policy', overrideAccess: false, depth: 0 }),
    getSiteSettings(),
  ])
  const fill = (text: string) => text.replaceAll('{firm}', firmName).replaceAll('{email}', contactEmail)
  return {
    lastUpdated: doc.lastUpdated || PRIVACY_DEFAULTS.lastUpdated,
    contactEmail,
    sections: legalSections(doc.sections?.length ? doc.sections : PRIVACY_DEFAULTS.sections, fill),
  }
})

/** The disclaimer with the firm's name filled in; never saved: today's text. */
export const disclaimer = cache(async () => {
  const payload = await getPayloadClient()
  const [doc, { firmName }] = await Promise.all([
    payload.findGlobal({ slug: 'disclaimer', overrideAccess: false, depth: 0 }),
    getSiteSettings(),
  ])
  return {
    lastUpdated: doc.lastUpdated || DISCLAIMER_DEFAULTS.lastUpdated,
    sections: legalSections(doc.sections?.length ? doc.sections : DISCLAIMER_DEFAULTS.sections, (text) =>
      text.replaceAll('{firm}', firmName),
    ),
  }
})

export type FooterContent = Record<(typeof FOOTER_TEXTS)[number], string> & { links: ChromeLink[] }

type StoredLink = {
  label: string
  type?: string | null
  reference?: { relationTo: string; value: unknown } | null
  href?: string | null
  button?: boolean | null
  goal?: string | null
}

const linkRef = (link: StoredLink): InternalLinkRef | null =>
  link.type === 'reference' && link.reference
    ? internalLinkRef({
        linkType: 'internal',
        doc: { relationTo: link.reference.relationTo, value: link.reference.value },
      })
    : null

/** Links as pages render them: a reference at its document's current address (gone or unpublished: left out). */
async function chromeLinks(links: readonly StoredLink[]): Promise<ChromeLink[]> {
  const refs = links.flatMap((link) => linkRef(link) ?? [])
  const hrefs = refs.length ? await documentHrefs(await getPayloadClient(), refs) : new Map<string, string>()
  return links.flatMap((link) => {
    const ref = linkRef(link)
    const href = ref ? hrefs.get(internalLinkKey(ref)) : link.href
    const goal = goalAttribute(link.goal)
    return href
      ? [{ label: link.label, href, ...(link.button ? { button: true } : {}), ...(goal ? { goal } : {}) }]
      : []
  })
}

/** The header's items and the footer's texts and links; an empty field (or no links) shows today's. */
export const siteChrome = (): Promise<{ nav: ChromeLink[]; footer: FooterContent }> =>
  // Every page's layout shows it: read once per process until content changes (src/content-cache).
  keptUntilContentChanges('site:chrome', async () => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'site-chrome', overrideAccess: false, depth: 0 })
    const texts = Object.fromEntries(FOOTER_TEXTS.map((name) => [name, doc.footer?.[name] || FOOTER_DEFAULTS[name]]))
    const items = doc.navigation?.items?.length ? doc.navigation.items : NAV_DEFAULT_ITEMS
    const links = doc.footer?.links?.length ? doc.footer.links : FOOTER_DEFAULTS.links
    return {
      nav: await chromeLinks(items as StoredLink[]),
      footer: {
        ...(texts as Record<(typeof FOOTER_TEXTS)[number], string>),
        links: await chromeLinks(links as StoredLink[]),
      },
    }
  })
