import { URL_MAX_LENGTH } from './fields'

/** Portfolio companies (edited in /cms, shown on /portfolio): field limits and options. */

export const PORTFOLIO_LIMITS = {
  name: 120,
  sector: 80,
  founderQuote: 500,
  quoteAuthor: 120,
  url: URL_MAX_LENGTH,
} as const

/** Where a company was when the firm invested. */
export const PORTFOLIO_STAGES = ['Growth', 'Expansion', 'Recapitalization', 'Succession'] as const

/** Whether the firm still holds the company. */
export const PORTFOLIO_STATUSES = [
  { value: 'current', label: 'Current' },
  { value: 'realized', label: 'Realized' },
] as const
