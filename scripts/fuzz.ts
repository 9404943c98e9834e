/**
 * `npm run fuzz`: malformed requests to every route of the product's API (`src/app/api`), to
 * every collection's and global's paths of Payload's REST API (`/cms-api`, files included), to the
 * image optimizer, and malformed server action calls to the CMS's pages and to public ones,
 * against the production build (`npm run build` first) on a fresh temporary database on
 * 127.0.0.1. Each request comes from an address of its own (the server trusts X-Forwarded-For
 * here), so the wrong-key lockout and the rate limits do not hide what lies behind them. Prints
 * the count and every answer of 500 or more (grouped by route), and exits 1 when there is one.
 * Bounded: one pass, 20 s per request. Arguments narrow it to the routes containing one of them
 * (`npm run fuzz -- /team-members /cms-api/users`); each failure is also printed as it happens.
 */
import fs from 'node:fs'
import path from 'node:path'

import { buildServerActions, PAYLOAD_SERVER_FUNCTIONS } from '../src/server/server-actions'
import { startProductionServer } from './production-server'

const IDS = [
  '1',
  '999999',
  'abc',
  '-1',
  '1e3',
  '0x10',
  '%00',
  'a'.repeat(300),
  '1.5',
  '9007199254740993',
  '%2e%2e',
  '%E0%A4%A',
  '{}',
  // Beyond Latin-1: a zero-width space, an emoji.
  '%E2%80%8B',
  '%F0%9F%98%80',
]
const deep = `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`
const wrongTypes = JSON.stringify({
  id: { $gt: 1 },
  name: ['x'],
  email: { a: 1 },
  displayOrder: 'x',
  createdAt: 'x',
  totalScore: -1,
  answers: { q1: 'x' },
  ids: [{}, null],
  logo: [1],
  assessment: -1,
})
type Body = { text: string; type: string } | undefined
const json = (text: string): Body => ({ text, type: 'application/json' })
/** A multipart form as the CMS sends its saves: the fields as JSON in `_payload`, a file in `file`. */
const form = (fields: Record<string, string>): Body => ({
  type: 'multipart/form-data; boundary=fuzz',
  text: `${Object.entries(fields)
    .map(([name, value]) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--fuzz--\r\n`,
})
/** Relations to documents that do not exist, in every collection's relation fields. */
const missingRelations = JSON.stringify({
  logo: 99999,
  photo: 99999,
  assessment: 99999,
  contactInquiry: 99999,
  meta: { image: 99999 },
  document: { relationTo: 'advisors', value: 99999 },
  user: 99999,
  authors: [99999],
})
const BODIES: Body[] = [
  undefined,
  ...['', '{', 'null', '[]', '"x"', '12', deep, wrongTypes, missingRelations, '\u0000\ud800'].map(json),
  // A missing relation alone, so no other field's refusal comes first (a team member's CMS account).
  json('{"user":99999}'),
]
/** Bodies only Payload's REST API reads: forms, and JSON under another media type. */
const CMS_BODIES: Body[] = [
  form({ _payload: 'notjson' }),
  form({ _payload: 'null' }),
  form({ _payload: wrongTypes }),
  form({ _payload: '{}', file: 'null' }),
  form({ other: '1' }),
  { text: '--fuzz\r\nbroken', type: 'multipart/form-data; boundary=fuzz' },
  { text: '{}', type: 'multipart/mixed; boundary=fuzz' },
  { text: wrongTypes, type: 'text/plain' },
]
const QUERIES = [
  '',
  '?page=abc',
  '?page=1&limit=-1',
  '?limit=1000000',
  '?range=weird',
  '?from=2020-13-45&to=x',
  '?assessmentIds=1,abc',
  '?q=%25%25%25',
  '?q=%E0%A4%A',
  '?q=%E2%80%8B%E5%B0%8F',
  '?path=/%F0%9F%98%80&where[name][equals]=%E5%B0%8F',
  `?q=${'x'.repeat(5000)}`,
  '?sort=__proto__',
  '?depth=999',
  '?where[createdAt][near]=x',
  '?where[id][in]=a,b',
  '?where[createdAt][less_than]=notadate',
  '?where[nope][equals]=1',
  '?where[id][all]=1',
  '?where[__proto__][polluted]=1',
]
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

const formQuery = (query: string): Body => ({
  text: query.replace(/^\?/, ''),
  type: 'application/x-www-form-urlencoded',
})
/** POSTs Payload would read as a GET whose query is the body: the header it reads, the CMS's own, other methods. */
const OVERRIDES: [headers: Record<string, string>, body: Body][] = [
  ...QUERIES.map((query): [Record<string, string>, Body] => [
    { 'x-payload-http-method-override': 'GET' },
    formQuery(query),
  ]),
  [{ 'x-http-method-override': 'GET' }, formQuery('where[password][exists]=true')],
  [{ 'x-payload-http-method-override': 'GET' }, json('{"locale":"x","where":{"id":{"in":"a"}}}')],
  [{ 'x-payload-http-method-override': 'PATCH' }, json('{}')],
  [{ 'x-payload-http-method-override': 'get' }, formQuery('depth=abc')],
]
/** Paths whose dot segments, redirect targets or tokens were found to mislead. */
const TRICKY_PATHS = [
  '/x/%2e%2e/cms-api/advisors',
  '/api/%2E%2e/cms-api/users',
  '/insights/%2e%2e/cms-api/assessments',
  '/api/preview/exit?path=/%09/evil.example/',
  '/api/preview/exit?path=%2F%5Cevil.example',
  '/api/preview/exit?path=%E0%A4%A',
  '/api/preview/exit?path=/%E2%80%8B',
  '/api/preview/exit?path=/%E5%B0%8F/%F0%9F%98%80?q=%C3%A9',
  '/api/preview/exit?path=/%ED%A0%80',
  '/%E2%80%8B',
  '/insights/%E5%B0%8F%E5%AD%A6',
  '/assessment/results/%F0%9F%98%80',
  '/api/contact/%E2%80%8B/notes',
  '/assessment/results/MTI.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/assessment/results/%2e%2e',
  `/assessment/results/${'A'.repeat(300)}`,
]

/** Pages a server action can be sent to: the CMS's, and public ones (which take none). */
const ACTION_PAGES = [
  '/cms',
  '/cms/login',
  '/cms/account',
  '/cms/collections/advisors',
  '/cms/collections/blog-posts/1',
  '/',
  '/insights',
]
const text = (body: string): Body => ({ text: body, type: 'text/plain;charset=UTF-8' })
/** Calls as Next.js's client sends them, and calls it never would. */
const ACTION_BODIES: Body[] = [
  undefined,
  ...[
    '',
    'x',
    '[',
    '[]',
    '[null]',
    '[{}]',
    '{"a":1}',
    '"$@"',
    '["$Q1"]',
    '["$n1x"]',
    deep,
    '["abc","en"]',
    '["abc",{}]',
  ].map(text),
  ...[...PAYLOAD_SERVER_FUNCTIONS, 'nope', '__proto__'].flatMap((name) =>
    [
      `[{"name":"${name}","args":{}}]`,
      `[{"name":"${name}","args":[]}]`,
      `[{"name":"${name}","args":${wrongTypes}}]`,
    ].map(text),
  ),
  form({ '0': '[{"name":"render-list","args":{"collectionSlug":"$K1"}}]', '1_x': 'y' }),
  form({ '1': '[]' }),
  { text: '--fuzz\r\nbroken', type: 'multipart/form-data; boundary=fuzz' },
  json('[{"name":"form-state","args":{}}]'),
]
/** Sources for the image optimizer: files no upload has, and paths that do not decode. */
const IMAGE_SOURCES = [
  ...IDS.flatMap((id) => [`/cms-api/media/file/${id}`, `/images/${id}`, `/images/${id}.png`]),
  '//evil.example/a.png',
  'https://evil.example/a.png',
  '/_next/image?url=/images/a.png',
  '',
]
/** A stranger, and credentials that name no one. */
const ACTION_CREDENTIALS: Record<string, string>[] = [
  {},
  { cookie: 'payload-token=forged' },
  { authorization: 'JWT forged' },
]

/**
 * Credentials that are present but not valid: the front server must neither read the body of a
 * write carrying them nor fail on them (the app answers from the credentials alone).
 */
const FORGED_CREDENTIALS: Record<string, string>[] = [
  ...ACTION_CREDENTIALS.slice(1),
  { authorization: 'Bearer forged' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { cookie: 'payload-token=a.b.c; payload-token=' },
  { authorization: 'JWT eyJhbGciOiJub25lIn0.eyJleHAiOjk5OTk5OTk5OTl9.' },
]

/** The product's API routes, from the app directory (`/api/assessments/[id]`). */
function apiRoutes(dir = path.join('src', 'app', 'api')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return apiRoutes(full)
    return entry.name === 'route.ts'
      ? [`/${path.relative(path.join('src', 'app'), dir).split(path.sep).join('/')}`]
      : []
  })
}

/** Payload's REST paths of every collection and global of the configuration. */
async function cmsRoutes(): Promise<string[]> {
  const { default: config } = await import('../src/payload.config')
  const { collections, globals } = await config
  return [
    ...collections.flatMap(({ slug, upload }) =>
      ['', '/[id]', '/count', '/versions', '/[id]/restore', ...(upload ? ['/file/[id]'] : [])].map(
        (tail) => `/cms-api/${slug}${tail}`,
      ),
    ),
    ...globals.flatMap(({ slug }) => [`/cms-api/globals/${slug}`, `/cms-api/globals/${slug}/versions`]),
    '/cms-api/users/login',
    '/cms-api/users/me',
    '/cms-api/access',
    '/cms-api/graphql',
  ]
}

async function main() {
  // The beacon and the upload have their own tests (their bodies are not JSON).
  const only = process.argv.slice(2)
  const routes = [...apiRoutes().filter((route) => !/\/(events|upload)$/.test(route)), ...(await cmsRoutes())].filter(
    (route) => only.length === 0 || only.some((part) => route.includes(part)),
  )
  const server = await startProductionServer({ env: { JOBS_AUTORUN: 'false' } })
  const keys = [undefined, server.adminKey, 'wrong-key']
  const failures = new Map<string, string[]>()
  let sent = 0
  const send = async (
    method: string,
    target: string,
    body: Body,
    key: string | undefined,
    extraHeaders: Record<string, string> = {},
  ) => {
    sent += 1
    const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`
    const headers: Record<string, string> = { 'x-forwarded-for': address, ...extraHeaders }
    if (key) headers['x-api-key'] = key
    if (body) headers['content-type'] = body.type
    let status: number | string
    try {
      const response = await fetch(server.baseURL + target, {
        method,
        headers,
        body: body?.text,
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      })
      await response.arrayBuffer()
      status = response.status
    } catch (error) {
      status = (error as Error).message
    }
    if (typeof status === 'number' && status < 500) return
    const route = `${method} ${target.replace(/\?.*/, '').slice(0, 100)}`
    const failure = `${status} ${target.slice(0, 120)} ${body?.type ?? ''} ${(body?.text ?? '').slice(0, 60)}`
    console.log(`  ! ${method} ${failure}`)
    failures.set(route, [...(failures.get(route) ?? []), failure])
  }
  try {
    for (const route of routes) {
      const targets = route.includes('[') ? IDS.map((id) => route.replace(/\[[^\]]+\]/g, id)) : [route]
      for (const target of targets)
        for (const method of METHODS)
          for (const key of keys) {
            const bodies =
              method === 'GET' || method === 'DELETE'
                ? [undefined]
                : route.startsWith('/cms-api')
                  ? [...BODIES, ...CMS_BODIES]
                  : BODIES
            for (const body of bodies) await send(method, target, body, key)
            if (method === 'GET' && key === server.adminKey)
              for (const query of QUERIES) await send(method, target + query, undefined, key)
          }
      console.log(`  ${route}: ${sent} requests so far`)
    }
    for (const route of routes.filter((candidate) => candidate.startsWith('/cms-api') && !candidate.includes('[')))
      for (const [headers, body] of OVERRIDES) for (const key of keys) await send('POST', route, body, key, headers)
    for (const target of TRICKY_PATHS)
      for (const method of METHODS)
        for (const key of keys) await send(method, target, method === 'GET' ? undefined : json('{}'), key)
    for (const route of [...routes.filter((candidate) => candidate.startsWith('/cms-api')), '/api/upload'])
      for (const method of ['POST', 'PATCH', 'DELETE'])
        for (const credentials of FORGED_CREDENTIALS)
          for (const key of [undefined, 'wrong-key'])
            await send(method, route.replace(/\[[^\]]+\]/g, '1'), json('{"name":"x"}'), key, credentials)
    for (const email of ['admin@example.com', 'nobody@example.com', '', 'x'.repeat(300)])
      await send('POST', '/cms-api/users/forgot-password', json(JSON.stringify({ email })), undefined)
    console.log(`  method overrides, tricky paths, forged credentials and resets: ${sent} requests so far`)
    for (const source of IMAGE_SOURCES)
      for (const query of ['&w=640&q=75', '&w=1&q=1', ''])
        await send('GET', `/_next/image?url=${source}${query}`, undefined, undefined)
    console.log(`  /_next/image: ${sent} requests so far`)
    const { payloadFunction, languageSwitch } = buildServerActions(process.cwd())
    const actionIds = [payloadFunction ?? '', languageSwitch ?? '', 'f'.repeat(42), '00', '']
    for (const page of ACTION_PAGES) {
      for (const actionId of actionIds)
        for (const credentials of ACTION_CREDENTIALS)
          for (const body of ACTION_BODIES)
            await send('POST', page, body, undefined, { 'next-action': actionId, ...credentials })
      // The way a form without JavaScript runs an action.
      await send('POST', page, form({ [`$ACTION_ID_${payloadFunction}`]: '', name: 'x' }), undefined)
      console.log(`  server actions on ${page}: ${sent} requests so far`)
    }
  } finally {
    await server.stop()
  }
  const count = [...failures.values()].reduce((sum, list) => sum + list.length, 0)
  const total = routes.length + 1 + ACTION_PAGES.length
  console.log(`\n${sent} requests to ${total} routes and pages, ${count} answered 500 or more (or not at all)`)
  for (const [route, list] of failures)
    console.log(`  ${list.length} × ${route}\n    ${list.slice(0, 3).join('\n    ')}`)
  if (count > 0) process.exitCode = 1
}

await main()
