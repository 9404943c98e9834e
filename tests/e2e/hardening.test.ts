import { spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'

import type { ConsoleMessage } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'
import { buildServerActions } from '../../src/server/server-actions'

import { loggedInContext } from './admin-helpers'
import { adminKey, baseURL, launchBrowser } from './browser'

/** An 8×8 PNG. */
const smallPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()

/** Uploads a small PNG to the CMS's media with the key, and answers the stored document. */
async function uploadPng(name: string): Promise<{ id: number; url: string }> {
  const pixel = await smallPng()
  const form = new FormData()
  form.append('file', new File([new Uint8Array(pixel)], name, { type: 'image/png' }))
  const upload = await fetch(`${baseURL()}/cms-api/media`, {
    method: 'POST',
    headers: { 'x-api-key': adminKey() },
    body: form,
  })
  expect(upload.status).toBe(201)
  return ((await upload.json()) as { doc: { id: number; url: string } }).doc
}

type Answer = { status: number; body: string; sentBytes: number; finishedSending: boolean }

/**
 * Sends `totalBytes` as a chunked body (no Content-Length), `chunkBytes` at a time with a pause between
 * chunks, and resolves as soon as a response arrives, telling how much had been sent by then.
 */
function streamBody(
  path: string,
  totalBytes: number,
  headers: Record<string, string> = {},
  chunkBytes = 8 * 1024,
): Promise<Answer> {
  const url = new URL(path, baseURL())
  return new Promise((resolve, reject) => {
    let sentBytes = 0
    let finishedSending = false
    let answered = false
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } })
    req.on('response', (res) => {
      answered = true
      const sentAtAnswer = sentBytes
      const finishedAtAnswer = finishedSending
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sentBytes: sentAtAnswer, finishedSending: finishedAtAnswer })
        req.destroy()
      })
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(chunkBytes, 'a')
    const pump = () => {
      if (answered || req.destroyed) return
      if (sentBytes >= totalBytes) {
        finishedSending = true
        req.end()
        return
      }
      req.write(chunk)
      sentBytes += chunk.length
      setTimeout(pump, 40)
    }
    pump()
  })
}

/** Declares a large Content-Length and sends nothing: the answer must not wait for the body. */
function declareLength(path: string, length: number, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, baseURL())
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(length), ...headers },
    })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sentBytes: 0, finishedSending: false })
        req.destroy()
      })
    })
    req.on('error', reject)
    req.flushHeaders()
  })
}

describe('request bodies are bounded while they stream', () => {
  it.each([
    ['/api/admin/validate', 128 * 1024],
    ['/api/contact', 256 * 1024],
    ['/api/assessments', 256 * 1024],
  ])('a chunked %s body of %i bytes gets 413 before it is all sent', async (path, total) => {
    const answer = await streamBody(path, total)
    expect(answer.status).toBe(413)
    expect(answer.finishedSending).toBe(false)
    expect(answer.sentBytes).toBeLessThan(total / 2)
  })

  it('an upload over 5 MB gets the upload message before it is all sent', async () => {
    const answer = await streamBody(
      '/api/upload',
      16 * 1024 * 1024,
      { 'x-api-key': adminKey(), 'content-type': 'multipart/form-data; boundary=x' },
      256 * 1024,
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toBe('File size must be less than 5MB')
    expect(answer.finishedSending).toBe(false)
  })

  it('a declared length over the limit is refused at once', async () => {
    const answer = await declareLength('/api/contact', 10 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(answer.body).toBe('Request body is too large')
  })

  it('an anonymous write to a CMS collection is refused before its body is read', async () => {
    const answer = await declareLength('/cms-api/advisors', 20 * 1024 * 1024)
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'You are not allowed to perform this action.' }] })
    const signedIn = await declareLength('/cms-api/advisors', 20 * 1024 * 1024, { 'x-api-key': adminKey() })
    expect(signedIn.status).toBe(413)
  })

  it('an anonymous 5 MB upload is refused before its body is read', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    const total = 5 * 1024 * 1024
    const answer = await streamBody('/api/upload', total, multipart, 256 * 1024)
    expect(answer).toMatchObject({ status: 401, body: 'Unauthorized: a valid x-api-key header is required' })
    expect(answer.finishedSending).toBe(false)
    expect(answer.sentBytes).toBeLessThan(total / 2)
    // A wrong key is answered by the app from the key alone (and counted toward the lock-out).
    const wrongKey = await declareLength('/api/upload', total, { ...multipart, 'x-api-key': 'not-the-key' })
    expect(wrongKey).toMatchObject({ status: 401, body: 'Unauthorized: a valid x-api-key header is required' })
  })

  it('an Authorization header or session cookie that is not valid is no credential for a CMS write', async () => {
    const forbidden = { errors: [{ message: 'You are not allowed to perform this action.' }] }
    for (const headers of <Record<string, string>[]>[
      { cookie: 'payload-token=forged' },
      { authorization: 'JWT a.b.c' },
      { authorization: 'Bearer anything' },
    ]) {
      const answer = await declareLength('/cms-api/advisors', 1024 * 1024, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(JSON.parse(answer.body)).toEqual(forbidden)
    }
  })

  it('a client that sends its whole body before reading the answer still reads the refusal', async () => {
    const big = new FormData()
    big.append('photo', new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg')
    const upload = await fetch(`${baseURL()}/api/upload`, {
      method: 'POST',
      headers: { 'x-api-key': adminKey() },
      body: big,
    })
    expect(upload.status).toBe(413)
    expect(await upload.text()).toBe('File size must be less than 5MB')
    const anonymous = await fetch(`${baseURL()}/cms-api/advisors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
    })
    expect(anonymous.status).toBe(403)
  })

  it('bodies within their limits still arrive whole', async () => {
    const response = await fetch(`${baseURL()}/api/admin/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: adminKey() }),
    })
    expect(response.status).toBe(200)
  })
})

describe('Payload REST API through the production server', () => {
  it.each(['depth=abc', 'limit=-5', 'sort=$where', 'where[name][equals][$gt]=1'])(
    'GET /cms-api/advisors?%s is a 403 before Payload for a caller who is not signed in',
    async (query) => {
      const response = await fetch(`${baseURL()}/cms-api/advisors?${query}`)
      expect(response.status).toBe(403)
    },
  )

  it.each([
    ['advisors?where[id][in]=a,b', 'id'],
    ['advisors?where[createdAt][less_than]=notadate', 'createdAt'],
    ['advisors?where[displayOrder][greater_than]=1e400', 'displayOrder'],
    ['advisors?where[name][near]=1,2', 'name'],
    ['advisors?where[name][all]=x', 'name'],
    ['advisors?where[name][equals][$gt]=1', 'name'],
    ['ai-predictions?where[assessment][equals]=x', 'assessment'],
    ['lead-notes?where[assessment.createdAt][greater_than]=x', 'assessment.createdAt'],
    ['blog-posts/versions?where[version.publishedAt][less_than]=x', 'version.publishedAt'],
  ])('GET /cms-api/%s is a 400 naming the path %s (patched Payload; it was a 500)', async (path, queried) => {
    const response = await fetch(`${baseURL()}/cms-api/${path}`, { headers: { 'x-api-key': adminKey() } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      errors: [{ message: `The following path cannot be queried: ${queried}` }],
    })
  })

  it('a save whose body is not a JSON object is a 400, and nothing is stored', async () => {
    const headers = { 'content-type': 'application/json', 'x-api-key': adminKey() }
    const count = async () =>
      ((await (await fetch(`${baseURL()}/cms-api/advisors/count`, { headers })).json()) as { totalDocs: number })
        .totalDocs
    const before = await count()
    for (const [method, path] of [
      ['POST', 'advisors'],
      ['PATCH', 'advisors/1'],
      ['PATCH', 'advisors?where[id][equals]=1'],
      ['POST', 'globals/site-settings'],
    ])
      for (const body of ['null', '12', '"x"', '[]', '{']) {
        const response = await fetch(`${baseURL()}/cms-api/${path}`, { method, headers, body })
        expect(response.status, `${method} ${path} ${body}`).toBe(400)
        expect(await response.json()).toEqual({
          errors: [{ message: body === '{' ? 'Invalid JSON' : 'The body must be a JSON object' }],
        })
      }
    expect(await count()).toBe(before)
  })

  it('a multipart form (as the CMS sends its saves) or a save of another media type is a 4xx naming the problem, and nothing is stored', async () => {
    const headers = { 'x-api-key': adminKey() }
    const count = async (collection: string) =>
      ((await (await fetch(`${baseURL()}/cms-api/${collection}/count`, { headers })).json()) as { totalDocs: number })
        .totalDocs
    const advisor = { name: 'Form Advisor', title: 'T', company: 'C', expertise: 'E', description: 'D' }
    const form = (fields: [string, string | Blob][]) => {
      const body = new FormData()
      for (const [name, value] of fields) body.append(name, value)
      return body
    }
    const pixel = await smallPng()
    const png = new Blob([new Uint8Array(pixel)], { type: 'image/png' })
    const notJson = 'Invalid JSON in _payload'
    const notAnObject = '_payload must be a JSON object'
    type Body = FormData | { text: string; type: string }
    const refused: [path: string, method: string, body: Body, status: number, message: string][] = [
      ['advisors', 'POST', form([['name', 'x']]), 400, 'The following fields are invalid: Name'],
      ['users/login', 'POST', form([['_payload', 'n']]), 400, notJson],
      ['advisors', 'POST', form([['_payload', 'notjson']]), 400, notJson],
      ['advisors/1', 'PATCH', form([['_payload', 'null']]), 400, notAnObject],
      ['advisors/1', 'PATCH', form([['_payload', '[1]']]), 400, notAnObject],
      [
        'advisors',
        'POST',
        form([
          ['_payload', JSON.stringify(advisor)],
          ['_payload', '{}'],
        ]),
        400,
        '_payload must be sent once, as text',
      ],
      ['globals/site-settings', 'POST', form([['_payload', 'notjson']]), 400, notJson],
      ['media', 'POST', form([['file', 'null']]), 400, 'file must be a file, not text'],
      [
        'media',
        'POST',
        form([
          ['file', png],
          ['file', png],
        ]),
        400,
        'No files were uploaded.',
      ],
      ['media', 'POST', form([['_payload', '{}']]), 400, 'No files were uploaded.'],
      [
        'advisors',
        'POST',
        { text: '--x\r\nnot a part', type: 'multipart/form-data; boundary=x' },
        400,
        'The body is not a valid multipart form',
      ],
      [
        'users/login',
        'POST',
        { text: '{}', type: 'multipart/mixed; boundary=x' },
        400,
        'The body is not a valid multipart form',
      ],
      [
        'advisors',
        'POST',
        { text: JSON.stringify(advisor), type: 'text/plain' },
        415,
        'A save is sent as application/json or multipart/form-data',
      ],
      [
        'advisors',
        'POST',
        form([
          ['_payload', JSON.stringify(advisor)],
          ...Array.from({ length: 20 }, (_, index): [string, string] => [`field${index}`, 'x']),
        ]),
        413,
        'Multipart limit has been reached',
      ],
      [
        'media',
        'POST',
        form([
          ['file', png],
          ['other', png],
          ['more', png],
          ['last', png],
        ]),
        413,
        'Multipart limit has been reached',
      ],
      [
        'advisors',
        'POST',
        form([['_payload', JSON.stringify({ ...advisor, description: 'x'.repeat(1024 * 1024) })]]),
        413,
        'Multipart limit has been reached',
      ],
    ]
    const read = async () => (await fetch(`${baseURL()}/cms-api/advisors/1`, { headers })).json()
    const before = { advisors: await count('advisors'), media: await count('media'), first: await read() }
    for (const [path, method, body, status, message] of refused) {
      const response = await fetch(`${baseURL()}/cms-api/${path}`, {
        method,
        headers: body instanceof FormData ? headers : { ...headers, 'content-type': body.type },
        body: body instanceof FormData ? body : body.text,
      })
      expect(response.status, `${method} ${path}`).toBe(status)
      const [error] = ((await response.json()) as { errors: { message: string }[] }).errors
      expect(error.message, `${method} ${path}`).toContain(message)
    }
    expect({ advisors: await count('advisors'), media: await count('media'), first: await read() }).toEqual(before)

    // A right form is saved, and an upload may carry its file alone.
    const created = await fetch(`${baseURL()}/cms-api/advisors`, {
      method: 'POST',
      headers,
      body: form([['_payload', JSON.stringify(advisor)]]),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; name: string } }
    expect(doc.name).toBe('Form Advisor')
    const upload = await fetch(`${baseURL()}/cms-api/media`, {
      method: 'POST',
      headers,
      body: form([['file', new File([png], 'dot.png', { type: 'image/png' })]]),
    })
    expect(upload.status).toBe(201)
    const media = (await upload.json()) as { doc: { id: number; mimeType: string } }
    expect(media.doc.mimeType).toBe('image/png')
    for (const path of [`advisors/${doc.id}`, `media/${media.doc.id}`])
      expect((await fetch(`${baseURL()}/cms-api/${path}`, { method: 'DELETE', headers })).status).toBe(200)
  })

  it('a date that is none is a 400, and the document is unchanged and still readable', async () => {
    const headers = { 'content-type': 'application/json', 'x-api-key': adminKey() }
    const before = await (await fetch(`${baseURL()}/cms-api/advisors/1`, { headers })).json()
    const advisor = await fetch(`${baseURL()}/cms-api/advisors/1`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: 'Renamed', createdAt: 'x' }),
    })
    expect(advisor.status).toBe(400)
    expect(await advisor.json()).toEqual({ errors: [{ message: 'createdAt must be a date' }] })
    const after = await fetch(`${baseURL()}/cms-api/advisors/1`, { headers })
    expect(after.status).toBe(200)
    expect(await after.json()).toEqual(before)
    const settings = await fetch(`${baseURL()}/cms-api/globals/site-settings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ updatedAt: 'soon' }),
    })
    expect(settings.status).toBeLessThan(500)
    expect((await fetch(`${baseURL()}/cms-api/globals/site-settings`, { headers })).status).toBe(200)
  })

  it('a relation to no document, or not shaped as one, is a 400 naming it, drafts included, and nothing is stored', async () => {
    const headers = { 'content-type': 'application/json', 'x-api-key': adminKey() }
    const read = async (path: string) => (await fetch(`${baseURL()}/cms-api/${path}`, { headers })).json()
    const notes = async () => ((await read('lead-notes/count')) as { totalDocs: number }).totalDocs
    const before = { company: await read('portfolio-companies/1?depth=0'), notes: await notes() }
    const missing = 'A relationship names a document that does not exist'
    const refused: [method: string, path: string, body: unknown, message: string][] = [
      ['PATCH', 'portfolio-companies/1', { logo: 99999 }, missing],
      ['PATCH', 'portfolio-companies/1', { logo: [1] }, 'The following field is invalid: Logo'],
      ['PATCH', 'portfolio-companies/1', { logo: -1 }, missing],
      ['PATCH', 'blog-posts/1?draft=true', { meta: { image: 99999 } }, missing],
      ['POST', 'lead-notes', { assessment: 99999, author: 'A', text: 'Note' }, ''],
      ['POST', 'payload-locked-documents', { document: { relationTo: 'advisors', value: 99999 } }, ''],
    ]
    for (const [method, path, body, message] of refused) {
      const response = await fetch(`${baseURL()}/cms-api/${path}`, { method, headers, body: JSON.stringify(body) })
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${method} ${path}`).toBeLessThan(500)
      if (message) expect(await response.json()).toMatchObject({ errors: [{ message }] })
    }
    expect({ company: await read('portfolio-companies/1?depth=0'), notes: await notes() }).toEqual(before)

    // A relation to a document that exists, given as its id or as the document, is saved.
    const media = await uploadPng('logo.png')
    for (const logo of [media.id, media]) {
      const saved = await fetch(`${baseURL()}/cms-api/portfolio-companies/1?depth=0`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ logo }),
      })
      expect(saved.status).toBe(200)
      expect(((await saved.json()) as { doc: { logo: number } }).doc.logo).toBe(media.id)
    }
    const restored = await fetch(`${baseURL()}/cms-api/portfolio-companies/1`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ logo: before.company.logo }),
    })
    expect(restored.status).toBe(200)
    expect((await fetch(`${baseURL()}/cms-api/media/${media.id}`, { method: 'DELETE', headers })).status).toBe(200)
  })

  it("versions of what keeps none are a 404; preferences are a signed-in CMS user's", async () => {
    const headers = { 'content-type': 'application/json', 'x-api-key': adminKey() }
    expect((await fetch(`${baseURL()}/cms-api/advisors/versions`, { headers })).status).toBe(404)
    expect((await fetch(`${baseURL()}/cms-api/globals/site-settings/versions`, { headers })).status).toBe(404)
    expect((await fetch(`${baseURL()}/cms-api/blog-posts/versions`, { headers })).status).toBe(200)
    const preference = await fetch(`${baseURL()}/cms-api/payload-preferences/nav`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ value: { open: true } }),
    })
    expect(preference.status).toBe(403)
  })

  it('TRACE is a 405 naming the method, on pages and APIs alike (it was a 500)', async () => {
    const send = (method: string, path: string) =>
      new Promise<{ status?: number; allow?: string; body: string }>((resolve, reject) => {
        const sent = httpRequest(new URL(path, baseURL()), { method }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode, allow: res.headers.allow, body }))
        })
        sent.on('error', reject)
        sent.end()
      })
    for (const path of ['/', '/api/health', '/api/admin/session', '/cms'])
      expect(await send('TRACE', path), path).toEqual({
        status: 405,
        allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        body: 'Method not allowed: TRACE',
      })
  })

  it('a path that is not percent-encoded UTF-8 is a 400 saying so, on pages and APIs alike', async () => {
    const message = 'Bad request: the path is not valid percent-encoding'
    for (const path of ['/insights/%E0%A4%A', '/%ff', '/api/blog/posts/%E0%A4%A']) {
      const response = await fetch(`${baseURL()}${path}`)
      expect(response.status, path).toBe(400)
      expect(await response.text()).toBe(message)
    }
    // Payload's REST API answers in its own error shape.
    const cms = await fetch(`${baseURL()}/cms-api/media/file/%E0%A4%A`, { method: 'POST', body: 'x' })
    expect(cms.status).toBe(400)
    expect(await cms.json()).toEqual({ errors: [{ message }] })
    expect((await fetch(`${baseURL()}/insights/caf%C3%A9`)).status).toBe(404)
  })

  it('a file no upload has is a 404, and an image whose url does not decode a 400 (each was a 500)', async () => {
    const file = await fetch(`${baseURL()}/cms-api/media/file/nope.png`)
    expect(file.status).toBe(404)
    expect(await file.json()).toEqual({ errors: [{ message: 'Not Found' }] })
    const optimized = (url: string) => fetch(`${baseURL()}/_next/image?url=${url}&w=640&q=75`)
    expect((await optimized(encodeURIComponent('/cms-api/media/file/nope.png'))).status).toBe(404)
    for (const url of ['/images/%E0%A4%A', '/images/%00', '/images/%20', '/images/']) {
      const refused = await optimized(url)
      expect(refused.status, url).toBe(400)
      expect(await refused.text()).toBe("Bad request: the image's url is not a plain path")
    }
    // A file whose name holds a space is still optimized.
    const { url } = await uploadPng('a photo.png')
    expect(url).toMatch(/\/a%20photo(-\d+)?\.png$/)
    const spaced = await optimized(encodeURIComponent(url))
    expect(spaced.status).toBe(200)
    expect(spaced.headers.get('content-type')).toMatch(/^image\//)
    // HEAD is answered as GET without a body (Payload has no HEAD endpoints: it said 404).
    const head = await fetch(`${baseURL()}${url}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/png')
    expect((await fetch(`${baseURL()}/cms-api/media/file/nope.png`, { method: 'HEAD' })).status).toBe(404)
  })

  it('a Host header that names no host is a 400 saying so (the CMS failed on it with a 500)', async () => {
    const get = (host: string) =>
      new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const sent = httpRequest(new URL('/cms', baseURL()), { headers: { host } }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode, body }))
        })
        sent.on('error', reject)
        sent.end()
      })
    expect(await get('a b')).toEqual({ status: 400, body: 'Bad request: the Host header is not a valid host' })
    expect((await get(new URL(baseURL()).host)).status).toBe(200)
  })

  it('an id that is a JSON object is a 404, GraphQL is gone, /cms-api/access wants a session', async () => {
    const signedIn = { headers: { 'x-api-key': adminKey() } }
    expect((await fetch(`${baseURL()}/cms-api/advisors/${encodeURIComponent('{"a":1}')}`, signedIn)).status).toBe(404)
    const graphql = await fetch(`${baseURL()}/cms-api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': adminKey() },
      body: '{"query": "{ ',
    })
    expect(graphql.status).toBe(404)
    expect((await fetch(`${baseURL()}/cms-api/access`)).status).toBe(403)
    expect((await fetch(`${baseURL()}/cms-api/payload-migrations`)).status).toBe(403)
  })

  it('the CMS session cookie is Secure, HttpOnly and SameSite=Lax in production', async () => {
    const email = `cookie-${Date.now()}@example.com`
    const password = 'a-long-enough-password-1'
    const created = await fetch(`${baseURL()}/cms-api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': adminKey() },
      body: JSON.stringify({ email, password, role: 'editor' }),
    })
    expect(created.status).toBe(201)
    const login = await fetch(`${baseURL()}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith('payload-token='))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  })

  it('lead lists are never cached', async () => {
    for (const path of ['/api/assessments', '/api/contact', '/api/ai-predictions', '/api/message-analyses']) {
      const response = await fetch(`${baseURL()}${path}`, { headers: { 'x-api-key': adminKey() } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toContain('no-store')
    }
  })
})

/** A page's React Server Components payload, as the browser joins it from the page's script tags. */
const flightOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((match) => JSON.parse(match[1]) as string)
    .join('')

/** One row of that payload (`<id>:<JSON>`), parsed. */
const flightRow = (flight: string, id: string): unknown =>
  JSON.parse(new RegExp(`^${id}:(.*)$`, 'm').exec(flight)?.[1] ?? 'null')

describe("the CMS's server actions", () => {
  const { payloadFunction, languageSwitch } = buildServerActions(process.cwd())
  const call = (path: string, actionId: string | null, body: BodyInit, contentType = 'text/plain;charset=UTF-8') =>
    fetch(`${baseURL()}${path}`, {
      method: 'POST',
      headers: { 'next-action': actionId ?? '', 'content-type': contentType },
      body,
    })
  const answer = async (response: Response) => ({ status: response.status, text: await response.text() })

  it("a call to Payload's server function that Next.js or Payload cannot take is a 4xx naming why (each was a 500)", async () => {
    expect(await answer(await call('/cms', payloadFunction, 'x'))).toEqual({
      status: 400,
      text: "A server action's arguments are sent as a JSON array",
    })
    expect(await answer(await call('/cms', payloadFunction, '[{}]'))).toEqual({
      status: 400,
      text: "Payload's server function is called with one argument, { name, args }",
    })
    expect(await answer(await call('/cms/account', payloadFunction, '[{"name":"nope","args":{}}]'))).toEqual({
      status: 400,
      text: 'Unknown server function: "nope"',
    })
    expect((await call('/cms', payloadFunction, '[]', 'application/json')).status).toBe(415)
    expect((await call('/cms', payloadFunction, 'junk', 'multipart/form-data; boundary=x')).status).toBe(400)
    // The sign-in form's own call goes through, and Payload answers it.
    const formState = await call('/cms/login', payloadFunction, '[{"name":"form-state","args":{}}]')
    expect(formState.status).toBe(200)
    expect(await formState.text()).toContain('Unauthorized, you must be logged in to make this request.')
  })

  it("Payload's other server functions answer a caller who is not signed in 401 (they were 500s)", async () => {
    const renderList = '[{"name":"render-list","args":{"collectionSlug":"advisors"}}]'
    const as = (credentials: Record<string, string>) =>
      fetch(`${baseURL()}/cms/collections/advisors`, {
        method: 'POST',
        headers: { 'next-action': payloadFunction ?? '', 'content-type': 'text/plain;charset=UTF-8', ...credentials },
        body: renderList,
      })
    const strangers: Record<string, string>[] = [
      {},
      { cookie: 'payload-token=forged' },
      { authorization: 'JWT forged' },
    ]
    for (const credentials of strangers) expect((await as(credentials)).status, JSON.stringify(credentials)).toBe(401)
    const editor = { email: `actions-${Date.now()}@example.com`, password: 'a-long-enough-password-1' }
    const created = await fetch(`${baseURL()}/cms-api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': adminKey() },
      body: JSON.stringify({ ...editor, role: 'editor' }),
    })
    expect(created.status).toBe(201)
    const login = await fetch(`${baseURL()}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(editor),
    })
    const { token } = (await login.json()) as { token: string }
    const signedIn = await as({ authorization: `JWT ${token}` })
    expect(signedIn.status).toBe(200)
    expect(await signedIn.text()).toContain('{"List":')
  })

  it('the public pages take no server action, and no CMS page takes a form posted without JavaScript', async () => {
    expect(await answer(await call('/', payloadFunction, '[{"name":"form-state","args":{}}]'))).toEqual({
      status: 404,
      text: 'Not found: only the CMS takes server actions',
    })
    const form = new FormData()
    form.set(`$ACTION_ID_${payloadFunction}`, '')
    const posted = await fetch(`${baseURL()}/cms`, { method: 'POST', body: form })
    expect(await answer(posted)).toEqual({ status: 400, text: "Bad request: the CMS's pages take no form posts" })
  })

  it("Payload's language switch works with the argument the page sealed for it, and refuses any other", async () => {
    const flight = flightOf(await (await fetch(`${baseURL()}/cms/login`)).text())
    const bound = new RegExp(`"id":"${languageSwitch}","bound":"\\$@(\\w+)"`).exec(flight)?.[1] ?? ''
    const [promised] = flightRow(flight, bound) as string[]
    const sealed = flightRow(flight, promised.slice(2)) as string
    const switched = await call('/cms/login', languageSwitch, JSON.stringify([sealed, 'en']))
    expect(switched.status).toBe(200)
    expect(switched.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^payload-lng=en;/))
    const forged = `${sealed[0] === 'A' ? 'B' : 'A'}${sealed.slice(1)}`
    expect(await answer(await call('/cms/login', languageSwitch, JSON.stringify([forged, 'en'])))).toEqual({
      status: 400,
      text: "The language switch's bound argument was not sealed by this site",
    })
  })
})

describe("Payload's color-scheme client hints", () => {
  it('are asked for by the CMS only, so a first visit to a public page loads once', async () => {
    for (const path of ['/', '/team']) {
      const headers = (await fetch(`${baseURL()}${path}`)).headers
      expect(headers.get('critical-ch'), path).toBeNull()
      expect(headers.get('accept-ch'), path).toBeNull()
    }
    const cms = (await fetch(`${baseURL()}/cms`, { redirect: 'manual' })).headers
    expect(cms.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(cms.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

describe("a public page's scripts", () => {
  it('are requested after its first paint, and the page still hydrates', async () => {
    const html = await (await fetch(`${baseURL()}/team`)).text()
    expect(html).not.toMatch(/<script src="[^"]+"( id="[^"]+")? async=""/)
    expect(html).toMatch(/<script>\(function\(s\)\{.*"\/_next\/static\/chunks\/webpack-[^"]+\.js","_R_"\]/)
    expect(html).toContain('"/tracker.js"')
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${baseURL()}/team`)
      await page.waitForLoadState('networkidle')
      await page.getByTestId('team-card').first().click()
      await page.getByRole('dialog').waitFor()
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })
})

describe('the dashboard runs under a strict nonce-based CSP', () => {
  it('sends a fresh nonce per request, without unsafe-inline scripts or outside images', async () => {
    const policies = await Promise.all(
      [1, 2].map(async () => (await fetch(`${baseURL()}/admin`)).headers.get('content-security-policy') ?? ''),
    )
    const [first, second] = policies
    // One policy only (a second, static one would be joined with a comma).
    const scriptSources = first.split(/[;,]/).filter((directive) => directive.trim().startsWith('script-src'))
    expect(scriptSources).toHaveLength(1)
    expect(scriptSources[0]).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/)
    expect(scriptSources[0]).not.toContain('unsafe-inline')
    expect(first).toMatch(/img-src 'self' data: blob:(;|$)/)
    expect(first).toContain("connect-src 'self'")
    expect(second).not.toBe(first)
    const site = (await fetch(`${baseURL()}/team`)).headers.get('content-security-policy') ?? ''
    expect(site).toContain("script-src 'self' 'unsafe-inline'")
  })

  it("public pages refuse injected markup's inline handlers, and their own scripts run", async () => {
    const browser = await launchBrowser()
    try {
      const context = await browser.newContext()
      const page = await context.newPage()
      const refused: string[] = []
      page.on('console', (message: ConsoleMessage) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
      })
      await page.goto(`${baseURL()}/team`)
      await page.waitForLoadState('load')
      expect(refused).toEqual([])
      await expect
        .poll(() => page.evaluate(() => typeof (window as unknown as { trackEvent?: unknown }).trackEvent))
        .toBe('function')
      await page.evaluate(() =>
        document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.injected = true">'),
      )
      await expect.poll(() => refused.some((text) => /script-src-attr/.test(text))).toBe(true)
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
      await context.close()
    } finally {
      await browser.close()
    }
  })

  it('loads, logs in and shows every tab with no CSP violation', async () => {
    const browser = await launchBrowser()
    try {
      const context = await loggedInContext(browser)
      await context.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      const page = await context.newPage()
      const consoleProblems: string[] = []
      page.on('console', (message: ConsoleMessage) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) consoleProblems.push(message.text())
      })
      await page.goto(`${baseURL()}/admin`)
      await page.getByRole('button', { name: 'Logout' }).waitFor()
      const tabs = await page.getByRole('tab').all()
      expect(tabs.length).toBeGreaterThanOrEqual(5)
      for (const tab of tabs) {
        await tab.click()
        await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
        // The dashboard polls some lists, so the network never idles: give each tab time to render its data.
        await page.waitForTimeout(1500)
      }
      const violations = () =>
        page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations])
      expect(await violations()).toEqual([])
      expect(consoleProblems).toEqual([])
      // The listener is live and the policy bites: an outside image and an inline handler are refused.
      await page.evaluate(() => {
        const image = document.createElement('img')
        image.src = 'https://images.example/x.png'
        document.body.append(image)
        // Markup injected into the page, as an XSS would: its inline handler must not run.
        document.body.insertAdjacentHTML('beforeend', '<img src="/missing.png" onerror="window.injected = true">')
      })
      await expect
        .poll(violations)
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^img-src https:\/\/images\.example/),
            expect.stringMatching(/^script-src/),
          ]),
        )
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
      await context.close()
    } finally {
      await browser.close()
    }
  })
})

describe('redirects and caches', () => {
  it("'Exit preview' stays on the site whatever path it is given", async () => {
    for (const path of [
      '/%09/evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      '/%0a/evil.example',
    ]) {
      const response = await fetch(
        `${baseURL()}/api/preview/exit?path=${encodeURIComponent(path).replace(/%25/g, '%')}`,
        {
          redirect: 'manual',
        },
      )
      expect(response.status, path).toBe(307)
      expect(response.headers.get('location'), path).toBe('/insights')
    }
    const home = await fetch(`${baseURL()}/api/preview/exit?path=/insights/some-post-1`, { redirect: 'manual' })
    expect(home.headers.get('location')).toBe('/insights/some-post-1')
    // A header holds bytes: characters beyond Latin-1 (a zero-width space, a lone surrogate) go percent-encoded.
    for (const [query, location] of [
      ['/%E2%80%8B', '/%E2%80%8B'],
      ['/insights/%E5%B0%8F', '/insights/%E5%B0%8F'],
      // Bytes that are no UTF-8 decode as one U+FFFD each.
      ['/%ED%A0%80', '/%EF%BF%BD%EF%BF%BD%EF%BF%BD'],
      ['/caf%C3%A9?q=%E2%82%AC', '/caf%C3%A9?q=%E2%82%AC'],
    ]) {
      const response = await fetch(`${baseURL()}/api/preview/exit?path=${query}`, { redirect: 'manual' })
      expect(response.status, query).toBe(307)
      expect(response.headers.get('location'), query).toBe(location)
    }
  })

  it('a 404 under /insights is kept by a shared cache a minute at most', async () => {
    const response = await fetch(`${baseURL()}/insights/not-published-yet-987654`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, must-revalidate')
  })
})

describe('start-up and the client address', () => {
  it('refuses to start in production with a short ADMIN_API_KEY', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '4499', HOST: '127.0.0.1', ADMIN_API_KEY: 'k' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('ADMIN_API_KEY must be at least 32 characters')
    expect(output).not.toContain('Ready on')
  })

  describe('with TRUST_PROXY=127.0.0.1', () => {
    let server: ProductionServer
    beforeAll(async () => {
      server = await startProductionServer({ env: { TRUST_PROXY: '127.0.0.1', SEED_DEMO: 'false' } })
    })
    afterAll(() => server?.stop())

    /** A wrong key sent from `localAddress`, claiming to be `forwardedFor`. */
    const wrongKey = (localAddress: string, forwardedFor: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ apiKey: 'wrong-key' })
        const req = httpRequest(`${server.baseURL}/api/admin/validate`, {
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': forwardedFor,
          },
        })
        req.on('response', (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
        req.end(body)
      })

    it('believes X-Forwarded-For from the listed proxy', async () => {
      const statuses: number[] = []
      for (let n = 1; n <= 11; n++) statuses.push(await wrongKey('127.0.0.1', `198.51.100.${n}`))
      expect(statuses).toEqual(Array(11).fill(401))
    })

    it('ignores X-Forwarded-For from any other sender', async () => {
      const statuses: number[] = []
      for (let n = 1; n <= 11; n++) statuses.push(await wrongKey('127.0.0.2', `192.0.2.${n}`))
      // Every attempt counts against 127.0.0.2, whatever the header claimed: the 11th is throttled.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
      expect(statuses[10]).toBe(429)
    })
  })
})
