'use client'

import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { PEOPLE_ROUTE, personRoute } from '@/contracts/people'
import {
  type DraftReply,
  draftReplyRoute,
  type PersonMoveAnswer,
  type PersonPatchInput,
  type PersonWithPipeline,
  PIPELINE_REPORT_ROUTE,
  PIPELINE_ROUTE,
  type PipelineAnswer,
  type Stage,
  type StageReport,
} from '@/contracts/pipeline'
import { type Task, type TaskCreateInput, type TaskPatchInput, TASKS_ROUTE, taskRoute } from '@/contracts/tasks'

import { toast } from '../ui/toast'
import { requestJson } from './client'
import { writeFailure } from './failures'
import { personKey } from './people'
import { PREFETCHED_FRESH_MS } from './query-client'

export type BoardFilter = { owner?: string; source?: string; passed?: boolean }

const boardRoute = ({ owner, source, passed }: BoardFilter) => {
  const params = new URLSearchParams()
  if (owner) params.set('owner', owner)
  if (source) params.set('source', source)
  if (passed) params.set('passed', '1')
  const query = params.toString()
  return query ? `${PIPELINE_ROUTE}?${query}` : PIPELINE_ROUTE
}

/** The deal board: a column per stage with its people and totals. */
const boardQuery = (filter: BoardFilter) => ({
  queryKey: [PIPELINE_ROUTE, filter],
  queryFn: () => requestJson<PipelineAnswer>(boardRoute(filter)),
  staleTime: PREFETCHED_FRESH_MS,
})

export const usePipeline = (filter: BoardFilter) => useQuery(boardQuery(filter))

/** The unfiltered board, asked for as the dashboard opens on its tab. */
export const prefetchBoard = (queryClient: QueryClient) => void queryClient.prefetchQuery(boardQuery({}))

/** The person with their pipeline, tasks and answers (GET /api/people answers them all). */
export const usePersonPipeline = (email: string) =>
  useQuery({
    queryKey: personKey(email),
    queryFn: () => requestJson<PersonWithPipeline>(personRoute(email)),
    staleTime: 0,
  })

/** Moves the card at once on every board shown (the totals follow), undone if the server refuses. */
function moveOnBoard(board: PipelineAnswer, email: string, stage: Stage): PipelineAnswer {
  const card = board.stages.flatMap((column) => column.people).find((person) => person.email === email)
  if (!card) return board
  const amount = card.deal.amount ?? 0
  return {
    ...board,
    stages: board.stages.map((column) => {
      const without = column.people.filter((person) => person.email !== email)
      if (column.key === stage && !column.people.includes(card))
        return { ...column, people: [...without, card], count: column.count + 1, total: column.total + amount }
      if (column.key !== stage && without.length !== column.people.length)
        return { ...column, people: without, count: column.count - 1, total: column.total - amount }
      return column
    }),
  }
}

/** PATCH /api/people?email=: a stage move shows on the board before the server answers. */
export function usePatchPerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ email, change }: { email: string; change: PersonPatchInput }) =>
      requestJson<PersonMoveAnswer>(`${PEOPLE_ROUTE}?${new URLSearchParams({ email })}`, {
        method: 'PATCH',
        body: change,
      }),
    onMutate: async ({ email, change }) => {
      await queryClient.cancelQueries({ queryKey: [PIPELINE_ROUTE] })
      const previous = queryClient.getQueriesData<PipelineAnswer>({ queryKey: [PIPELINE_ROUTE] })
      if (change.stage) {
        const stage = change.stage
        queryClient.setQueriesData<PipelineAnswer>({ queryKey: [PIPELINE_ROUTE] }, (board) =>
          board ? moveOnBoard(board, email, stage) : board,
        )
      }
      return { previous }
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data)
      toast({ ...writeFailure('movePerson', error), variant: 'destructive' })
    },
    // The open person shows the new pipeline at once; their history follows with the refetch below.
    onSuccess: (moved, { email }) =>
      queryClient.setQueryData<PersonWithPipeline>(personKey(email), (person) => person && { ...person, ...moved }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PIPELINE_ROUTE] }),
        queryClient.invalidateQueries({ queryKey: [PEOPLE_ROUTE] }),
        // The lead lists show the person's stage and owner.
        queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/') }),
      ]),
  })
}

/** Open tasks of the signed-in user (or all, for the key), overdue first. */
export const useMyTasks = (mine: boolean) =>
  useQuery({
    queryKey: [TASKS_ROUTE, mine],
    queryFn: () => requestJson<Task[]>(mine ? `${TASKS_ROUTE}?owner=me` : TASKS_ROUTE),
  })

function useTaskWrite<V>(send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onError: (error) => toast({ ...writeFailure('saveTask', error), variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [TASKS_ROUTE] }),
        queryClient.invalidateQueries({ queryKey: [PEOPLE_ROUTE] }),
        queryClient.invalidateQueries({ queryKey: [PIPELINE_ROUTE] }),
      ]),
  })
}

export const useCreateTask = () =>
  useTaskWrite((task: TaskCreateInput) => requestJson<Task>(TASKS_ROUTE, { method: 'POST', body: task }))

export const useUpdateTask = () =>
  useTaskWrite(({ id, change }: { id: Task['id']; change: TaskPatchInput }) =>
    requestJson<Task>(taskRoute(id), { method: 'PATCH', body: change }),
  )

/** A first reply for the partner to edit; nothing is sent. */
export const useDraftReply = (email: string) =>
  useMutation({
    mutationFn: () => requestJson<DraftReply>(draftReplyRoute(email), { method: 'POST' }),
    onError: (error) => toast({ ...writeFailure('draftReply', error), variant: 'destructive' }),
  })

/** Time in stage and conversion over the last `days` days, by source or owner. */
export const useStageReport = (days: number, by: 'source' | 'owner') => {
  const to = new Date()
  const from = new Date(to.getTime() - (days - 1) * 86_400_000)
  const params = new URLSearchParams({ from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10), by })
  return useQuery({
    queryKey: [PIPELINE_REPORT_ROUTE, days, by],
    queryFn: () => requestJson<StageReport>(`${PIPELINE_REPORT_ROUTE}?${params}`),
  })
}
