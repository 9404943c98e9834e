/** URLs that carry the stored key as x-api-key: the lead, content and analytics calls. */
const KEYED_PATHS = [
  '/api/assessments',
  '/api/contact',
  '/api/predictions',
  '/api/analytics',
  '/api/visitor-analytics',
  '/api/advisors',
  '/api/reorder-advisors',
  '/api/blog/posts',
  '/api/team-members',
]

/** The default query fetcher adds the predictions list to the rule. */
const FETCHER_PATHS = [...KEYED_PATHS, '/api/ai-predictions']

/** Whether the generic request helper attaches the key to `url` (a substring match, as specified). */
export const requestNeedsKey = (url: string): boolean => KEYED_PATHS.some((path) => url.includes(path))

/** Whether the default query fetcher attaches the key to `url`. */
export const fetcherNeedsKey = (url: string): boolean => FETCHER_PATHS.some((path) => url.includes(path))
