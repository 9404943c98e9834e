'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import {
  AI_LIST_FILTERS,
  type AiPredictionItem,
  type ListedMessageAnalysis,
  type Prediction,
} from '@/contracts/ai-results'
import type { Id } from '@/contracts/ids'
import { AI_POLL_MS, awaitingAi } from '@/dashboard/model/ai-pending'

import { asApiError, request, requestJson } from './client'
import { failAs } from './failures'
import { KEYS, WHILE_OPEN } from './query-client'

/** The AI lists need the stored key (none: no request); any failure reads as an empty list. */
export const fetchAiList = <T>(path: string): Promise<T[]> =>
  requestJson<unknown>(path, { keyRequired: true }).then(
    (body) => (Array.isArray(body) ? (body as T[]) : []),
    () => [],
  )

type ShownLead = { id: Id; createdAt?: string | null }

/** Read again every few seconds while one of the `shown` leads still waits for its result from the AI queue. */
const pollWhileAwaiting =
  <T>(shown: readonly ShownLead[], leadIdOf: (item: T) => Id) =>
  ({ state }: { state: { data?: T[] } }) => {
    const done = new Set((state.data ?? []).map((item) => String(leadIdOf(item))))
    return awaitingAi(shown, (id) => done.has(id), Date.now()) ? AI_POLL_MS : false
  }

/** The AI list of the `shown` leads only (`?assessmentIds=1,2`), none asked for when none is shown. */
function useAiListOf<T>(
  key: readonly string[],
  filter: string,
  shown: readonly ShownLead[],
  leadIdOf: (item: T) => Id,
) {
  const ids = shown.map((lead) => lead.id).join(',')
  const path = `${key[0]}?${new URLSearchParams({ [filter]: ids })}`
  return useQuery({
    queryKey: [...key, ids],
    queryFn: () => fetchAiList<T>(path),
    enabled: ids !== '',
    refetchInterval: pollWhileAwaiting<T>(shown, leadIdOf),
  })
}

export const useAiPredictions = (shown: readonly ShownLead[]) =>
  useAiListOf<AiPredictionItem>(KEYS.aiPredictions, AI_LIST_FILTERS.predictions, shown, (item) => item.assessmentId)

export const useMessageAnalyses = (shown: readonly ShownLead[]) =>
  useAiListOf<ListedMessageAnalysis>(
    KEYS.messageAnalyses,
    AI_LIST_FILTERS.analyses,
    shown,
    (item) => item.contactInquiryId,
  )

/** The analysis object of a stored prediction: its `prediction`, else its flat fields. */
const readPrediction = (item: AiPredictionItem): Prediction => ({ ...item, ...(item.prediction ?? {}) })

/** The stored prediction of an assessment, null when there is none yet (a 404). */
export const fetchPrediction = (assessmentId: Id): Promise<Prediction | null> =>
  requestJson<AiPredictionItem>(`/api/predictions/${assessmentId}`).then(readPrediction, (error: unknown) => {
    if (asApiError(error).status === 404) return null
    return failAs('prediction')(error)
  })

/** The stored prediction of an assessment and its generation; on success the prediction is fetched again. */
export function usePrediction(assessmentId: Id) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: KEYS.prediction(assessmentId),
    queryFn: () => fetchPrediction(assessmentId),
    ...WHILE_OPEN,
  })
  const generate = useMutation({
    mutationFn: () => request(`/api/predictions/${assessmentId}`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEYS.prediction(assessmentId) }),
        queryClient.invalidateQueries({ queryKey: KEYS.aiPredictions }),
      ]),
  })
  return { query, generate }
}
