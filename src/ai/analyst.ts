import { openAiAnalyst } from './openai-analyst'
import { rulesAnalyst } from './rules-analyst'
import type { Analyst, Sourced } from './types'

/** The model when OPENAI_API_KEY is set (OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS honoured), else none. */
export function configuredModel(env: NodeJS.ProcessEnv = process.env): Analyst | null {
  const apiKey = env.OPENAI_API_KEY?.trim()
  if (!apiKey) return null
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS)
  return openAiAnalyst({
    apiKey,
    baseURL: env.OPENAI_BASE_URL?.trim(),
    model: env.OPENAI_MODEL?.trim(),
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : undefined,
  })
}

/** Where a model failure is reported: Payload's logger in the server, the console elsewhere. */
export type AnalystLogger = { warn: (message: string) => void }

/** Asks the model, if any; when it is missing or fails, the rule-based analyst answers instead. */
export async function analyse<T>(
  task: (analyst: Analyst) => Promise<T>,
  model: Analyst | null = configuredModel(),
  logger: AnalystLogger = console,
): Promise<Sourced<T>> {
  if (model) {
    try {
      return { result: await task(model), source: model.source, model: model.model }
    } catch (error) {
      logger.warn(`AI model failed (${model.model}); using the rule-based analyst: ${(error as Error).message}`)
    }
  }
  return { result: await task(rulesAnalyst), source: rulesAnalyst.source, model: rulesAnalyst.model }
}
