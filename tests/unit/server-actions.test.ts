import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { arrayBufferToString, encrypt } from 'next/dist/server/app-render/encryption-utils'
import { describe, expect, it } from 'vitest'

import {
  type ActionCall,
  buildServerActions,
  isFormPostToCms,
  PAYLOAD_SERVER_FUNCTIONS,
  serverActionProblem,
  type ServerActions,
} from '@/server/server-actions'

const FUNCTION_ID = '40d0a55a0236f8a3c7560205192ea19ca0a925efb0'
const LANGUAGE_ID = '6063e957e9483e74f75922c1f5d3893b1361119211'
const KEY = randomBytes(32)
const ACTIONS: ServerActions = { payloadFunction: FUNCTION_ID, languageSwitch: LANGUAGE_ID, key: KEY }

/** Seals a bound argument the way Next.js does (encodeActionBoundArg), with its own primitives. */
async function sealLikeNext(actionId: string, argument: string, key = KEY): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', true, ['encrypt', 'decrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(16))
  const sealed = await encrypt(cryptoKey, iv, new TextEncoder().encode(actionId + argument))
  return btoa(arrayBufferToString(iv.buffer) + arrayBufferToString(sealed))
}

const call = (body: string, overrides: Partial<ActionCall> = {}): ActionCall => ({
  path: '/cms',
  actionId: FUNCTION_ID,
  contentType: 'text/plain;charset=UTF-8',
  body: Buffer.from(body),
  ...overrides,
})

const multipart = (fields: Record<string, string>) => {
  const boundary = 'b0undary'
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  }
}

describe('PAYLOAD_SERVER_FUNCTIONS', () => {
  it("names exactly the installed Payload's server functions", () => {
    const source = fs.readFileSync(
      path.join(process.cwd(), 'node_modules/@payloadcms/next/dist/utilities/handleServerFunctions.js'),
      'utf8',
    )
    const table = /const baseServerFunctions = \{([^}]*)\}/.exec(source)?.[1] ?? ''
    const names = [...table.matchAll(/^\s*'?([\w-]+)'?:/gm)].map((match) => match[1])
    expect(names.length).toBeGreaterThan(10)
    expect(new Set(names)).toEqual(PAYLOAD_SERVER_FUNCTIONS)
  })
})

describe('serverActionProblem', () => {
  it('lets a well-formed call to Payload through, as text or as a form', async () => {
    expect(
      await serverActionProblem(call('[{"name":"render-list","args":{"collectionSlug":"advisors"}}]'), ACTIONS),
    ).toBeNull()
    const form = multipart({ '0': '[{"name":"form-state","args":{"formState":"$K1"}}]', '1_a': 'x' })
    expect(await serverActionProblem(call('', { ...form, path: '/cms/collections/advisors/1' }), ACTIONS)).toBeNull()
  })

  it('refuses an action on a page outside the CMS', async () => {
    expect(await serverActionProblem(call('[]', { path: '/' }), ACTIONS)).toEqual({
      status: 404,
      message: 'Not found: only the CMS takes server actions',
    })
  })

  it('refuses a body Next.js cannot decode into arguments', async () => {
    const notArguments = { status: 400, message: "A server action's arguments are sent as a JSON array" }
    for (const body of ['', 'x', '[', '{"a":1}', '"$@"', 'null'])
      expect(await serverActionProblem(call(body), ACTIONS), body).toEqual(notArguments)
    expect(await serverActionProblem(call('', multipart({ '1': '[]' })), ACTIONS)).toEqual(notArguments)
    expect(await serverActionProblem(call('[]', { contentType: 'multipart/form-data; boundary=x' }), ACTIONS)).toEqual({
      status: 400,
      message: 'The body is not a valid multipart form',
    })
    for (const contentType of ['application/json', undefined])
      expect(await serverActionProblem(call('[]', { contentType }), ACTIONS)).toEqual({
        status: 415,
        message: 'A server action is sent as text/plain or multipart/form-data',
      })
  })

  it("checks Payload's server function call: one { name, args } with a name it knows", async () => {
    const shape = { status: 400, message: "Payload's server function is called with one argument, { name, args }" }
    for (const body of ['[]', '[null]', '[{}]', '[{"name":1}]', '["$Q1"]', '[{"name":"slugify"},{}]'])
      expect(await serverActionProblem(call(body), ACTIONS), body).toEqual(shape)
    expect(await serverActionProblem(call('[{"name":"nope","args":{}}]'), ACTIONS)).toEqual({
      status: 400,
      message: 'Unknown server function: "nope"',
    })
    expect(await serverActionProblem(call('[{"name":"render-list","args":[]}]'), ACTIONS)).toEqual({
      status: 400,
      message: 'The server function render-list takes its arguments as an object',
    })
  })

  it("takes Payload's language switch only with the argument Next.js sealed for it", async () => {
    const language = (sealed: string, name = 'en') =>
      serverActionProblem(call(JSON.stringify([sealed, name]), { actionId: LANGUAGE_ID }), ACTIONS)
    expect(await language(await sealLikeNext(LANGUAGE_ID, 'payload'))).toBeNull()
    const foreign = { status: 400, message: "The language switch's bound argument was not sealed by this site" }
    expect(await language('abc')).toEqual(foreign)
    expect(await language(await sealLikeNext(FUNCTION_ID, 'payload'))).toEqual(foreign)
    expect(await language(await sealLikeNext(LANGUAGE_ID, 'payload', randomBytes(32)))).toEqual(foreign)
    const shape = { status: 400, message: 'The language switch is called with its bound argument and a language name' }
    expect(await language(await sealLikeNext(LANGUAGE_ID, 'payload'), 'e n')).toEqual(shape)
    expect(await serverActionProblem(call('[]', { actionId: LANGUAGE_ID }), ACTIONS)).toEqual(shape)
  })

  it('checks only the shape of a call to an action the manifest does not name, or without a manifest', async () => {
    expect(await serverActionProblem(call('[1, {"a": 2}]', { actionId: 'ff'.repeat(21) }), ACTIONS)).toBeNull()
    expect(await serverActionProblem(call('[{"name":"nope"}]'), null)).toBeNull()
    expect((await serverActionProblem(call('x'), null))?.status).toBe(400)
  })
})

describe('buildServerActions', () => {
  it("finds Payload's two actions and the key in the build's manifest", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'actions-'))
    fs.mkdirSync(path.join(dir, '.next/server'), { recursive: true })
    const manifest = {
      node: {
        [FUNCTION_ID]: { filename: 'app/(payload)/layout.tsx' },
        [LANGUAGE_ID]: { filename: '../node_modules/@payloadcms/next/dist/layouts/Root/index.js' },
      },
      encryptionKey: KEY.toString('base64'),
    }
    fs.writeFileSync(path.join(dir, '.next/server/server-reference-manifest.json'), JSON.stringify(manifest))
    expect(buildServerActions(dir)).toEqual({ payloadFunction: FUNCTION_ID, languageSwitch: LANGUAGE_ID, key: KEY })
    fs.rmSync(dir, { recursive: true })
  })
})

describe('isFormPostToCms', () => {
  it('is a multipart POST to a CMS page, the way a form without JavaScript runs an action', () => {
    const form = 'multipart/form-data; boundary=x'
    expect(isFormPostToCms('POST', '/cms', form)).toBe(true)
    expect(isFormPostToCms('POST', '/cms/collections/advisors', form)).toBe(true)
    expect(isFormPostToCms('POST', '/cms-api/media', form)).toBe(false)
    expect(isFormPostToCms('POST', '/cms', 'application/x-www-form-urlencoded')).toBe(false)
    expect(isFormPostToCms('GET', '/cms', form)).toBe(false)
  })
})
