import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { invalidFieldsOf } from '@/contracts/errors'
import { ApiError, errorResponse, invalidFieldsError, jsonArrayResponse, readJson } from '@/http/http'

const request = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/api/x', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected a rejection')
}

describe('readJson', () => {
  it('parses a JSON body', async () => {
    expect(await readJson(request('{"a":1}'))).toEqual({ a: 1 })
  })

  it('refuses other content types with a 415 and bad JSON with a 400', async () => {
    expect((await rejection(readJson(request('{}', { 'content-type': 'text/plain' })))).status).toBe(415)
    expect(await rejection(readJson(request('{oops')))).toMatchObject({
      status: 400,
      message: 'Request body is not valid JSON',
    })
  })

  it('stops reading a body that grows past the limit, whatever length it declares', async () => {
    let pulled = 0
    const endless = new ReadableStream({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(1024))
      },
    })
    expect((await rejection(readJson(request(endless), 4096))).status).toBe(413)
    expect(pulled).toBeLessThan(10)
    const declared = request('{}', { 'content-type': 'application/json', 'content-length': '999999' })
    expect((await rejection(readJson(declared, 4096))).status).toBe(413)
  })
})

describe('errorResponse', () => {
  it('answers short plain text: our errors, invalid fields, and a bare 500 for the unexpected', async () => {
    const mine = errorResponse(new ApiError(404, 'Advisor not found'))
    expect([mine.status, mine.headers.get('content-type'), await mine.text()]).toEqual([
      404,
      'text/plain; charset=utf-8',
      'Advisor not found',
    ])
    const invalid = errorResponse(
      z.object({ name: z.string(), tags: z.array(z.string()) }).safeParse({ tags: [1] }).error,
    )
    expect([invalid.status, await invalid.text()]).toEqual([400, 'Invalid or missing fields: name, tags.0'])
    expect(invalid.headers.get('x-invalid-fields')).toBe('name,tags.0')
    const original = console.error
    console.error = () => undefined
    const unexpected = errorResponse(new Error('secret detail'))
    console.error = original
    expect([unexpected.status, await unexpected.text()]).toEqual([500, 'Internal server error'])
  })
})

describe('the rejected fields header', () => {
  it('lists every field a program needs, even names with commas or non-ASCII characters from the caller', async () => {
    const fields = ['email', 'answers.a,b', 'answers.größe']
    const answer = errorResponse(invalidFieldsError(fields))
    expect(await answer.text()).toBe('Invalid or missing fields: email, answers.a,b, answers.größe')
    expect(invalidFieldsOf(answer.headers)).toEqual(fields)
    expect(invalidFieldsOf(new Headers())).toEqual([])
  })
})

describe('jsonArrayResponse', () => {
  async function* pagesOf(pages: unknown[][], fail?: { at: number; finished: { value: boolean } }) {
    try {
      for (const [index, page] of pages.entries()) {
        if (fail && index === fail.at) throw new Error('database gone')
        yield page
      }
    } finally {
      if (fail) fail.finished.value = true
    }
  }

  it('answers the text Response.json would, page by page', async () => {
    const pages = [[{ id: 1, name: 'a "quoted" <b>' }, { id: 2 }], [{ id: 3, nested: { list: [1, null] } }]]
    const answer = await jsonArrayResponse(pagesOf(pages))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(await answer.text()).toBe(await Response.json(pages.flat()).text())
  })

  it('answers [] when there is nothing', async () => {
    expect(await (await jsonArrayResponse(pagesOf([]))).text()).toBe('[]')
  })

  it('fails before answering when the first page cannot be read', async () => {
    await expect(jsonArrayResponse(pagesOf([[1]], { at: 0, finished: { value: false } }))).rejects.toThrow(
      'database gone',
    )
  })

  it('stops reading pages when the reader goes away', async () => {
    const finished = { value: false }
    const answer = await jsonArrayResponse(pagesOf([[1], [2], [3]], { at: 99, finished }))
    const reader = answer.body!.getReader()
    await reader.read()
    await reader.cancel()
    expect(finished.value).toBe(true)
  })
})
