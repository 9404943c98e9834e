'use client'

import { useQuery } from '@tanstack/react-query'

import type { Assessment } from '@/contracts/assessments'
import type { Id } from '@/contracts/ids'
import type { LeadView } from '@/dashboard/model/lead-view'

import { requestJson } from './client'
import { failAs } from './failures'
import { useLeadPage } from './lead-list'
import { useDeleteLead } from './leads'
import { KEYS, WHILE_OPEN } from './query-client'

/** One assessment, for its AI analysis: needs the stored key ('No API key found'), else 'Failed to fetch assessment'. */
export const fetchAssessment = (assessmentId: Id) =>
  requestJson<Assessment>(`/api/assessments/${assessmentId}`, { keyRequired: true }).catch(failAs('assessment'))

export const useAssessment = (assessmentId: Id) =>
  useQuery({ queryKey: KEYS.assessment(assessmentId), queryFn: () => fetchAssessment(assessmentId), ...WHILE_OPEN })

export const useDeleteAssessment = () => useDeleteLead('assessments', 'Assessment')

/** The page of the Assessments tab's view. */
export const useAssessmentPage = (view: LeadView) => useLeadPage<Assessment>('assessments', view)
