'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { AiPredictionItem, Id, Prediction } from '@/lib/admin/records'

import { apiRequest, fetchAssessment } from '../api'
import { readStoredKey } from '../api-key-storage'
import { KEYS } from '../queries'

/** GET /api/predictions/{id}: a 404 means none yet (null); other failures raise 'Failed to fetch prediction'. */
async function fetchPrediction(assessmentId: Id): Promise<Prediction | null> {
  const key = readStoredKey()
  const response = await fetch(`/api/predictions/${assessmentId}`, {
    credentials: 'include',
    headers: key ? { 'x-api-key': key } : {},
  }).catch(() => null)
  if (response?.status === 404) return null
  if (!response?.ok) throw new Error('Failed to fetch prediction')
  return readPrediction(await response.json())
}

/** The analysis object of a stored prediction: its `prediction`, else its flat fields. */
const readPrediction = (item: AiPredictionItem): Prediction => ({
  ...item,
  ...(item.prediction ?? {}),
})

/** Read afresh each time the panel opens (a loading state first), kept only while it is open. */
const WHILE_OPEN = { staleTime: 0, gcTime: 0 } as const

/** The assessment the AI panel analyses, read from the API with the stored key. */
export const useAssessment = (assessmentId: Id) =>
  useQuery({
    queryKey: KEYS.assessment(assessmentId),
    queryFn: () => fetchAssessment(assessmentId),
    ...WHILE_OPEN,
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
    mutationFn: async () => (await apiRequest(`/api/predictions/${assessmentId}`, 'POST')).json(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEYS.prediction(assessmentId) }),
        queryClient.invalidateQueries({ queryKey: KEYS.aiPredictions }),
      ]),
  })
  return { query, generate }
}
