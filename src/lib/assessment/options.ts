/** The assessment's scale and the choices its form offers (industries serve the contact form too). */

export const MAX_ASSESSMENT_SCORE = 84

/** An industry is stored as text (see src/fields/industry.ts); the longest option fits. */
export const INDUSTRY_MAX_LENGTH = 60

export const INDUSTRIES = [
  'Accounting & Financial Services',
  'Aerospace & Defense',
  'Agriculture & Farming',
  'Architecture & Construction',
  'Automotive',
  'Banking & Credit Unions',
  'Biotechnology',
  'Business Services',
  'Chemicals',
  'Computer Hardware',
  'Computer Software',
  'Construction Materials',
  'Consumer Electronics',
  'Consumer Goods',
  'Consumer Services',
  'Cybersecurity',
  'Data Analytics',
  'E-commerce',
  'Education',
  'Energy & Utilities',
  'Engineering',
  'Entertainment & Media',
  'Environmental Services',
  'Fashion & Apparel',
  'Financial Technology (FinTech)',
  'Food & Beverage',
  'Government',
  'Healthcare',
  'Hospitality & Tourism',
  'Human Resources',
  'Information Technology',
  'Insurance',
  'Internet',
  'Investment Management',
  'Legal Services',
  'Logistics & Transportation',
  'Manufacturing',
  'Marketing & Advertising',
  'Medical Devices',
  'Mining',
  'Non-Profit',
  'Oil & Gas',
  'Pharmaceuticals',
  'Professional Services',
  'Real Estate',
  'Renewable Energy',
  'Research & Development',
  'Retail',
  'Telecommunications',
  'Textiles',
  'Travel & Leisure',
  'Venture Capital & Private Equity',
  'Wholesale Trade',
  'Other',
] as const

export const REVENUE_RANGES = ['under-100k', '100k-500k', '500k-1m', '1m-5m', '5m-plus'] as const
export type RevenueRange = (typeof REVENUE_RANGES)[number]

export const REVENUE_RANGE_LABELS: Record<RevenueRange, string> = {
  'under-100k': 'Under $100K',
  '100k-500k': '$100K - $500K',
  '500k-1m': '$500K - $1M',
  '1m-5m': '$1M - $5M',
  '5m-plus': '$5M+',
}

/** A stored revenue range as the assessment form names it ('1m-5m' → '$1M - $5M'); an unknown value as it is. */
export const revenueRangeLabel = (range: string): string =>
  Object.hasOwn(REVENUE_RANGE_LABELS, range) ? REVENUE_RANGE_LABELS[range as RevenueRange] : range
