'use client'

import { type FormEvent, useState } from 'react'

import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'
import type { AssessmentAnswers, Deal, PersonWithPipeline } from '@/contracts/pipeline'
import { TASK_TITLE_MAX_LENGTH } from '@/contracts/tasks'

import { useCreateTask, usePatchPerson, usePersonPipeline, useUpdateTask } from '../api/pipeline'
import { Button } from '../ui/button'
import { TextareaField, TextField } from '../ui/fields'
import { useUnsavedChanges } from '../unsaved-changes'

const money = (amount: number | null) =>
  amount === null
    ? '—'
    : amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

const day = (iso: string) => iso.slice(0, 10)

/** Each lead of the person, a link to it in its list. */
function LeadLinks({ person }: { person: PersonWithPipeline }) {
  const leads = [...person.assessments, ...person.inquiries].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return (
    <ul className="space-y-1 text-sm" aria-label="Open a lead">
      {leads.map((lead) => (
        <li key={`${lead.kind}-${lead.id}`}>
          <a
            className="text-blue-800 underline underline-offset-2 [overflow-wrap:anywhere]"
            href={`/admin?${new URLSearchParams({ tab: LEAD_KIND_TABLE[lead.kind].tab, search: person.email })}`}
          >
            {lead.kind === 'assessment' ? 'Assessment' : 'Inquiry'}: {lead.title}
          </a>{' '}
          <span className="text-muted">{day(lead.createdAt)}</span>
        </li>
      ))}
    </ul>
  )
}

/** An assessment's answers by area, each area's score as a bar, and the founder's results page. */
function Answers({ assessment }: { assessment: AssessmentAnswers }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink">
        <span className="font-medium">{assessment.businessName}</span>: {assessment.totalScore}/84
        {assessment.rating && ` · ${assessment.rating}`}
        {assessment.resultsPath && (
          <>
            {' · '}
            <a
              className="text-blue-800 underline underline-offset-2"
              href={assessment.resultsPath}
              target="_blank"
              rel="noreferrer"
            >
              Results page
            </a>
          </>
        )}
      </p>
      <ul className="space-y-2" aria-label={`Answers of ${assessment.businessName}`}>
        {assessment.areas.map((area) => (
          <li key={area.id}>
            <details>
              <summary className="cursor-pointer text-sm">
                <span className="inline-flex w-full max-w-xs items-center gap-2 align-middle">
                  <span className="w-40 shrink-0 truncate">{area.label}</span>
                  <span
                    className="h-2 flex-1 rounded bg-slate-200"
                    role="meter"
                    aria-label={`${area.label} score`}
                    aria-valuenow={area.score}
                    aria-valuemin={0}
                    aria-valuemax={area.max}
                  >
                    <span
                      className="block h-2 rounded bg-green-700"
                      style={{ width: `${(area.score / area.max) * 100}%` }}
                    />
                  </span>
                  <span className="w-10 text-right text-muted">
                    {area.score}/{area.max}
                  </span>
                </span>
              </summary>
              <ul className="mt-1 space-y-1 pl-4 text-xs text-body">
                {area.answers.map((answer) => (
                  <li key={answer.question}>
                    <span className="font-medium text-ink">{answer.question}</span> {answer.answer} ({answer.points}/4)
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The deal: amount, round, expected close and a short why, saved together. */
function DealForm({ email, deal }: { email: string; deal: Deal }) {
  const patch = usePatchPerson()
  const [amount, setAmount] = useState(deal.amount === null ? '' : String(deal.amount))
  const [round, setRound] = useState(deal.round ?? '')
  const [expectedClose, setExpectedClose] = useState(deal.expectedClose ?? '')
  const [summary, setSummary] = useState(deal.summary ?? '')
  const changed =
    amount !== (deal.amount === null ? '' : String(deal.amount)) ||
    round !== (deal.round ?? '') ||
    expectedClose !== (deal.expectedClose ?? '') ||
    summary !== (deal.summary ?? '')
  useUnsavedChanges({ deal: changed ? 'changed' : '' })
  const save = (event: FormEvent) => {
    event.preventDefault()
    const value = amount.trim() === '' ? null : Number(amount.replace(/[$,\s]/g, ''))
    patch.mutate({
      email,
      change: {
        deal: { amount: value, round: round || null, expectedClose: expectedClose || null, summary: summary || null },
      },
    })
  }
  return (
    <form onSubmit={save} className="grid grid-cols-2 gap-2" aria-label="Deal">
      <TextField id="deal-amount" label="Amount (USD)" inputMode="decimal" value={amount} onValueChange={setAmount} />
      <TextField id="deal-round" label="Round" value={round} maxLength={60} onValueChange={setRound} />
      <TextField
        id="deal-close"
        label="Expected close"
        type="date"
        value={expectedClose}
        onValueChange={setExpectedClose}
      />
      <div className="col-span-2">
        <TextareaField
          id="deal-summary"
          label="Why this deal"
          rows={2}
          maxLength={500}
          value={summary}
          onValueChange={setSummary}
        />
      </div>
      <div className="col-span-2 flex justify-end">
        <Button type="submit" variant="outline" disabled={!changed || patch.isPending}>
          Save deal
        </Button>
      </div>
    </form>
  )
}

/** The person's tasks (open first) with a box to add one; ticking one marks it done. */
function Tasks({ person }: { person: PersonWithPipeline }) {
  const create = useCreateTask()
  const update = useUpdateTask()
  const [title, setTitle] = useState('')
  const [due, setDue] = useState('')
  useUnsavedChanges({ title })
  const add = (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim() || !due) return
    create.mutate({ email: person.email, title, dueAt: due }, { onSuccess: () => setTitle('') })
  }
  return (
    <div className="space-y-2">
      <ul className="space-y-1" aria-label="Tasks">
        {person.tasks.map((task) => (
          <li key={task.id} className="flex items-start gap-2 text-sm">
            <input
              id={`task-${task.id}`}
              type="checkbox"
              className="mt-1"
              checked={task.done}
              onChange={(event) => update.mutate({ id: task.id, change: { done: event.target.checked } })}
            />
            <label htmlFor={`task-${task.id}`} className={task.done ? 'text-muted line-through' : 'text-ink'}>
              {task.title} <span className="text-muted">· due {task.dueDay ?? day(task.dueAt)}</span>
              {task.owner && <span className="text-muted"> · {task.owner.name}</span>}
            </label>
          </li>
        ))}
        {person.tasks.length === 0 && <li className="text-sm text-muted">No tasks yet.</li>}
      </ul>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2" aria-label="Add a task">
        <div className="min-w-40 flex-1">
          <TextField
            id="task-title"
            label="New task"
            value={title}
            maxLength={TASK_TITLE_MAX_LENGTH}
            onValueChange={setTitle}
          />
        </div>
        <TextField id="task-due" label="Due" type="date" value={due} onValueChange={setDue} />
        <Button type="submit" variant="outline" disabled={!title.trim() || !due || create.isPending}>
          Add task
        </Button>
      </form>
    </div>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `person-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  )
}

/** What a partner works with on a person: links to their leads, the deal, tasks and the assessments' answers. */
export function PersonSections({ email }: { email: string }) {
  const person = usePersonPipeline(email)
  if (!person.data) return null
  const { data } = person
  return (
    <div className="space-y-6">
      <Section title="Leads">
        <LeadLinks person={data} />
      </Section>
      <Section title={`Deal · ${money(data.deal.amount)}`}>
        <DealForm key={JSON.stringify(data.deal)} email={data.email} deal={data.deal} />
      </Section>
      <Section title="Tasks">
        <Tasks person={data} />
      </Section>
      {data.answers.length > 0 && (
        <Section title="Assessment answers">
          {data.answers.map((assessment) => (
            <Answers key={assessment.id} assessment={assessment} />
          ))}
        </Section>
      )}
    </div>
  )
}
