import { rulesEnhancedBio } from './rules-bio'
import { rulesDraftReply } from './rules-draft'
import { rulesMessageAnalysis } from './rules-message'
import { rulesPrediction } from './rules-prediction'
import type { Analyst } from './types'

export const RULES_MODEL = 'rules-v1'

/** The built-in analyst: deterministic, offline, used without OPENAI_API_KEY or when the model fails. */
export const rulesAnalyst: Analyst = {
  source: 'rules',
  model: RULES_MODEL,
  predict: async (input) => rulesPrediction(input),
  analyzeMessage: async (input) => rulesMessageAnalysis(input),
  enhanceBio: async (input) => rulesEnhancedBio(input),
  draftReply: async (input) => rulesDraftReply(input),
}
