import { cache } from 'react'

import { CRITERIA_DEFAULTS, CRITERIA_ITEMS } from '@/contracts/investment-criteria'
import { PORTFOLIO_STATUSES } from '@/contracts/portfolio'
import { getPayloadClient } from '@/lib/payload'
import type { Media } from '@/payload-types'

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
