'use client'

import type { PeriodQuery, ReportFilters } from '@/contracts/analytics'
import type { ConversionsReport, GoalBody } from '@/contracts/analytics-saved'
import { X } from 'lucide-react'
import { type FormEvent, useState } from 'react'

import { funnelSteps } from '@/dashboard/model/analytics-funnels'
import { oneDecimal } from '@/dashboard/model/analytics-view'
import { plural } from '@/lib/plural'

import { useConversions } from '../api/analytics'
import { useDeleteFunnel, useDeleteGoal, useSaveFunnel, useSaveGoal } from '../api/analytics-saved'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { Label, LabelledInput, Textarea } from '../ui/fields'
import { AddSubmit } from '../ui/form-actions'
import { NameInput } from './name-input'
import { SelectField } from '../ui/select'

const GOAL_TYPES = [
  { value: 'page', label: 'Page visited' },
  { value: 'event', label: 'Custom event' },
]

function AddGoal() {
  const save = useSaveGoal()
  const [name, setName] = useState('')
  const [type, setType] = useState<'page' | 'event'>('page')
  const [target, setTarget] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body: GoalBody =
      type === 'page'
        ? { name: name.trim(), type, path: target.trim() }
        : { name: name.trim(), type, event: target.trim() }
    save.mutate(body, { onSuccess: () => [setName, setTarget].forEach((clear) => clear('')) })
  }
  return (
    <form onSubmit={submit} aria-label="Add goal" className="flex flex-wrap items-end gap-2 border-t border-line pt-3">
      <NameInput id="goal-name" label="Goal name" className="w-44" value={name} onValueChange={setName} />
      <SelectField
        id="goal-type"
        label="Type"
        className="w-40"
        aria-label="Goal type"
        value={type}
        options={GOAL_TYPES}
        onValueChange={(value) => setType(value === 'event' ? 'event' : 'page')}
      />
      <LabelledInput
        id="goal-target"
        label={type === 'page' ? 'Page (* for any)' : 'Event name'}
        className="w-48"
        value={target}
        placeholder={type === 'page' ? '/insights/*' : 'deck-download'}
        onValueChange={setTarget}
      />
      <AddSubmit label="Add goal" disabled={save.isPending || !name.trim() || !target.trim()} error={save.error} />
    </form>
  )
}

function Goals({ report }: { report: ConversionsReport }) {
  const remove = useDeleteGoal()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom Goals</CardTitle>
        <p className="text-sm text-muted">
          Visitors who reached each goal, converting visits (once per visit) and the rate of{' '}
          {plural(report.visitors, 'visitor')}, with the top sources.
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {report.goals.length === 0 ? <p className="text-sm text-muted">No custom goals yet</p> : null}
        <ul className="space-y-3">
          {report.goals.map((goal) => (
            <li key={goal.id} data-testid="custom-goal" className="space-y-1">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{goal.name}</span>
                <span className="flex items-center gap-2 text-sm text-muted">
                  <span data-testid="goal-figures">
                    {plural(goal.visitors, 'visitor')} · {plural(goal.conversions, 'conversion')} ·{' '}
                    {oneDecimal(goal.conversionRate)}
                  </span>
                  <DeleteButton label={`Delete goal ${goal.name}`} onDelete={() => remove.mutate(goal.id)} />
                </span>
              </div>
              {goal.bySource.length > 0 ? (
                <p className="text-xs text-muted">
                  {goal.bySource.map((row) => `${row.source} ${row.visitors}`).join(' · ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <AddGoal />
      </CardContent>
    </Card>
  )
}

function AddFunnel({ goals }: { goals: ConversionsReport['goals'] }) {
  const save = useSaveFunnel()
  const [name, setName] = useState('')
  const [steps, setSteps] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = { name: name.trim(), steps: funnelSteps(steps, goals) }
    save.mutate(body, { onSuccess: () => [setName, setSteps].forEach((clear) => clear('')) })
  }
  return (
    <form onSubmit={submit} aria-label="Add funnel" className="space-y-2 border-t border-line pt-3">
      <NameInput id="funnel-name" label="Funnel name" className="w-56" value={name} onValueChange={setName} />
      <div>
        <Label htmlFor="funnel-steps">Steps, one a line: a page (/insights/*), a goal’s name, lead or meeting</Label>
        <Textarea id="funnel-steps" rows={4} value={steps} onChange={(e) => setSteps(e.target.value)} />
      </div>
      <AddSubmit label="Add funnel" disabled={save.isPending || !name.trim() || !steps.trim()} error={save.error} />
    </form>
  )
}

function Funnels({ report }: { report: ConversionsReport }) {
  const remove = useDeleteFunnel()
  // The assessment funnel has its own card among the acquisition lists.
  const saved = report.funnels.filter((funnel) => funnel.id !== 'assessment')
  return (
    <Card>
      <CardHeader>
        <CardTitle>Funnels</CardTitle>
        <p className="text-sm text-muted">
          Visitors at each step, in order within one visit, and the share that dropped off.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {saved.length === 0 ? (
          <p className="text-sm text-muted">No saved funnels yet (the assessment funnel is listed above)</p>
        ) : null}
        {saved.map((funnel) => {
          const first = Math.max(1, funnel.steps[0]?.visitors ?? 0)
          return (
            <section key={funnel.id} aria-label={funnel.name} data-testid="funnel">
              <h3 className="mb-1 flex items-center justify-between text-sm font-semibold">
                {funnel.name}
                <DeleteButton label={`Delete funnel ${funnel.name}`} onDelete={() => remove.mutate(funnel.id)} />
              </h3>
              <ol className="space-y-1">
                {funnel.steps.map((step, index) => (
                  <li key={`${index}-${step.label}`} className="text-sm">
                    <div className="flex justify-between gap-2">
                      <span>{step.label}</span>
                      <span className="text-muted">
                        {plural(step.visitors, 'visitor')}
                        {index > 0 ? ` · ${oneDecimal(step.dropOff)} dropped off` : ''}
                      </span>
                    </div>
                    <div className="h-1.5 rounded bg-slate-100">
                      <div
                        className="h-1.5 rounded bg-blue-600"
                        style={{ width: `${(step.visitors / first) * 100}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          )
        })}
        <AddFunnel goals={report.goals} />
      </CardContent>
    </Card>
  )
}

/** Custom goals and funnels of the period and filters. */
export function ConversionsSection({ period, filters }: { period: PeriodQuery; filters: ReportFilters }) {
  const conversions = useConversions(period, filters)
  if (!conversions.data)
    return <p className="text-sm text-muted">{conversions.error ? conversions.error.message : 'Loading goals...'}</p>
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Goals report={conversions.data} />
      <Funnels report={conversions.data} />
    </div>
  )
}

/** The small cross that deletes a goal or a funnel at once. */
function DeleteButton({ label, onDelete }: { label: string; onDelete: () => void }) {
  return (
    <button type="button" aria-label={label} className="rounded p-1 hover:bg-slate-100" onClick={onDelete}>
      <X aria-hidden className="h-3.5 w-3.5" />
    </button>
  )
}
