import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as preview from '@/app/api/preview/route'
import { previewPath } from '@/endpoints/preview'

import { admin, call } from '../api/fixtures'
import { ADMIN_KEY, apiRequest, testPayload } from '../helpers'
import { plainTextBody } from '@/insights/markdown'

let payload: Payload
let draftId: number
let editorCookie: string

beforeAll(async () => {
  payload = await testPayload()
  const post = await payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    data: { title: 'Secret Plans', summary: 'Not yet.', content: plainTextBody('Soon.'), isPublished: false },
  })
  draftId = post.id
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'editor@example.com', password: 'editor-password-1', name: 'Eddie', role: 'editor' },
  })
  const { token } = await payload.login({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'editor-password-1' },
  })
  editorCookie = `payload-token=${token}`
})

describe('preview access', () => {
  it.each([
    ['no session and no key', {}],
    ['a wrong key', { key: 'not-the-key' }],
    [
      'a forged session cookie',
      { headers: { cookie: 'payload-token=forged.jwt.value', 'sec-fetch-site': 'same-origin' } },
    ],
  ])('with %s is a bare 404 that reveals nothing', async (_, options) => {
    const answer = await call(preview.GET, `/api/preview?id=${draftId}`, options)
    expect(answer.status).toBe(404)
    expect(answer.text).toBe('Not Found')
    expect(answer.headers.get('location')).toBeNull()
    expect(answer.headers.get('set-cookie')).toBeNull()
    const posted = await call(preview.POST, '/api/preview', { ...options, body: { id: draftId } })
    expect(posted.status).toBe(404)
    expect(posted.text).toBe('Not Found')
  })

  it('refuses a real session sent from another site', async () => {
    const answer = await call(preview.GET, `/api/preview?id=${draftId}`, {
      headers: { cookie: editorCookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(answer.status).toBe(404)
  })

  it('answers an unknown or malformed post like a missing one, also to editors', async () => {
    for (const id of ['999999', 'abc', '']) {
      const answer = await call(preview.GET, `/api/preview?id=${id}`, admin)
      expect(answer.status).toBe(404)
      expect(answer.text).toBe('Not Found')
    }
    expect((await call(preview.POST, '/api/preview', { ...admin, body: {} })).status).toBe(400)
  })

  it('leads an editor signed into the CMS, or the key holder, to the draft’s page', async () => {
    expect(
      await previewPath(
        apiRequest('/api/preview', { headers: { cookie: editorCookie, 'sec-fetch-site': 'same-origin' } }),
        payload,
        String(draftId),
      ),
    ).toBe(`/insights/secret-plans-${draftId}`)
    expect(await previewPath(apiRequest('/api/preview', { key: ADMIN_KEY }), payload, draftId)).toBe(
      `/insights/secret-plans-${draftId}`,
    )
  })
})
