'use client'

import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useState } from 'react'

import { type PipelineAnswer, type PipelineCard, STAGE_LABELS, STAGES, type Stage } from '@/contracts/pipeline'
import { cn } from '@/lib/cn'

import { useOwners } from '../api/owners'
import { type BoardFilter, useMyTasks, usePatchPerson, usePipeline } from '../api/pipeline'
import { useRole } from '../session-context'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { Input, Label } from '../ui/fields'
import { LoadingText } from '../ui/list-state'
import { DeferredSelect, SelectField } from '../ui/select'
import { Switch } from '../ui/switch'
import { useMediaQuery } from '../use-media-query'
import { PersonPanel } from './person-panel'
import { StageReportCard } from './stage-report-card'

const money = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

const count = (value: number) => value.toLocaleString('en-US')

const ALL = 'all'
/** A column's width and the gap after it (w-64, gap-3): one arrow press moves a held card one column. */
const COLUMN_STEP = 268

const byColumn: KeyboardCoordinateGetter = (event, { currentCoordinates: { x, y } }) => {
  if (event.code === 'ArrowRight') return { x: x + COLUMN_STEP, y }
  if (event.code === 'ArrowLeft') return { x: x - COLUMN_STEP, y }
  if (event.code === 'ArrowDown') return { x, y: y + 40 }
  if (event.code === 'ArrowUp') return { x, y: y - 40 }
  return undefined
}

/** A person's card: drag it (mouse, touch, or Space then arrows) to another column; click opens the person. */
function PersonCard({ card, onOpen }: { card: PipelineCard; onOpen: (email: string) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.email })
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn('rounded-md border border-line bg-white p-3 shadow-sm', isDragging && 'relative z-10 shadow-lg')}
      data-testid="pipeline-card"
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          className="text-left text-sm font-medium text-ink underline-offset-2 hover:underline [overflow-wrap:anywhere]"
          onClick={() => onOpen(card.email)}
        >
          {card.company || card.name || card.email}
        </button>
        <button
          type="button"
          className="cursor-grab touch-none rounded px-1 text-subtle focus-visible:outline-2 focus-visible:outline-focus"
          aria-label={`Move ${card.company || card.name || card.email}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
      </div>
      <p className="text-xs text-muted [overflow-wrap:anywhere]">{card.name}</p>
      <p className="mt-1 text-xs text-body">
        {card.deal.amount !== null ? money(card.deal.amount) : 'No amount'}
        {card.deal.round && ` · ${card.deal.round}`}
        {card.owner && ` · ${card.owner}`}
      </p>
      {card.nextTask && (
        <p className="mt-1 text-xs text-body [overflow-wrap:anywhere]">
          Next: {card.nextTask.title} ({card.nextTask.dueAt.slice(0, 10)})
        </p>
      )}
    </li>
  )
}

/** Cards a column or list shows at first, and how many more each "Show more" adds: a thousand at once took seconds to render. */
const CARDS_SHOWN = 25

/** The first `shown` of a stage's cards, a button that shows more of the loaded ones, and a note when the stage holds more than the board loads. */
function useShownCards(stage: PipelineAnswer['stages'][number]) {
  const [shown, setShown] = useState(CARDS_SHOWN)
  const cards = stage.people.slice(0, shown)
  const hidden = stage.people.length - cards.length
  const more =
    hidden > 0 ? (
      <button
        type="button"
        className="rounded-md px-2 py-1 text-left text-xs font-medium text-ink underline-offset-2 hover:underline"
        onClick={() => setShown(shown + CARDS_SHOWN)}
      >
        Show {Math.min(hidden, CARDS_SHOWN)} more
      </button>
    ) : stage.count > stage.people.length ? (
      <p className="px-2 text-xs text-muted">
        The {stage.people.length} longest in this stage; filter by owner or source to see others.
      </p>
    ) : null
  return { cards, more }
}

function Column({ stage, onOpen }: { stage: PipelineAnswer['stages'][number]; onOpen: (email: string) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.key })
  const { cards, more } = useShownCards(stage)
  return (
    <section
      ref={setNodeRef}
      aria-label={stage.label}
      data-stage={stage.key}
      className={cn(
        'flex min-h-40 w-64 shrink-0 flex-col gap-2 rounded-lg bg-slate-100 p-2',
        isOver && 'ring-2 ring-focus',
      )}
    >
      <header className="px-1">
        <h3 className="text-sm font-semibold text-ink">
          {stage.label} <span className="font-normal text-muted">({count(stage.count)})</span>
        </h3>
        <p className="text-xs text-body" data-testid={`total-${stage.key}`}>
          {money(stage.total)}
        </p>
      </header>
      <ul className="flex flex-col gap-2">
        {cards.map((card) => (
          <PersonCard key={card.email} card={card} onOpen={onOpen} />
        ))}
      </ul>
      {more}
    </section>
  )
}

/** On a phone: a stage's list, each card with a select to move it. */
function StageList({
  stage,
  onMove,
  onOpen,
}: {
  stage: PipelineAnswer['stages'][number]
  onMove: (email: string, stage: Stage) => void
  onOpen: (email: string) => void
}) {
  const { cards, more } = useShownCards(stage)
  return (
    <section aria-label={`${stage.label} (list)`} className="space-y-2">
      <h3 className="text-sm font-semibold text-ink">
        {stage.label} ({count(stage.count)}) · <span data-testid={`total-${stage.key}`}>{money(stage.total)}</span>
      </h3>
      <ul className="space-y-2">
        {cards.map((card) => (
          <li key={card.email} className="rounded-md border border-line bg-white p-3" data-testid="pipeline-card">
            <button type="button" className="text-left text-sm font-medium text-ink" onClick={() => onOpen(card.email)}>
              {card.company || card.name || card.email}
            </button>
            <p className="text-xs text-body">
              {card.deal.amount !== null ? money(card.deal.amount) : 'No amount'}
              {card.owner && ` · ${card.owner}`}
            </p>
            <DeferredSelect
              value={stage.key}
              onValueChange={(value) => onMove(card.email, value as Stage)}
              options={STAGES.map((key) => ({ value: key, label: STAGE_LABELS[key] }))}
              aria-label={`Stage of ${card.company || card.name || card.email}`}
              className="mt-2"
            />
          </li>
        ))}
        {stage.people.length === 0 && <li className="text-sm text-muted">Nobody here.</li>}
      </ul>
      {more}
    </section>
  )
}

/** Tasks listed at first, overdue first: the rest one click away. */
const TASKS_SHOWN = 10

function MyTasks({ onOpen }: { onOpen: (email: string) => void }) {
  const mine = useRole() !== null
  const tasks = useMyTasks(mine)
  const [all, setAll] = useState(false)
  const today = new Date().toISOString().slice(0, 10)
  const listed = all ? tasks.data : tasks.data?.slice(0, TASKS_SHOWN)
  return (
    <Card>
      <CardHeader>
        <CardTitle>{mine ? 'My tasks' : 'Open tasks'}</CardTitle>
      </CardHeader>
      <CardContent>
        {!tasks.data ? (
          <LoadingText>Loading tasks...</LoadingText>
        ) : tasks.data.length === 0 ? (
          <p className="text-sm text-muted">No open tasks.</p>
        ) : (
          <>
            <ul className="space-y-1 text-sm" aria-label={mine ? 'My tasks' : 'Open tasks'}>
              {listed?.map((task) => {
                const overdue = task.dueAt.slice(0, 10) < today
                return (
                  <li key={task.id} className="flex flex-wrap gap-x-2">
                    <button
                      type="button"
                      className="font-medium text-ink hover:underline"
                      onClick={() => onOpen(task.email)}
                    >
                      {task.title}
                    </button>
                    <span className={overdue ? 'text-danger' : 'text-muted'}>
                      {overdue ? 'overdue · ' : ''}due {task.dueDay ?? task.dueAt.slice(0, 10)} · {task.email}
                    </span>
                  </li>
                )
              })}
            </ul>
            {!all && tasks.data.length > TASKS_SHOWN && (
              <button
                type="button"
                className="mt-2 text-sm font-medium text-ink hover:underline"
                onClick={() => setAll(true)}
              >
                Show {tasks.data.length - TASKS_SHOWN} more
              </button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * The deal board: a column per stage with each person's card and the deal total, filters by owner
 * and source, Passed hidden unless asked for; a card moves by drag (mouse, touch or keyboard) or,
 * on a phone, by its stage select. A card opens the person.
 */
export function PipelineTab() {
  const [filter, setFilter] = useState<BoardFilter>({})
  // A task reminder links `?tab=pipeline&person=<email>`: the board opens on that person.
  const [open, setOpen] = useState<string | null>(() =>
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('person'),
  )
  const board = usePipeline(filter)
  // One layout rendered, not both with one hidden: the board at md (768 px) and up, lists below.
  const wide = useMediaQuery('(min-width: 768px)', true)
  const owners = useOwners()
  const patch = usePatchPerson()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: byColumn }),
  )
  const move = (email: string, stage: Stage) => patch.mutate({ email, change: { stage } })
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return
    const from = board.data?.stages.find((stage) => stage.people.some((card) => card.email === active.id))
    if (from && from.key !== over.id) move(String(active.id), over.id as Stage)
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          id="pipeline-owner"
          label="Owner"
          className="space-y-1 sm:w-56"
          value={filter.owner ?? ALL}
          onValueChange={(value) => setFilter({ ...filter, owner: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: 'Everyone' },
            { value: 'me', label: 'Me' },
            ...(owners.data ?? []).map((owner) => ({ value: String(owner.id), label: owner.name })),
          ]}
        />
        <div className="space-y-1 sm:w-56">
          <Label htmlFor="pipeline-source">Source</Label>
          <Input
            id="pipeline-source"
            placeholder="e.g. google"
            defaultValue={filter.source ?? ''}
            onBlur={(event) => setFilter({ ...filter, source: event.target.value.trim() || undefined })}
          />
        </div>
        <Switch
          id="pipeline-passed"
          label="Show Passed"
          checked={filter.passed === true}
          onCheckedChange={(passed) => setFilter({ ...filter, passed })}
        />
      </div>
      {!board.data ? (
        <LoadingText>{board.isError ? board.error.message : 'Loading the pipeline...'}</LoadingText>
      ) : (
        <>
          <p className="text-sm text-body" data-testid="pipeline-totals">
            {count(board.data.totals.count)} people · {money(board.data.totals.amount)} in deals
          </p>
          {wide ? (
            <DndContext
              sensors={sensors}
              onDragEnd={onDragEnd}
              accessibility={{
                screenReaderInstructions: {
                  draggable:
                    'Press Space to pick up a card, arrows to move it, Space to drop it in a column, Escape to cancel.',
                },
              }}
            >
              <div className="flex gap-3 overflow-x-auto pb-2">
                {board.data.stages.map((stage) => (
                  <Column key={stage.key} stage={stage} onOpen={setOpen} />
                ))}
              </div>
            </DndContext>
          ) : (
            <div className="space-y-4">
              {board.data.stages.map((stage) => (
                <StageList key={stage.key} stage={stage} onMove={move} onOpen={setOpen} />
              ))}
            </div>
          )}
        </>
      )}
      {/* Asked for once the board has answered: served beside it, they held its answer back. */}
      {(board.data || board.isError) && (
        <>
          <MyTasks onOpen={setOpen} />
          <StageReportCard />
        </>
      )}
      <PersonPanel email={open} onClose={() => setOpen(null)} />
    </div>
  )
}
