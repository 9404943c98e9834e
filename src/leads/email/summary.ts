import { siteUrl } from '@/lib/site-url'

import type { Lead } from '../lead'
import { htmlDocument, htmlLink, htmlList, type Message, oneLine } from '@/email/compose'

const leadLine = (lead: Lead): string =>
  lead.score
    ? `Assessment: ${lead.company} (${lead.name}, ${lead.email}), ${lead.score.total}/${lead.score.max} ${lead.score.rating}`
    : `Inquiry: ${lead.name} (${lead.email}), ${lead.inquiry!.type}`

/** The firm's one message for a minute's leads beyond the first 20: a line each and the dashboard link. */
export function summaryMessage(leads: Lead[], minute: string, firmName: string): Message {
  const heading = `${leads.length} more new ${leads.length === 1 ? 'lead' : 'leads'} in the minute from ${minute.slice(11, 16)} UTC`
  const lines = leads.map((lead) => oneLine(leadLine(lead), 300))
  const dashboard = `${siteUrl()}/admin`
  const note =
    'More than 20 leads arrived in one minute (a bulk import?), so these come in one e-mail instead of one each.'
  const html = htmlDocument(
    heading,
    `<p>${note}</p>${htmlList(lines)}<p>${htmlLink(dashboard, 'Open the dashboard')}</p>`,
    `${firmName} · sent to the notification addresses in the site settings`,
  )
  const text = [
    heading,
    '',
    note,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    `Open the dashboard: ${dashboard}`,
  ].join('\n')
  return { subject: oneLine(heading), html, text }
}
