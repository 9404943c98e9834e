import { escapeHtml, htmlDocument, htmlLink, htmlRows, type Message, type Row, textRows } from '@/email/compose'

import type { AnalyticsReport } from './build'

const change = ({ count, previous }: { count: number; previous: number }) => {
  const delta = count - previous
  return `${count} (before ${previous}, ${delta >= 0 ? '+' : ''}${delta})`
}

const section = (title: string, lines: string[], empty: string) => ({
  html: `<h2 style="font-size:16px">${escapeHtml(title)}</h2>${lines.length ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : `<p>${escapeHtml(empty)}</p>`}`,
  text: [`${title}:`, ...(lines.length ? lines.map((line) => `- ${line}`) : [empty])].join('\n'),
})

/**
 * One recipient's report e-mail: the firm's branded HTML and a text part, every value escaped (page
 * paths and sources come from visitors), with the recipient's own unsubscribe link.
 */
export function analyticsReportMessage(
  report: AnalyticsReport,
  { firmName, dashboardUrl, unsubscribeUrl }: { firmName: string; dashboardUrl: string; unsubscribeUrl: string },
): Message {
  const label = report.span.kind === 'weekly' ? 'Weekly' : 'Monthly'
  const period = `${report.span.from} to ${report.span.to}`
  const rows: Row[] = [
    ['Visitors', change(report.visitors)],
    ['Page views', change(report.pageViews)],
  ]
  const sections = [
    section(
      'Top sources',
      report.topSources.map((row) => `${row.source}: ${row.visitors}`),
      'No visits.',
    ),
    section(
      'Top pages',
      report.topPages.map((row) => `${row.path}: ${row.views} views`),
      'No page views.',
    ),
    section(
      'Goals',
      report.goals.map((goal) => `${goal.name}: ${goal.visitors} visitors, ${goal.conversions} conversions`),
      'No custom goals.',
    ),
    section(
      'Leads and meetings by source',
      report.leadsBySource.map(
        (row) => `${row.source}: ${row.inquiries} inquiries, ${row.assessments} assessments, ${row.meetings} meetings`,
      ),
      'No leads.',
    ),
  ]
  const html = htmlDocument(
    `${label} analytics · ${period}`,
    htmlRows(rows) +
      sections.map((each) => each.html).join('') +
      `<p>${htmlLink(dashboardUrl, 'Open the dashboard')}</p>` +
      `<p style="font-size:12px;color:#475569">${htmlLink(unsubscribeUrl, 'Unsubscribe from these reports')}</p>`,
    `${firmName} · ${label.toLowerCase()} analytics report`,
  )
  const text = [
    `${label} analytics · ${period}`,
    '',
    textRows(rows),
    '',
    ...sections.flatMap((each) => [each.text, '']),
    `Open the dashboard: ${dashboardUrl}`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n')
  return {
    subject: `${label} analytics ${period}: ${report.visitors.count} visitors`,
    html,
    text,
  }
}
