import { boundMessageAnalysis, type MessageAnalysisAnswer } from '@/contracts/ai-answers'
import type { InquiryType, Level } from '@/contracts/enumerations'
import { plural } from '@/lib/plural'

import { focusSector } from './investment-rules'
import type { MessageInput } from './types'

const URGENT =
  /\b(urgent(ly)?|asap|as soon as possible|immediately|right away|deadline|time[- ]sensitive|this week|within (a few )?days|offer on the table|before (the )?(end of|closing))\b/i
const TIMELINE =
  /\b(this (month|quarter|year)|next (week|month|quarter|year)|within (the next )?(few |\d+ )?(weeks|months)|in (the next )?\d+ (days|weeks|months)|\d+ days|soon)\b/i
const MONEY = /\$\s?\d[\d,]*(?:\.\d+)?\s?(?:k|m|mm|million|billion|bn)?\b|\b\d+(?:\.\d+)?\s?(?:million|billion)\b/gi
/** Text that addresses an automated reviewer rather than the firm. */
const INSTRUCTIONS =
  /\b(ignore|disregard|forget|override)\b[^.!?\n]{0,40}\b(instructions?|prompts?|rules|guidelines)\b|\b(system prompt|you are now|(respond|answer|reply) only with)\b/i

const TOPICS: [RegExp, string][] = [
  [/\b(succession|retir\w*|next generation|hand(ing)? over)\b/i, 'succession'],
  [/\b(invest\w*|capital|funding|raise|equity)\b/i, 'investment'],
  [/\b(acqui\w*|buy-?out|merger|exit|sale|sell(ing)? (the|our) (business|company))\b/i, 'a sale or acquisition'],
  [/\b(grow\w*|expan\w*|scal\w*|new markets?)\b/i, 'growth'],
  [/\b(efficien\w*|process\w*|operations?|systems?|costs?|margins?)\b/i, 'operational efficiency'],
  [/\b(partner\w*|joint venture)\b/i, 'partnership'],
]

const INQUIRY_KIND: Record<InquiryType, string> = {
  consulting: 'business consulting',
  partnership: 'strategic partnership',
  general: 'general',
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const levelFor = (points: number, high: number, medium: number): Level =>
  points >= high ? 'high' : points >= medium ? 'medium' : 'low'
const listText = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** The deterministic triage of an inquiry; the visitor's words are matched, never followed. */
export function rulesMessageAnalysis(input: MessageInput): MessageAnalysisAnswer {
  const message = input.message
  const name = `${input.firstName} ${input.lastName}`.trim()
  const wordCount = words(message)
  const figures = [...new Set((message.match(MONEY) ?? []).map((figure) => figure.replace(/\s+/g, ' ').trim()))].slice(
    0,
    3,
  )
  const timeline = message.match(URGENT)?.[0] ?? message.match(TIMELINE)?.[0] ?? null
  const topics = TOPICS.filter(([pattern]) => pattern.test(message)).map(([, label]) => label)
  const sector = focusSector(input.industry)
  const addressesMachine = INSTRUCTIONS.test(message)

  const urgencyLevel: Level = URGENT.test(message)
    ? 'high'
    : timeline || input.inquiryType === 'partnership'
      ? 'medium'
      : 'low'
  const potentialPoints = addressesMachine
    ? 0
    : (input.inquiryType === 'partnership' ? 2 : input.inquiryType === 'consulting' ? 1 : 0) +
      (sector ? 2 : 0) +
      (figures.length > 0 ? 1 : 0) +
      (topics.some((topic) => topic !== 'operational efficiency') ? 1 : 0) +
      (input.website ? 1 : 0) +
      (wordCount >= 40 ? 1 : 0)
  const businessPotential = levelFor(potentialPoints, 5, 3)

  const from = input.industry ? `${name} (${input.industry})` : name
  const details = [
    topics.length > 0 ? `about ${listText(topics)}` : null,
    figures.length > 0 ? `citing ${listText(figures)}` : null,
    timeline ? `with a timeline of “${timeline}”` : null,
  ].filter((part): part is string => part !== null)
  const summary = `${from} sent a ${wordCount}-word ${INQUIRY_KIND[input.inquiryType]} inquiry${
    details.length > 0 ? ` ${details.join(', ')}` : ' without specific topics, figures or timeline'
  }. Urgency ${urgencyLevel}, business potential ${businessPotential}.`

  const keyPoints = [
    addressesMachine
      ? 'The message contains instructions aimed at an automated reviewer; they were ignored, so treat the inquiry with caution.'
      : null,
    figures.length > 0 ? `Figures mentioned: ${figures.join(', ')}.` : null,
    timeline ? `Timeline: “${timeline}”${urgencyLevel === 'high' ? ', so reply first' : ''}.` : null,
    topics.length > 0 ? `Topics: ${listText(topics)}.` : null,
    input.industry
      ? sector
        ? `${input.industry} is inside the firm’s ${sector} focus.`
        : `${input.industry} is outside the firm’s healthcare and technology focus.`
      : 'No industry given.',
    wordCount < 25
      ? `A short message (${plural(wordCount, 'word')}): ask for revenue, goals and timeline on the first call.`
      : null,
  ].filter((point): point is string => point !== null)

  return boundMessageAnalysis({ urgencyLevel, businessPotential, summary, keyPoints })
}
