'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'

import type { AiPredictionItem, Assessment, ContactInquiry, Id, MessageAnalysis, SiteSettings } from '@/lib/admin/records'

import { ALWAYS_REFETCHED, fetchAiList } from './api'

/** Query keys are the URLs the default fetcher reads. */
export const KEYS = {
  assessments: ['/api/assessments'],
  inquiries: ['/api/contact'],
  aiPredictions: ['/api/ai-predictions'],
  messageAnalyses: ['/api/message-analyses'],
  advisors: ['/api/advisors'],
  teamMembers: ['/api/team-members'],
  posts: ['/api/blog/posts'],
  analytics: ['/api/analytics'],
  visitorAnalytics: ['/api/visitor-analytics'],
  siteSettings: ['/cms-api/globals/site-settings'],
  assessment: (assessmentId: Id) => [`/api/assessments/${assessmentId}`],
  prediction: (assessmentId: Id) => [`/api/predictions/${assessmentId}`],
  post: (postId: Id) => [`/api/blog/posts/${postId}`],
} as const

export const useAssessments = () => useQuery<Assessment[]>({ queryKey: KEYS.assessments, ...ALWAYS_REFETCHED })
export const useInquiries = () => useQuery<ContactInquiry[]>({ queryKey: KEYS.inquiries, ...ALWAYS_REFETCHED })

export const useAiPredictions = () =>
  useQuery({
    queryKey: KEYS.aiPredictions,
    queryFn: () => fetchAiList<AiPredictionItem>('/api/ai-predictions'),
  })

export const useMessageAnalyses = () =>
  useQuery({
    queryKey: KEYS.messageAnalyses,
    queryFn: () => fetchAiList<MessageAnalysis>('/api/message-analyses'),
  })

export const useSiteSettings = () => useQuery<SiteSettings>({ queryKey: KEYS.siteSettings })

/** After deleting a lead: the lead lists and the analytics are fetched again. */
export function useRefetchLeads() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [
        KEYS.assessments,
        KEYS.inquiries,
        KEYS.aiPredictions,
        KEYS.messageAnalyses,
        KEYS.analytics,
        KEYS.visitorAnalytics,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
}
