import OpenAI from 'openai'
import { zodResponseFormat } from 'openai/helpers/zod'
import type { z } from 'zod'

import {
  BIO_SYSTEM,
  bioPrompt,
  DRAFT_SYSTEM,
  draftPrompt,
  MESSAGE_SYSTEM,
  messagePrompt,
  PREDICTION_SYSTEM,
  predictionPrompt,
} from './prompts'
import {
  boundBio,
  boundDraft,
  draftReplyAnswer,
  boundMessageAnalysis,
  boundPrediction,
  enhancedBioAnswer,
  messageAnalysisAnswer,
  predictionAnswer,
} from '@/contracts/ai-answers'
import type { Analyst } from './types'

const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini'
/** Per attempt; the SDK retries once on a timeout, connection error, 429 or 5xx. */
const DEFAULT_OPENAI_TIMEOUT_MS = 20_000

type OpenAiSettings = { apiKey: string; baseURL?: string; model?: string; timeoutMs?: number }

/** The model behind the OpenAI (or any compatible) API; each answer is parsed by its zod schema, then bounded. */
export function openAiAnalyst(settings: OpenAiSettings): Analyst {
  const model = settings.model || DEFAULT_OPENAI_MODEL
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL || undefined,
    timeout: Math.min(settings.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS, DEFAULT_OPENAI_TIMEOUT_MS),
    maxRetries: 1,
  })

  async function ask<T extends z.ZodType>(
    system: string,
    prompt: string,
    schema: T,
    name: string,
  ): Promise<z.infer<T>> {
    const completion = await client.chat.completions.parse({
      model,
      temperature: 0.2,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: prompt },
      ],
      response_format: zodResponseFormat(schema, name),
    })
    const message = completion.choices[0]?.message
    if (!message?.parsed)
      throw new Error(message?.refusal ? `Model refused: ${message.refusal}` : 'Model returned no answer')
    return message.parsed as z.infer<T>
  }

  return {
    source: 'openai',
    model,
    predict: async (input) =>
      boundPrediction(await ask(PREDICTION_SYSTEM, predictionPrompt(input), predictionAnswer, 'investment_prediction')),
    analyzeMessage: async (input) =>
      boundMessageAnalysis(await ask(MESSAGE_SYSTEM, messagePrompt(input), messageAnalysisAnswer, 'message_analysis')),
    enhanceBio: async (input) => {
      const { enhancedBio } = await ask(BIO_SYSTEM, bioPrompt(input), enhancedBioAnswer, 'enhanced_bio')
      const bio = boundBio(enhancedBio)
      if (!bio) throw new Error('Model returned an empty bio')
      return bio
    },
    draftReply: async (input) => {
      const draft = boundDraft(await ask(DRAFT_SYSTEM, draftPrompt(input), draftReplyAnswer, 'draft_reply'))
      if (!draft.subject || !draft.text) throw new Error('Model returned an empty draft')
      return draft
    },
  }
}
