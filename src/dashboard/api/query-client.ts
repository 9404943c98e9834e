import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'
import { LEAD_SUMMARY_ROUTE } from '@/contracts/lead-inbox'

import { requestJson } from './client'

/** Query keys are the URLs read. */
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
  leadSummary: [LEAD_SUMMARY_ROUTE],
  assessment: (assessmentId: Id) => [`/api/assessments/${assessmentId}`],
  prediction: (assessmentId: Id) => [`/api/predictions/${assessmentId}`],
  post: (postId: Id) => [`/api/blog/posts/${postId}`],
} as const

/**
 * A prefetched read (a lead table's page, the board) counts as fresh this long, so the view that
 * asks for it a moment later takes it (or the request in flight) instead of sending it again.
 */
export const PREFETCHED_FRESH_MS = 2_000

/** The admin lists (leads, advisors, team, posts) are refetched whenever they mount. */
export const ALWAYS_REFETCHED = {
  staleTime: 0,
  refetchOnMount: 'always',
} as const

/** Advisors and team members are also retried once. */
export const CONTENT_LIST = { ...ALWAYS_REFETCHED, retry: 1 } as const

/** Read afresh each time a view opens (a loading state first), kept only while it is open. */
export const WHILE_OPEN = { staleTime: 0, gcTime: 0 } as const

/** A query without its own function reads its key's URL through the client. */
const readKeyUrl: QueryFunction = ({ queryKey }) => requestJson(String(queryKey[0]))

/** Dashboard queries: no refetch on focus or interval, no retries, data never stale unless a query says otherwise. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: readKeyUrl,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  })
