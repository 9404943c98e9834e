import type { DraftAnswer, DraftInput } from './types'

/** The founder's message, quoted briefly: its first sentence, at most 160 characters. */
const gist = (message: string) => {
  const first =
    message
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? ''
  return first.length > 160 ? `${first.slice(0, 159).trimEnd()}…` : first
}

/** A first reply from the facts alone (no model): business, score and rating, weakest area, revenue band, message, booking link. */
export function rulesDraftReply(input: DraftInput): DraftAnswer {
  const business = input.businessName
  const lines: string[] = [`Dear ${input.firstName || 'founder'},`, '']
  lines.push(
    business
      ? `Thank you for telling us about ${business}${input.revenueBand ? ` (revenue ${input.revenueBand})` : ''}.`
      : `Thank you for contacting ${input.firmName}.`,
  )
  if (input.totalScore !== null)
    lines.push(
      `Your assessment scored ${input.totalScore} out of 84${input.rating ? ` (${input.rating})` : ''}` +
        (input.weakestArea ? `, and ${input.weakestArea} is where we would like to start the conversation.` : '.'),
    )
  if (input.message) lines.push(`You wrote: "${gist(input.message)}" We would be glad to hear more.`)
  lines.push('')
  lines.push(
    input.bookingUrl
      ? `If you are open to a first call, please pick a time that suits you: ${input.bookingUrl}`
      : 'If you are open to a first call, please reply with a few times that suit you.',
  )
  lines.push('', 'Best regards,', input.partnerName ?? input.firmName, ...(input.partnerName ? [input.firmName] : []))
  return {
    subject: business ? `${business} and ${input.firmName}` : `Your message to ${input.firmName}`,
    text: lines.join('\n'),
  }
}
