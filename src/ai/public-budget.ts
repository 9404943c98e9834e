import type { RateLimiter } from '@/shared-state/rate-limiter'

import { configuredModel } from './analyst'
import type { Analyst } from './types'

export const DEFAULT_PUBLIC_ANALYSES_PER_HOUR = 200
const HOUR_MS = 60 * 60 * 1000

/** AI_MAX_PUBLIC_ANALYSES_PER_HOUR: model calls that visitors' submissions may cause per hour, all together. */
export function publicAnalysesPerHour(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.AI_MAX_PUBLIC_ANALYSES_PER_HOUR)
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_PUBLIC_ANALYSES_PER_HOUR
}

/**
 * The analyst for work a public submission queued: the model while this hour's budget lasts,
 * then null, so the rule-based analyst answers at once and at no cost. Spam that gets past the
 * per-address limits (many addresses, a bot farm) cannot run up the model bill; an admin can
 * ask the model again later from the dashboard. The budget is counted in the database, so it is
 * one budget for all instances. Reaching it is logged as a warning on `logger` (Payload's).
 */
export async function modelForPublicSubmission(
  limiter: RateLimiter,
  logger: { warn: (message: string) => void },
  env: NodeJS.ProcessEnv = process.env,
): Promise<Analyst | null> {
  const model = configuredModel(env)
  if (!model) return null
  const limit = publicAnalysesPerHour(env)
  if ((await limiter.consume({ name: 'ai-public-analyses', limit, windowMs: HOUR_MS }, 'all')).allowed) return model
  logger.warn(`AI budget for public submissions (${limit} an hour) reached: the rule-based analyst answers`)
  return null
}
