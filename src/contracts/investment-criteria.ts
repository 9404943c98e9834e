/** The firm's investment criteria (the `investment-criteria` global), shown on the home page and the assessment. */

export const CRITERIA_LIMITS = { heading: 120, intro: 600, item: 200 } as const

/** The five criteria, in the order they are shown, with their labels. */
export const CRITERIA_ITEMS = [
  { name: 'sectors', label: 'Sectors' },
  { name: 'revenueBand', label: 'Revenue' },
  { name: 'stage', label: 'Stage' },
  { name: 'geography', label: 'Geography' },
  { name: 'typicalCheck', label: 'Typical check' },
] as const
type CriterionName = (typeof CRITERIA_ITEMS)[number]['name']

export const CRITERIA_DEFAULTS: { title: string; intro: string } & Record<CriterionName, string> = {
  title: 'Investment Criteria',
  intro: 'What we look for in a partnership. A company outside one of these lines can still be a fit: ask us.',
  sectors: 'Healthcare services and technology-enabled businesses',
  revenueBand: '$1M to $25M annual revenue, profitable or close to it',
  stage: 'Founder-led or family-owned, past product-market fit: growth, recapitalization or succession',
  geography: 'United States, with a focus on Texas and the Southeast',
  typicalCheck: '$2M to $15M, minority or majority',
}
