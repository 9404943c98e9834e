import type { ContactInquiry } from '@/payload-types'

import { analyse, type AnalystLogger } from './analyst'
import type { MessageAnalysisAnswer } from '@/contracts/ai-answers'
import type { Analyst, MessageInput, Sourced } from './types'

export const messageInput = (inquiry: ContactInquiry): MessageInput => ({
  firstName: inquiry.firstName,
  lastName: inquiry.lastName,
  industry: inquiry.industry ?? null,
  inquiryType: inquiry.inquiryType,
  website: inquiry.website || null,
  message: inquiry.message,
})

export const analyzeMessage = (
  input: MessageInput,
  model?: Analyst | null,
  logger?: AnalystLogger,
): Promise<Sourced<MessageAnalysisAnswer>> => analyse((analyst) => analyst.analyzeMessage(input), model, logger)
