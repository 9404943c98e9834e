import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { apiRequest, defaultQueryFn, fetchAiList, fetchAssessment, fetchOrFail } from '@/components/admin/api'

type Call = { url: string; init: RequestInit }
let calls: Call[]
let answer: () => Response

beforeEach(() => {
  calls = []
  answer = () => Response.json([{ id: 1 }])
  const store = new Map([['api-key', 'stored-key']])
  vi.stubGlobal('window', {
    localStorage: { getItem: (name: string) => store.get(name) ?? null, setItem: () => {}, removeItem: () => {} },
  })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init })
    return answer()
  })
})
afterEach(() => vi.unstubAllGlobals())

const headers = (call: Call) => new Headers(call.init.headers)
const query = (url: string) => defaultQueryFn({ queryKey: [url] } as never)

describe('the admin request helper and default fetcher', () => {
  it('attaches the stored key by the URL rule, with a JSON body and cookies', async () => {
    await apiRequest('/api/advisors', 'POST', { name: 'A' })
    await apiRequest('/api/upload', 'POST')
    expect(headers(calls[0]).get('x-api-key')).toBe('stored-key')
    expect(headers(calls[0]).get('content-type')).toBe('application/json')
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"A"}' })
    expect(headers(calls[1]).get('x-api-key')).toBeNull()
  })

  it('the fetcher also keys /api/ai-predictions, the helper does not', async () => {
    await query('/api/ai-predictions')
    await apiRequest('/api/ai-predictions')
    expect(headers(calls[0]).get('x-api-key')).toBe('stored-key')
    expect(headers(calls[1]).get('x-api-key')).toBeNull()
  })

  it('throws "status: body" and falls back to the status text', async () => {
    answer = () => new Response('Advisor not found', { status: 404 })
    await expect(apiRequest('/api/advisors/9', 'DELETE')).rejects.toThrow('404: Advisor not found')
    answer = () => new Response('', { status: 503, statusText: 'Service Unavailable' })
    await expect(query('/api/analytics')).rejects.toThrow('503: Service Unavailable')
  })

  it('reads the AI lists as empty on failure or without a key', async () => {
    answer = () => new Response('no', { status: 500 })
    expect(await fetchAiList('/api/message-analyses')).toEqual([])
    answer = () => Response.json([{ contactInquiryId: 1 }])
    expect(await fetchAiList('/api/message-analyses')).toEqual([{ contactInquiryId: 1 }])
    expect(headers(calls[1]).get('x-api-key')).toBe('stored-key')
    vi.stubGlobal('window', { localStorage: { getItem: () => null } })
    calls = []
    expect(await fetchAiList('/api/ai-predictions')).toEqual([])
    expect(calls).toHaveLength(0)
  })

  it("loads content or fails with the spec's one sentence, network errors included", async () => {
    expect(await fetchOrFail('/api/team-members', 'Failed to fetch team members')).toEqual([{ id: 1 }])
    expect(headers(calls[0]).get('x-api-key')).toBe('stored-key')
    answer = () => new Response('down', { status: 500 })
    await expect(fetchOrFail('/api/advisors', 'Failed to fetch advisors')).rejects.toThrow(/^Failed to fetch advisors$/)
    answer = () => {
      throw new TypeError('network')
    }
    await expect(fetchOrFail('/api/blog/posts/3', 'Failed to fetch blog post')).rejects.toThrow(/^Failed to fetch blog post$/)
  })

  it("fetches an assessment with the stored key: 'Failed to fetch assessment', 'No API key found'", async () => {
    answer = () => Response.json({ id: 7, businessName: 'B' })
    expect(await fetchAssessment(7)).toEqual({ id: 7, businessName: 'B' })
    expect(calls[0].url).toBe('/api/assessments/7')
    expect(headers(calls[0]).get('x-api-key')).toBe('stored-key')
    answer = () => new Response('Assessment not found', { status: 404 })
    await expect(fetchAssessment(8)).rejects.toThrow(/^Failed to fetch assessment$/)
    vi.stubGlobal('window', { localStorage: { getItem: () => null } })
    calls = []
    await expect(fetchAssessment(7)).rejects.toThrow(/^No API key found$/)
    expect(calls).toHaveLength(0)
  })
})
