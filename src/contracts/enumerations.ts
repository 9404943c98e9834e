/**
 * The enumerations of the resources, defined once and imported from here only. Plain data without
 * zod, so the public pages' forms can import them without shipping a validation library.
 */

export const INQUIRY_TYPES = ['consulting', 'partnership', 'general'] as const
export type InquiryType = (typeof INQUIRY_TYPES)[number]

/** Labels on the public contact form. */
export const INQUIRY_TYPE_FORM_LABELS: Record<InquiryType, string> = {
  consulting: 'Business Efficiency Consulting',
  partnership: 'Strategic Partnership Discussion',
  general: 'General Inquiry',
}

/** Labels in the dashboard's type filter. */
export const INQUIRY_TYPE_ADMIN_LABELS: Record<InquiryType, string> = {
  consulting: 'Business Consulting',
  partnership: 'Strategic Partnership',
  general: 'General Inquiry',
}

export const TEAM_CATEGORIES = [
  'Leadership Team',
  'Investment Team',
  'Operations Team',
  'Advisory Team',
  'Board of Directors',
  'Strategic Advisors',
  'Investor Relations',
  'Marketing',
] as const
export type TeamCategory = (typeof TEAM_CATEGORIES)[number]
export const DEFAULT_TEAM_CATEGORY: TeamCategory = 'Leadership Team'

export const ENHANCEMENT_TYPES = [
  'general',
  'professional',
  'achievements',
  'expertise',
  'technical',
  'leadership',
  'custom',
] as const
export type EnhancementType = (typeof ENHANCEMENT_TYPES)[number]

/** Levels of an AI result: an inquiry's urgency and potential, a prediction's risk. */
export const LEVELS = ['low', 'medium', 'high'] as const
export type Level = (typeof LEVELS)[number]

/** The investment rating of an assessment's prediction, best first. */
export const RATINGS = ['strong_buy', 'buy', 'hold', 'avoid'] as const
export type InvestmentRating = (typeof RATINGS)[number]

export const RECOMMENDATIONS = ['highly_recommended', 'recommended', 'consider', 'not_recommended'] as const
export type InvestmentRecommendation = (typeof RECOMMENDATIONS)[number]

/** Who wrote an AI result: the model, or the built-in rule-based analyst. */
export const AI_SOURCE_LABELS = { openai: 'OpenAI', rules: 'Rule-based analyst' } as const
export type AiSource = keyof typeof AI_SOURCE_LABELS
export const AI_SOURCES = Object.keys(AI_SOURCE_LABELS) as AiSource[]
