import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { validateKey } from '@/dashboard/api/admin-key'
import { fetchAiList, fetchPrediction } from '@/dashboard/api/ai-results'
import { fetchAssessment } from '@/dashboard/api/assessments'
import { ApiError, NETWORK_FAILURE, request, requestJson } from '@/dashboard/api/client'
import { failAs, keyCheckFailure, writeFailure } from '@/dashboard/api/failures'
import { clearStoredKey, setCmsSession, storeKey } from '@/dashboard/api/key-storage'
import { uploadPhoto } from '@/dashboard/api/upload'

type Call = { url: string; init: RequestInit }
let calls: Call[]
let answer: () => Response

beforeEach(() => {
  calls = []
  answer = () => Response.json([{ id: 1 }])
  const storage = (store = new Map<string, string>()) => ({
    getItem: (name: string) => store.get(name) ?? null,
    setItem: (name: string, value: string) => store.set(name, value),
    removeItem: (name: string) => store.delete(name),
  })
  vi.stubGlobal('window', { localStorage: storage(), sessionStorage: storage() })
  storeKey('stored-key')
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init })
    return answer()
  })
})
afterEach(() => vi.unstubAllGlobals())

const headers = (call: Call) => new Headers(call.init.headers)
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error as ApiError,
  )

describe('every call through the client carries the stored key', () => {
  const photo = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' })
  const everyKindOfCall: [string, () => Promise<unknown>][] = [
    ['a list read', () => requestJson('/api/ai-predictions')],
    ['a JSON write', () => request('/api/advisors', { method: 'POST', body: { name: 'A' } })],
    ['a replace', () => request('/api/advisors/4', { method: 'PUT', body: { name: 'A' } })],
    ['a delete', () => request('/api/contact/7', { method: 'DELETE' })],
    ['a call that needs the key', () => requestJson('/api/message-analyses', { keyRequired: true })],
    ['the key check', () => validateKey('typed-key')],
    ['the site settings', () => requestJson('/cms-api/globals/site-settings')],
    ['an upload', () => uploadPhoto(photo).catch(() => null)],
    ['the AI enhancement', () => request('/api/enhance-bio', { method: 'POST', body: { bio: 'b' } })],
  ]

  it.each(everyKindOfCall)('%s sends x-api-key and cookies', async (_, call) => {
    await call()
    expect(calls).toHaveLength(1)
    expect(headers(calls[0]).get('x-api-key')).toBe('stored-key')
    expect(calls[0].init.credentials).toBe('include')
  })

  it('sends JSON with a JSON content type, and a form as multipart (the browser sets its boundary)', async () => {
    await request('/api/advisors', { method: 'POST', body: { name: 'A' } })
    await uploadPhoto(photo)
    expect(calls[0].init).toMatchObject({ method: 'POST', body: '{"name":"A"}' })
    expect(headers(calls[0]).get('content-type')).toBe('application/json')
    expect(calls[1].init.body).toBeInstanceOf(FormData)
    expect((calls[1].init.body as FormData).get('photo')).toBeInstanceOf(File)
    expect(headers(calls[1]).get('content-type')).toBeNull()
    expect(headers(calls[1]).get('x-api-key')).toBe('stored-key')
  })

  it('sends no key header when none is stored, and refuses a key-only call without sending it', async () => {
    clearStoredKey()
    await requestJson('/api/assessments')
    expect(headers(calls[0]).has('x-api-key')).toBe(false)
    const failure = await failureOf(requestJson('/api/assessments/7', { keyRequired: true }))
    expect(failure).toMatchObject({ kind: 'no-key', message: 'No API key found' })
    expect(calls).toHaveLength(1)
  })

  it('lets a CMS session stand in for the key on a key-only call (its cookie goes along)', async () => {
    clearStoredKey()
    setCmsSession(true)
    try {
      await requestJson('/api/assessments/7', { keyRequired: true })
      expect(calls).toHaveLength(1)
      expect(calls[0].init.credentials).toBe('include')
      expect(headers(calls[0]).has('x-api-key')).toBe(false)
    } finally {
      setCmsSession(false)
    }
    await expect(requestJson('/api/assessments/7', { keyRequired: true })).rejects.toThrow('No API key found')
  })

  it('no module of the dashboard calls fetch except the client', () => {
    const root = path.resolve(__dirname, '../../src/dashboard')
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name)
        return statSync(full).isDirectory() ? files(full) : [full]
      })
    const fetching = files(root)
      .filter((file) => /\bfetch\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(fetching).toEqual(['api/client.ts'])
  })
})

describe('failures', () => {
  it('a non-OK answer is an ApiError "status: body", the status text when the body is empty', async () => {
    answer = () => new Response('Advisor not found', { status: 404 })
    const notFound = await failureOf(request('/api/advisors/9', { method: 'DELETE' }))
    expect(notFound).toBeInstanceOf(ApiError)
    expect(notFound).toMatchObject({ kind: 'response', status: 404, message: '404: Advisor not found', fields: [] })
    answer = () => new Response('', { status: 503, statusText: 'Service Unavailable' })
    expect((await failureOf(requestJson('/api/analytics'))).message).toBe('503: Service Unavailable')
  })

  it('a 400 carries the rejected fields from X-Invalid-Fields and keeps the sentence', async () => {
    answer = () =>
      new Response('Invalid or missing fields: name, linkedinUrl', {
        status: 400,
        headers: { 'X-Invalid-Fields': 'name,linkedinUrl' },
      })
    const failure = await failureOf(request('/api/advisors', { method: 'POST', body: {} }))
    expect(failure).toMatchObject({
      status: 400,
      message: '400: Invalid or missing fields: name, linkedinUrl',
      fields: ['name', 'linkedinUrl'],
    })
  })

  it('reads nested and encoded field names from the header', async () => {
    answer = () =>
      new Response('Invalid or missing fields: answers.records, answers.a,b', {
        status: 400,
        headers: { 'X-Invalid-Fields': 'answers.records,answers.a%2Cb' },
      })
    expect((await failureOf(request('/api/assessments', { method: 'POST', body: {} }))).fields).toEqual([
      'answers.records',
      'answers.a,b',
    ])
  })

  it('a network failure is one message, whatever the browser said', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch')
    }
    const failure = await failureOf(request('/api/team-members', { method: 'POST', body: {} }))
    expect(failure).toMatchObject({ kind: 'network', status: null, message: NETWORK_FAILURE })
  })
})

describe('the texts a failure becomes', () => {
  const response = (status: number, body = 'down') => new ApiError(`${status}: ${body}`, 'response', status, ['name'])
  const network = new ApiError(NETWORK_FAILURE, 'network')

  it('loads read as their fixed sentence, network errors included, keeping status and fields', async () => {
    const load = (what: Parameters<typeof failAs>[0], error: ApiError) =>
      failureOf(Promise.reject(error).catch(failAs(what)))
    expect((await load('advisors', response(500))).message).toBe('Failed to fetch advisors')
    expect((await load('teamMembers', network)).message).toBe('Failed to fetch team members')
    expect((await load('posts', response(500))).message).toBe('Failed to fetch blog posts')
    expect((await load('post', network)).message).toBe('Failed to fetch blog post')
    expect((await load('prediction', response(500))).message).toBe('Failed to fetch prediction')
    expect((await load('upload', response(415))).message).toBe('Upload failed')
    expect(await load('assessment', response(404))).toMatchObject({
      message: 'Failed to fetch assessment',
      status: 404,
      fields: ['name'],
    })
    expect((await load('assessment', new ApiError('No API key found', 'no-key'))).message).toBe('No API key found')
  })

  it("the key gate: any non-OK answer is 'Invalid API key', an unreachable check 'Unable to validate API key'", () => {
    expect(keyCheckFailure(response(401))).toEqual({ refused: true, message: 'Invalid API key' })
    expect(keyCheckFailure(response(500))).toEqual({ refused: true, message: 'Invalid API key' })
    expect(keyCheckFailure(network)).toEqual({ refused: false, message: 'Unable to validate API key' })
  })

  it('writes become their toasts', () => {
    expect(writeFailure('createAdvisor', response(500))).toEqual({ title: 'Failed to create advisor' })
    expect(writeFailure('reorderAdvisors', network)).toEqual({ title: 'Failed to reorder advisors' })
    expect(writeFailure('createTeamMember', response(500))).toEqual({ title: 'Error', description: '500: down' })
    expect(writeFailure('deleteTeamMember', new ApiError('', 'response', 500))).toEqual({
      title: 'Error',
      description: 'Failed to delete team member',
    })
    expect(writeFailure('createPost', response(500))).toEqual({
      title: 'Error',
      description: 'Failed to create blog post: 500: down',
    })
    expect(writeFailure('updatePost', network)).toEqual({
      title: 'Error',
      description: `Failed to update blog post: ${NETWORK_FAILURE}`,
    })
    expect(writeFailure('deleteLead', response(404, 'Assessment not found'))).toEqual({
      title: 'Error',
      description: '404: Assessment not found',
    })
    expect(writeFailure('updateLead', response(400, 'status: not one of the statuses'))).toEqual({
      title: 'Error',
      description: 'Failed to update lead: 400: status: not one of the statuses',
    })
    expect(writeFailure('addNote', network)).toEqual({
      title: 'Error',
      description: `Failed to add note: ${NETWORK_FAILURE}`,
    })
    expect(writeFailure('enhanceBio', response(500))).toEqual({
      title: 'Enhancement Failed',
      description: 'Failed to enhance bio. Please try again.',
    })
    expect(writeFailure('uploadPhoto', response(415))).toEqual({
      title: 'Error',
      description: 'Failed to upload image',
    })
  })
})

describe('calls with their own rules', () => {
  it("uploads a photo and reads its url; a refused upload is 'Upload failed'", async () => {
    answer = () => Response.json({ url: '/media/a.png' })
    const photo = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' })
    expect(await uploadPhoto(photo)).toBe('/media/a.png')
    expect(calls[0]).toMatchObject({ url: '/api/upload', init: { method: 'POST' } })
    answer = () => new Response('Unsupported image type', { status: 415 })
    expect((await failureOf(uploadPhoto(photo))).message).toBe('Upload failed')
  })

  it('validates a typed key with POST /api/admin/validate {apiKey}; only an OK answer counts', async () => {
    answer = () => new Response(null, { status: 204 })
    await validateKey('typed-key')
    expect(calls[0]).toMatchObject({
      url: '/api/admin/validate',
      init: { method: 'POST', body: '{"apiKey":"typed-key"}' },
    })
    answer = () => Response.json({ valid: true }, { status: 401 })
    expect(keyCheckFailure(await failureOf(validateKey('typed-key'))).message).toBe('Invalid API key')
  })
})

describe('the AI results and the assessment behind them', () => {
  it('reads the AI lists as empty on failure or without a key (then without a request)', async () => {
    answer = () => new Response('no', { status: 500 })
    expect(await fetchAiList('/api/message-analyses')).toEqual([])
    answer = () => Response.json([{ contactInquiryId: 1 }])
    expect(await fetchAiList('/api/message-analyses')).toEqual([{ contactInquiryId: 1 }])
    expect(headers(calls[1]).get('x-api-key')).toBe('stored-key')
    answer = () => Response.json({ not: 'a list' })
    expect(await fetchAiList('/api/message-analyses')).toEqual([])
    answer = () => {
      throw new TypeError('network')
    }
    expect(await fetchAiList('/api/message-analyses')).toEqual([])
    clearStoredKey()
    calls = []
    expect(await fetchAiList('/api/ai-predictions')).toEqual([])
    expect(calls).toHaveLength(0)
  })

  it("fetches an assessment with the stored key: 'Failed to fetch assessment', 'No API key found'", async () => {
    answer = () => Response.json({ id: 7, businessName: 'B' })
    expect(await fetchAssessment(7)).toEqual({ id: 7, businessName: 'B' })
    expect(calls[0].url).toBe('/api/assessments/7')
    expect(headers(calls[0]).get('x-api-key')).toBe('stored-key')
    answer = () => new Response('Assessment not found', { status: 404 })
    await expect(fetchAssessment(8)).rejects.toThrow(/^Failed to fetch assessment$/)
    clearStoredKey()
    calls = []
    await expect(fetchAssessment(7)).rejects.toThrow(/^No API key found$/)
    expect(calls).toHaveLength(0)
  })

  it("reads a prediction: 404 is none yet, other failures 'Failed to fetch prediction'", async () => {
    answer = () => Response.json({ assessmentId: 3, rating: 'buy', prediction: { rating: 'hold', riskLevel: 'low' } })
    expect(await fetchPrediction(3)).toMatchObject({ rating: 'hold', riskLevel: 'low' })
    expect(calls[0].url).toBe('/api/predictions/3')
    answer = () => new Response('No prediction', { status: 404 })
    expect(await fetchPrediction(3)).toBeNull()
    answer = () => new Response('down', { status: 500 })
    await expect(fetchPrediction(3)).rejects.toThrow(/^Failed to fetch prediction$/)
    answer = () => {
      throw new TypeError('network')
    }
    await expect(fetchPrediction(3)).rejects.toThrow(/^Failed to fetch prediction$/)
  })
})
