import { linkFreeText } from '@/leads/visitor-text'
import type { AssessmentResult } from '@/lib/assessment/results'

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
  /** The full reading (areas, focus, advice) when the assessment was scored by its answers; null for a total alone. */
  result: AssessmentResult | null
  /** The results as a PDF (with `result`). */
  pdfUrl: string | null
  /** The peer comparison the results page shows, when there are enough peers. */
  benchmark: string | null
  /** The matched partner's next free times, each a link to the results page with it picked; null when none. */
  slots: { partner: string; timeZone: string; times: { label: string; url: string }[] } | null
}

const slotsHeading = (slots: NonNullable<ResultsMessageInput['slots']>) =>
  `Next free times with ${slots.partner} (${slots.timeZone} time)`

const htmlSlots = (slots: NonNullable<ResultsMessageInput['slots']>) =>
  `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(slotsHeading(slots))}</h2><ul>` +
  slots.times.map((time) => `<li style="margin-bottom:6px">${htmlLink(time.url, time.label)}</li>`).join('') +
  `</ul>`

const NAVY = '#0b1b36'
const GOLD = '#b08d48'

/** One area's bar as e-mail clients draw it: a two-cell table, no images or CSS widths they drop. */
const htmlBar = (percent: number, focus: boolean) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;height:8px"><tr>` +
  (percent > 0
    ? `<td width="${percent}%" style="background:${focus ? GOLD : NAVY};height:8px;font-size:0;line-height:0">&nbsp;</td>`
    : '') +
  (percent < 100 ? `<td style="background:#e2e8f0;height:8px;font-size:0;line-height:0">&nbsp;</td>` : '') +
  `</tr></table>`

function htmlAreas(result: AssessmentResult): string {
  const rows = result.categories
    .map((category) => {
      const focus = category.id === result.focus.id
      const label = `${category.label}${focus ? ' (focus area)' : ''}`
      return (
        `<tr><td style="padding:6px 16px 0 0">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0 0;text-align:right;white-space:nowrap">${category.score}/${category.max}</td></tr>` +
        `<tr><td colspan="2" style="padding:2px 0 4px">${htmlBar(category.percent, focus)}</td></tr>`
      )
    })
    .join('')
  return `<h2 style="font-size:16px;margin-top:24px">Your score by area</h2><table role="presentation" width="100%" style="border-collapse:collapse">${rows}</table>`
}

const focusHeading = ({ focus }: AssessmentResult) =>
  `Where to focus first: ${focus.label} (${focus.score}/${focus.max})`

const htmlFocus = (result: AssessmentResult) =>
  `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(focusHeading(result))}</h2>` +
  `<p>${escapeHtml(result.focus.advice.summary)}</p>` +
  `<ol>${result.focus.advice.actions.map((action) => `<li style="margin-bottom:6px">${escapeHtml(action)}</li>`).join('')}</ol>`

const htmlButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${NAVY};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">${escapeHtml(label)}</a></p>`

/**
 * The founder's copy of their assessment: score, rating, each area, where to focus first and how,
 * the call to action as a button, and the permanent links to the full results and their PDF.
 * Anyone can type any address into the form, so the names typed with it go in only when they
 * could be no link: the firm's e-mail never carries a visitor's link to a stranger.
 */
export function resultsMessage(input: ResultsMessageInput): Message {
  const name = linkFreeText(input.contactName)
  const business = linkFreeText(input.businessName, 120)
  const { result } = input
  const rows: Row[] = [
    ...(business ? [['Business', business] as Row] : []),
    ['Score', `${input.totalScore}/${input.maxScore}`],
    ['Rating', input.rating],
  ]
  const greeting = name ? `Dear ${name},` : 'Hello,'
  const intro = `Thank you for completing the ${input.firmName} business assessment. Your results, with your score by area and where to focus first, stay available at this address:`
  const closing = 'If you would like to discuss them, reply to this e-mail or use the contact page on our site.'
  const html = htmlDocument(
    'Your assessment results',
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${htmlRows(rows)}` +
      (input.benchmark ? `<p><strong>${escapeHtml(input.benchmark)}</strong></p>` : '') +
      (result ? htmlAreas(result) + htmlFocus(result) : '') +
      (input.slots ? htmlSlots(input.slots) : '') +
      htmlButton(input.nextStep.url, input.nextStep.label) +
      `<p>${htmlLink(input.url, 'View your full results')}` +
      (input.pdfUrl ? ` · ${htmlLink(input.pdfUrl, 'Download your results (PDF)')}` : '') +
      `</p><p>${escapeHtml(closing)}</p>`,
    `${input.firmName} · you asked for this e-mail on the assessment's last step`,
  )
  const text = [
    greeting,
    '',
    intro,
    input.url,
    '',
    textRows(rows),
    ...(input.benchmark ? [input.benchmark] : []),
    ...(result
      ? [
          '',
          'Your score by area',
          ...result.categories.map(
            (category) =>
              `- ${category.label}: ${category.score}/${category.max}${category.id === result.focus.id ? ' (focus area)' : ''}`,
          ),
          '',
          focusHeading(result),
          result.focus.advice.summary,
          ...result.focus.advice.actions.map((action, index) => `${index + 1}. ${action}`),
        ]
      : []),
    ...(input.slots
      ? ['', `${slotsHeading(input.slots)}:`, ...input.slots.times.map((time) => `- ${time.label}: ${time.url}`)]
      : []),
    '',
    `${input.nextStep.label}: ${input.nextStep.url}`,
    ...(input.pdfUrl ? [`Download your results (PDF): ${input.pdfUrl}`] : []),
    '',
    closing,
  ].join('\n')
  return { subject: `Your ${input.firmName} assessment results: ${input.totalScore}/${input.maxScore}`, html, text }
}
