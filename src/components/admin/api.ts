import { QueryClient, type QueryFunction } from '@tanstack/react-query'

import { fetcherNeedsKey, requestNeedsKey } from '@/lib/admin/api-key-rule'
import type { Assessment, Id } from '@/lib/admin/records'

import { readStoredKey } from './api-key-storage'

/** A non-OK answer throws "status: body text" (or the status text when the body is empty). */
async function throwIfNotOk(response: Response) {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new Error(`${response.status}: ${text}`)
}

function keyHeader(needsKey: boolean): Record<string, string> {
  const key = needsKey ? readStoredKey() : null
  return key ? { 'x-api-key': key } : {}
}

/**
 * The generic request helper: JSON content type, cookies, the key by the URL rule.
 * `withKey` sends the key on a call outside the rule (AI enhancement, which our API also guards by key).
 */
export async function apiRequest(url: string, method = 'GET', body?: unknown, withKey = false): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      ...keyHeader(withKey || requestNeedsKey(url)),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await throwIfNotOk(response)
  return response
}

/** POST /api/upload: multipart field `photo` with the key; answers {url}. Failure: 'Upload failed'. */
export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData()
  form.append('photo', file)
  const response = await fetch('/api/upload', {
    method: 'POST',
    credentials: 'include',
    headers: keyHeader(true),
    body: form,
  })
  if (!response.ok) throw new Error('Upload failed')
  const { url } = (await response.json()) as { url: string }
  return url
}

/** The default query fetcher: the query key is the URL; a 401 throws like any other failure. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const url = String(queryKey[0])
  const response = await fetch(url, {
    credentials: 'include',
    headers: keyHeader(fetcherNeedsKey(url)),
  })
  await throwIfNotOk(response)
  return response.json()
}

/** A content load whose failure reads as one fixed sentence ('Failed to fetch advisors', ...). */
export async function fetchOrFail<T>(url: string, failure: string): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: keyHeader(fetcherNeedsKey(url)),
  }).catch(() => null)
  if (!response?.ok) throw new Error(failure)
  return (await response.json()) as T
}

/** GET /api/assessments/{id} with the stored key: 'No API key found' without one, else 'Failed to fetch assessment' on any failure. */
export async function fetchAssessment(assessmentId: Id): Promise<Assessment> {
  const key = readStoredKey()
  if (!key) throw new Error('No API key found')
  const url = `/api/assessments/${assessmentId}`
  const response = await fetch(url, { credentials: 'include', headers: { 'x-api-key': key } }).catch(() => null)
  if (!response?.ok) throw new Error('Failed to fetch assessment')
  return (await response.json()) as Assessment
}

/** The two AI lists: fetched with the stored key; no key or any failure reads as an empty list. */
export async function fetchAiList<T>(url: string): Promise<T[]> {
  const key = readStoredKey()
  if (!key) return []
  try {
    const response = await fetch(url, {
      credentials: 'include',
      headers: { 'x-api-key': key },
    })
    if (!response.ok) return []
    const body: unknown = await response.json()
    return Array.isArray(body) ? (body as T[]) : []
  } catch {
    return []
  }
}

/** The admin lists (leads, advisors, team, posts) are refetched whenever they mount. */
export const ALWAYS_REFETCHED = {
  staleTime: 0,
  refetchOnMount: 'always',
} as const

/** Advisors and team members are also retried once. */
export const CONTENT_LIST = { ...ALWAYS_REFETCHED, retry: 1 } as const

/** Dashboard queries: no refetch on focus or interval, no retries, data never stale unless a query says otherwise. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  })
