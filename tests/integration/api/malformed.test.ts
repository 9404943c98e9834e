import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN_KEY, testPayload } from '../helpers'
import { nextIp } from './fixtures'
import { type RouteCase, routeCases, send, snapshot } from './routes'

type Bad = {
  what: string
  key?: string
  id?: string
  rawBody?: string | BodyInit
  contentType?: string | null
  json?: unknown
}

const LONG = 'x'.repeat(100 * 1024)
const SPAM_FIELDS = new Set(['url', 'honeypot', 'website_url', 'formStartTime'])

/** A small seeded generator, so every run sends the same requests. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

const INVALID_JSON = [
  '{',
  '{"name":',
  "{'a':1}",
  'nul',
  '[1,',
  '{"a":1}}',
  'undefined',
  '\u0000',
  '{"a":NaN}',
  '"unterminated',
  '',
]
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  null,
]

/** Values of the wrong type (or out of range) for a field whose valid value is `value`. */
function wrongValues(field: string, value: unknown): unknown[] {
  if (typeof value === 'boolean') return ['yes', 1, [true], {}, null]
  if (typeof value === 'number') return ['42', true, [1], {}, 1e20]
  if (Array.isArray(value)) return ['a', [{}], {}, [null], LONG]
  if (value === null) return [42, true, 'not a date', [], {}]
  if (typeof value === 'object') return ['x', [], { [field]: 9 }, null, 42]
  // A team member's bio may be an object, so give it another wrong shape instead.
  return [42, true, ['x'], field === 'bio' ? 7.5 : { a: 1 }, LONG]
}

function badIds(seed: number): string[] {
  const next = random(seed)
  const fixed = [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x1',
    '9'.repeat(30),
    '%00',
    'null',
    'undefined',
    ' 1',
    '1 ',
    '',
    '../1',
    '1;drop',
    'NaN',
    'Infinity',
    '[1]',
    '{}',
    '65f1a2b3c4d5e6f708091a2b',
  ]
  const unknown = Array.from({ length: 15 }, (_, n) => String(900_000 + n))
  const junk = Array.from({ length: 15 }, () => Math.floor(next() * 36 ** 6).toString(36) + '-x')
  return [...fixed, ...unknown, ...junk]
}

function badKeys(seed: number): string[] {
  const next = random(seed)
  const fixed = [
    '',
    ' ',
    'x',
    `${ADMIN_KEY} extra`,
    ADMIN_KEY.slice(1),
    ADMIN_KEY.toUpperCase(),
    'k'.repeat(10_000),
    'Bearer test-admin-key',
    'null',
  ]
  return [...fixed, ...Array.from({ length: 45 }, () => next().toString(36).slice(2))]
}

async function badRequests(route: RouteCase, seed: number): Promise<Bad[]> {
  const bad: Bad[] = []
  if (route.body) {
    const valid = await route.body()
    for (const text of INVALID_JSON) bad.push({ what: `invalid JSON ${JSON.stringify(text)}`, rawBody: text })
    for (const type of WRONG_TYPES)
      bad.push({ what: `content type ${type}`, rawBody: JSON.stringify(valid), contentType: type })
    // A public form without its fields (its spam fields kept, else it is quietly dropped as spam).
    const empty = route.spamChecked
      ? Object.fromEntries(Object.entries(valid).filter(([field]) => SPAM_FIELDS.has(field)))
      : {}
    for (const json of [null, [], [valid], 42, 'text', true, empty])
      bad.push({ what: `body ${JSON.stringify(json)?.slice(0, 30)}`, json })
    bad.push({ what: '300 kB body', json: { ...valid, padding: 'x'.repeat(300 * 1024) } })
    for (const [field, value] of Object.entries(valid)) {
      if (route.spamChecked && SPAM_FIELDS.has(field)) continue
      for (const wrong of wrongValues(field, value)) {
        bad.push({ what: `${field}=${JSON.stringify(wrong)?.slice(0, 30)}`, json: { ...valid, [field]: wrong } })
      }
    }
    if (Array.isArray(valid.advisorIds)) {
      const ids = valid.advisorIds as number[]
      const variants = [
        [],
        ids.slice(1),
        [...ids, ids[0]],
        [...ids, 999_999],
        [...ids.slice(1), 'abc'],
        [...ids.slice(1), -1],
        [...ids.slice(1), 1.5],
        [...ids.slice(1), true],
        [ids],
        [...ids.slice(1), ids[1]],
      ]
      for (const advisorIds of variants)
        bad.push({ what: `advisorIds ${JSON.stringify(advisorIds)}`, json: { advisorIds } })
      for (const n of ids)
        bad.push({ what: `without advisor ${n}`, json: { advisorIds: ids.filter((id) => id !== n) } })
      const next = random(seed)
      for (let n = 0; n < 15; n += 1) {
        const advisorIds = [...ids.slice(1), 1000 + Math.floor(next() * 1e6)].sort(() => next() - 0.5)
        bad.push({ what: `advisorIds ${JSON.stringify(advisorIds)}`, json: { advisorIds } })
      }
    }
  }
  if (route.form) {
    const next = random(seed)
    for (const type of ['application/json', 'text/plain', 'multipart/form-data', null]) {
      bad.push({ what: `content type ${type}`, rawBody: '{"photo":"x"}', contentType: type })
    }
    for (const text of ['--x\r\nnonsense', '--x--', 'garbage', '']) {
      bad.push({
        what: `broken multipart ${JSON.stringify(text)}`,
        rawBody: text,
        contentType: 'multipart/form-data; boundary=x',
      })
    }
    const files: [string, Uint8Array][] = [
      ['svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['html', new TextEncoder().encode('<html><script>alert(1)</script></html>')],
      ['pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj')],
      ['zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
      ['jpeg header only', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
      ['png header only', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      ['empty', new Uint8Array()],
      ...Array.from({ length: 40 }, (_, n): [string, Uint8Array] => [
        `random ${n}`,
        Uint8Array.from({ length: 64 + n * 50 }, () => Math.floor(next() * 256)),
      ]),
    ]
    for (const [name, bytes] of files) {
      const form = new FormData()
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg')
      bad.push({ what: `file ${name}`, rawBody: form })
    }
    const misnamed = new FormData()
    misnamed.append('file', (await route.form()).get('photo')!)
    bad.push({ what: 'field named file', rawBody: misnamed })
  }
  if (route.id) for (const id of badIds(seed)) bad.push({ what: `id ${JSON.stringify(id)}`, id })
  if (!route.body && !route.form && !route.id)
    for (const key of badKeys(seed)) bad.push({ what: `key ${key.slice(0, 20)}`, key })
  return bad
}

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe.each(routeCases(await testPayload()).map((route, index) => ({ ...route, index })))('$name', (route) => {
  it('answers at least 50 malformed requests with 4xx and stores nothing', async () => {
    const validId = route.id && route.body ? await route.id() : undefined
    const requests = await badRequests(route, route.index + 1)
    expect(requests.length).toBeGreaterThanOrEqual(50)
    const before = await snapshot(payload)
    const wrong: string[] = []
    for (const bad of requests) {
      const { what, ...options } = bad
      const key = 'key' in bad ? bad.key : route.spamChecked ? undefined : ADMIN_KEY
      const answer = await send(route, { ...options, key, id: bad.id ?? validId ?? '', ip: nextIp() })
      if (answer.status < 400 || answer.status >= 500)
        wrong.push(`${what}: ${answer.status} ${answer.text.slice(0, 80)}`)
    }
    expect(wrong).toEqual([])
    expect(await snapshot(payload)).toBe(before)
  })
})
