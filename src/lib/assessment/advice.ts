import type { Rating } from '../rating'

import type { CategoryId } from './questions'

type RatingLabel = Rating['label']

export type CategoryAdvice = {
  /** Why the category matters to a capital partner. */
  summary: string
  /** Three practical next steps, most valuable first. */
  actions: readonly [string, string, string]
}

/** What we advise an owner whose weakest category this is. */
export const CATEGORY_ADVICE: Record<CategoryId, CategoryAdvice> = {
  leadership: {
    summary:
      'Today the business depends heavily on you. That limits how fast it can grow and what a partner or buyer would pay for it, because much of its value would leave with you.',
    actions: [
      'List the decisions only you make today and hand the first three to named managers, with clear limits of authority.',
      'Write down a succession plan: who could lead each function, by when, and how ownership would pass.',
      'Meet quarterly with two or three outside advisors who will challenge your plans and hold the team to them.',
    ],
  },
  financial: {
    summary:
      'Partners judge a business by its numbers first. Reporting that is late or incomplete, thin margins or an uneven growth record make every later conversation harder and lower the value placed on your business.',
    actions: [
      'Close the books every month within 15 days and review profit, cash and budget against actuals with your managers.',
      'Find the products, customers or locations that earn the lowest margins and decide whether to reprice, fix or exit them.',
      'Have an outside accountant review your financial statements before you speak with investors.',
    ],
  },
  growth: {
    summary:
      'Investors back a clear path to growth, not only a good business. Without a defined market opportunity and a plan for using capital, new money has no obvious job to do.',
    actions: [
      'Size your market and your share of it, and name the two or three segments where you can win the most.',
      'Turn your ambitions into a three-year plan with initiatives, owners, budgets and milestones.',
      'Pilot your most promising growth initiative on a small scale and measure its return before asking for capital.',
    ],
  },
  operations: {
    summary:
      'Growth puts pressure on every process and system. When know-how lives in people’s heads, or one supplier can stop the business, scaling adds risk instead of value.',
    actions: [
      'Document your ten most important processes, name an owner for each and track one measure of how well it runs.',
      'Replace spreadsheets in finance, sales and operations with connected systems that can handle twice today’s volume.',
      'Qualify a second source for every critical supplier and put written agreements in place.',
    ],
  },
  customers: {
    summary:
      'Revenue that depends on a few customers, one-off sales or price competition is less predictable, and investors discount it accordingly.',
    actions: [
      'Set a limit for how much revenue any one customer may represent and build new business until you are below it.',
      'Move repeat customers onto contracts, subscriptions or service agreements that renew on their own.',
      'Ask your best customers why they choose you and build your sales message and pricing around that advantage.',
    ],
  },
  team: {
    summary:
      'A capital partner invests in people as much as in the business. High turnover, a thin management layer or rewards that ignore company results make growth hard to sustain.',
    actions: [
      'Name the people you could not afford to lose and agree a development and retention plan with each of them.',
      'Hire or develop a manager for every core function before you need one.',
      'Tie part of your key people’s rewards to company results, and consider long-term incentives linked to its value.',
    ],
  },
  readiness: {
    summary:
      'Unclear goals, disagreement among owners and incomplete records are the most common reasons good businesses fail to close a partnership.',
    actions: [
      'Agree with your fellow owners and family what you want from a partner, on what timeline and on which terms.',
      'Gather contracts, licences, intellectual property and ownership records in one organized, up-to-date place.',
      'Have legal counsel review your corporate records and resolve open issues before due diligence begins.',
    ],
  },
}

/** What each rating (High Potential, Moderate Potential, Needs Development) means for an owner considering a capital partner. */
export const RATING_SUMMARY: Record<RatingLabel, string> = {
  'High Potential':
    'Your business shows the strengths growth-capital partners look for. A conversation now could turn that position into a plan for the next stage.',
  'Moderate Potential':
    'Your business has a solid foundation with clear areas to strengthen. Addressing them before raising capital would improve both your options and your terms.',
  'Needs Development':
    'Important foundations are still being built. Focus on the area below first: each step makes the business more valuable, with or without a partner.',
}
