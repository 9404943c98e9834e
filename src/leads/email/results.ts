import { linkFreeText } from '@/leads/visitor-text'

import { escapeHtml, htmlDocument, htmlLink, htmlRows, type Message, type Row, textRows } from '@/email/compose'

type ResultsMessageInput = {
  firmName: string
  contactName: string
  businessName: string
  totalScore: number
  maxScore: number
  rating: string
  url: string
  /** The call to action: a call booked with a partner, or the contact form filled in from the assessment. */
  nextStep: { label: string; url: string }
}

/**
 * The founder's copy of their assessment: score, rating and the permanent link to the full results.
 * Anyone can type any address into the form, so the names typed with it go in only when they
 * could be no link: the firm's e-mail never carries a visitor's link to a stranger.
 */
export function resultsMessage(input: ResultsMessageInput): Message {
  const name = linkFreeText(input.contactName)
  const business = linkFreeText(input.businessName, 120)
  const rows: Row[] = [
    ...(business ? [['Business', business] as Row] : []),
    ['Score', `${input.totalScore}/${input.maxScore}`],
    ['Rating', input.rating],
  ]
  const greeting = name ? `Dear ${name},` : 'Hello,'
  const intro = `Thank you for completing the ${input.firmName} business assessment. Your results, with your score by area and where to focus first, stay available at this address:`
  const html = htmlDocument(
    'Your assessment results',
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${htmlRows(rows)}<p>${htmlLink(input.url, 'View your full results')}</p>` +
      `<p>${htmlLink(input.nextStep.url, input.nextStep.label)}</p>` +
      `<p>${escapeHtml('If you would like to discuss them, reply to this e-mail or use the contact page on our site.')}</p>`,
    `${input.firmName} · you asked for this e-mail on the assessment's last step`,
  )
  const text = [
    greeting,
    '',
    intro,
    input.url,
    '',
    textRows(rows),
    '',
    `${input.nextStep.label}: ${input.nextStep.url}`,
    '',
    'If you would like to discuss them, reply to this e-mail or use the contact page on our site.',
  ].join('\n')
  return { subject: `Your ${input.firmName} assessment results: ${input.totalScore}/${input.maxScore}`, html, text }
}
