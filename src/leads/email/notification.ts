import type { Lead } from '../lead'
import { isHighPotential } from '../lead'
import {
  escapeHtml,
  htmlDocument,
  htmlLink,
  htmlList,
  htmlRows,
  type Message,
  oneLine,
  type Row,
  textRows,
} from '@/email/compose'

const AI_PENDING = 'The AI analysis was not ready when this was sent; it is in the dashboard once complete.'

function subjectOf(lead: Lead): string {
  if (lead.score) {
    const flag = isHighPotential(lead) ? 'High Potential assessment' : 'New assessment'
    return oneLine(`${flag}: ${lead.company} scored ${lead.score.total}/${lead.score.max}`)
  }
  return oneLine(`New inquiry from ${lead.name} (${lead.inquiry!.type})`)
}

/** The firm's message for a new lead: who, what, the score or the message, the AI result, the dashboard link. */
export function notificationMessage(lead: Lead, firmName: string): Message {
  const rows: Row[] = [
    ['Name', lead.name],
    ['E-mail', lead.email],
    ...(lead.company ? ([['Business', lead.company]] as Row[]) : []),
    ...(lead.industry ? ([['Industry', lead.industry]] as Row[]) : []),
    ...(lead.website ? ([['Website', lead.website]] as Row[]) : []),
    ...lead.details,
    ...(lead.score ? ([['Score', `${lead.score.total}/${lead.score.max} (${lead.score.rating})`]] as Row[]) : []),
    ...(lead.inquiry ? ([['Inquiry type', lead.inquiry.type]] as Row[]) : []),
  ]
  const heading = lead.score ? 'New business assessment' : 'New contact inquiry'
  const messageHtml = lead.inquiry
    ? `<h2 style="font-size:16px">Message</h2><p style="white-space:pre-wrap">${escapeHtml(lead.inquiry.message)}</p>`
    : ''
  const aiHtml = lead.ai
    ? `<h2 style="font-size:16px">AI analysis</h2><p>${escapeHtml(lead.ai.summary)}</p>${lead.ai.points.length ? htmlList(lead.ai.points) : ''}`
    : `<p style="color:#64748b">${escapeHtml(AI_PENDING)}</p>`
  const html = htmlDocument(
    heading,
    `${htmlRows(rows)}${messageHtml}${aiHtml}<p>${htmlLink(lead.adminUrl, 'Open this lead in the dashboard')}</p>`,
    `${firmName} · sent to the notification addresses in the site settings`,
  )
  const text = [
    heading,
    '',
    textRows(rows),
    ...(lead.inquiry ? ['', 'Message:', lead.inquiry.message] : []),
    '',
    ...(lead.ai ? ['AI analysis:', lead.ai.summary, ...lead.ai.points.map((point) => `- ${point}`)] : [AI_PENDING]),
    '',
    `Open this lead in the dashboard: ${lead.adminUrl}`,
  ].join('\n')
  return { subject: subjectOf(lead), html, text }
}
