'use client'

import { format } from 'date-fns'

import { LEAD_STATUS_LABELS, type LeadStatus } from '@/contracts/lead-inbox'
import type { Person, PersonLead, PersonLeadRef } from '@/contracts/people'

import type { ShownEntry } from '@/dashboard/api/lead-triage'
import { usePerson } from '@/dashboard/api/people'
import { AttachmentList, PersonMailState } from '@/dashboard/inbound/person-mail-state'

const at = (value: string) => {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM dd, yyyy HH:mm')
}

const KIND_LABEL = { assessment: 'Assessment', inquiry: 'Inquiry' } as const
const STATUS_NOTE: Record<string, string> = { pending: ' (sending)', failed: ' (failed)' }

const sameLead = (a: PersonLeadRef | null, b: PersonLeadRef) =>
  a !== null && a.kind === b.kind && String(a.id) === String(b.id)

function Leads({ person, current }: { person: Person; current: PersonLeadRef }) {
  const leads: PersonLead[] = [...person.assessments, ...person.inquiries].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  )
  return (
    <ul className="space-y-1 text-sm" aria-label="Leads of this person">
      {leads.map((lead) => (
        <li key={`${lead.kind}-${lead.id}`} className="flex flex-wrap gap-x-2">
          <span className="font-medium text-ink">{KIND_LABEL[lead.kind]}</span>
          <span className="[overflow-wrap:anywhere]">{lead.title}</span>
          <span className="text-muted">
            {at(lead.createdAt)} · {LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status}
            {sameLead(lead, current) && ' · this lead'}
          </span>
        </li>
      ))}
    </ul>
  )
}

function Entry({ entry }: { entry: ShownEntry }) {
  return (
    <li className="rounded-md border border-line bg-slate-50 p-3">
      <p className="text-xs text-muted">
        {entry.saving ? (
          'Saving...'
        ) : (
          <>
            {entry.author ? `${entry.author} · ` : ''}
            <time dateTime={entry.at}>{at(entry.at)}</time>
            {entry.lead && ` · ${KIND_LABEL[entry.lead.kind]}`}
          </>
        )}
      </p>
      {/* Every text here is plain text (visitor's, partner's, system's), never HTML. */}
      <p className="mt-1 text-sm font-medium text-ink [overflow-wrap:anywhere]">
        {entry.summary}
        {entry.status && STATUS_NOTE[entry.status]}
      </p>
      {entry.text && <p className="mt-1 whitespace-pre-wrap break-words text-sm text-body">{entry.text}</p>}
      {entry.attachments && <AttachmentList files={entry.attachments} />}
    </li>
  )
}

function Loading({ person }: { person: ReturnType<typeof usePerson> }) {
  if (person.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {person.error.message}
      </p>
    )
  return <p className="text-sm text-muted">Loading this person...</p>
}

/** The person's leads (both kinds, newest first), the open one marked. */
export function PersonLeads({ email, current }: { email: string; current: PersonLeadRef }) {
  const person = usePerson(email)
  if (!person.data) return <Loading person={person} />
  const count = person.data.assessments.length + person.data.inquiries.length
  return (
    <section aria-labelledby="person-leads-title" className="space-y-2">
      <h3 id="person-leads-title" className="text-sm font-semibold text-ink">
        {count === 1 ? 'One lead' : `${count} leads`} from this person
      </h3>
      <PersonMailState person={person.data} />
      <Leads person={person.data} current={current} />
    </section>
  )
}

/** Everything the person did and every step taken with them, across their leads, newest first. */
export function PersonTimeline({ email }: { email: string }) {
  const person = usePerson(email)
  if (!person.data) return <Loading person={person} />
  return (
    <section aria-labelledby="person-timeline-title" className="space-y-2">
      <h3 id="person-timeline-title" className="text-sm font-semibold text-ink">
        Timeline
      </h3>
      <ol className="space-y-2" aria-label="Timeline">
        {person.data.timeline.map((entry, index) => (
          <Entry key={`${entry.type}-${entry.at}-${index}`} entry={entry} />
        ))}
      </ol>
    </section>
  )
}
