'use client'

import { useQuery } from '@tanstack/react-query'

import type { Assessment } from '@/contracts/assessments'
import type { Id } from '@/contracts/ids'

import { requestJson } from './client'
import { failAs } from './failures'
import { KEYS, WHILE_OPEN } from './query-client'

/** One assessment, for its AI analysis: needs the stored key ('No API key found'), else 'Failed to fetch assessment'. */
export const fetchAssessment = (assessmentId: Id) =>
  requestJson<Assessment>(`/api/assessments/${assessmentId}`, { keyRequired: true }).catch(failAs('assessment'))

export const useAssessment = (assessmentId: Id) =>
  useQuery({ queryKey: KEYS.assessment(assessmentId), queryFn: () => fetchAssessment(assessmentId), ...WHILE_OPEN })
