import type { OwnerFollowUps } from '../digest/follow-ups'
import type { OwnerTasks } from '../tasks/digest'
import { escapeHtml, htmlDocument, htmlLink, htmlRows, type Message, type Row, textRows } from '@/email/compose'

type DigestLead = { name: string; company: string; score: number; maxScore: number; adminUrl: string }

export type Digest = {
  firmName: string
  /** The week as people read it, e.g. "Nov 16 – Nov 22, 2026". */
  period: string
  assessments: { count: number; previous: number }
  inquiries: { count: number; previous: number }
  highPotential: DigestLead[]
  visitors: { count: number; previous: number }
  pageViews: { count: number; previous: number }
  topSources: { source: string; visitors: number }[]
  /** Each owner's follow-ups whose day has passed. */
  overdueFollowUps: OwnerFollowUps[]
  /** Each owner's open tasks (none listed when absent). */
  openTasks?: OwnerTasks[]
  dashboardUrl: string
}

const change = ({ count, previous }: { count: number; previous: number }) => {
  const delta = count - previous
  return `${count} (previous week ${previous}, ${delta >= 0 ? '+' : ''}${delta})`
}

/** The Monday digest: the week's leads against the week before, the high-potential ones, traffic and sources. */
export function digestMessage(digest: Digest): Message {
  const rows: Row[] = [
    ['New assessments', change(digest.assessments)],
    ['New inquiries', change(digest.inquiries)],
    ['Visitors', change(digest.visitors)],
    ['Page views', change(digest.pageViews)],
  ]
  const high = digest.highPotential
  const highText = high.map(
    (lead) => `- ${lead.company} (${lead.name}): ${lead.score}/${lead.maxScore} ${lead.adminUrl}`,
  )
  const overdue = digest.overdueFollowUps.map(({ owner, leads }) => ({
    heading: `${owner ?? 'No owner'} (${leads.length})`,
    leads,
  }))
  const overdueText = overdue.flatMap(({ heading, leads }) => [
    `${heading}:`,
    ...leads.map((lead) => `- ${lead.name}, due ${lead.followUpOn}: ${lead.adminUrl}`),
  ])
  const tasks = (digest.openTasks ?? []).map(({ owner, tasks: list }) => ({
    heading: `${owner ?? 'No owner'} (${list.length})`,
    list,
  }))
  const tasksText = tasks.flatMap(({ heading, list }) => [
    `${heading}:`,
    ...list.map((task) => `- ${task.title} (${task.email}), due ${task.due}`),
  ])
  const sources = digest.topSources.map((row) => `${row.source}: ${row.visitors}`)
  const html = htmlDocument(
    `Weekly digest · ${digest.period}`,
    htmlRows(rows) +
      `<h2 style="font-size:16px">High Potential assessments (70+)</h2>` +
      (high.length
        ? `<ul>${high
            .map(
              (lead) =>
                `<li>${htmlLink(lead.adminUrl, `${lead.company} (${lead.name})`)}: ${lead.score}/${lead.maxScore}</li>`,
            )
            .join('')}</ul>`
        : '<p>None this week.</p>') +
      `<h2 style="font-size:16px">Overdue follow-ups</h2>` +
      (overdue.length
        ? overdue
            .map(
              ({ heading, leads }) =>
                `<h3 style="font-size:14px">${escapeHtml(heading)}</h3><ul>${leads
                  .map((lead) => `<li>${htmlLink(lead.adminUrl, lead.name)}: due ${escapeHtml(lead.followUpOn)}</li>`)
                  .join('')}</ul>`,
            )
            .join('')
        : '<p>None overdue.</p>') +
      `<h2 style="font-size:16px">Open tasks</h2>` +
      (tasks.length
        ? tasks
            .map(
              ({ heading, list }) =>
                `<h3 style="font-size:14px">${escapeHtml(heading)}</h3><ul>${list
                  .map((task) => `<li>${escapeHtml(`${task.title} (${task.email})`)}: due ${escapeHtml(task.due)}</li>`)
                  .join('')}</ul>`,
            )
            .join('')
        : '<p>No open tasks.</p>') +
      `<h2 style="font-size:16px">Top sources</h2>` +
      (sources.length
        ? `<ul>${sources.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
        : '<p>No referred visits this week.</p>') +
      `<p>${htmlLink(digest.dashboardUrl, 'Open the dashboard')}</p>`,
    `${digest.firmName} · every Monday at 08:00`,
  )
  const text = [
    `Weekly digest · ${digest.period}`,
    '',
    textRows(rows),
    '',
    'High Potential assessments (70+):',
    ...(highText.length ? highText : ['None this week.']),
    '',
    'Overdue follow-ups:',
    ...(overdueText.length ? overdueText : ['None overdue.']),
    '',
    'Open tasks:',
    ...(tasksText.length ? tasksText : ['No open tasks.']),
    '',
    'Top sources:',
    ...(sources.length ? sources : ['No referred visits this week.']),
    '',
    `Open the dashboard: ${digest.dashboardUrl}`,
  ].join('\n')
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const totals = `${count(digest.assessments.count, 'assessment', 'assessments')}, ${count(digest.inquiries.count, 'inquiry', 'inquiries')}`
  return { subject: `Weekly digest ${digest.period}: ${totals}`, html, text }
}
