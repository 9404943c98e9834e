import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE, GET, PATCH, POST } from '@/app/(payload)/cms-api/[...slug]/route'
import { GET as healthGET } from '@/app/api/health/route'

import { ADMIN_KEY, testPayload } from '../helpers'
import { plainTextBody } from '@/insights/markdown'

type Handler = typeof GET
let payload: Payload
let advisorId: number

beforeAll(async () => {
  payload = await testPayload()
  const advisor = await payload.create({
    collection: 'advisors',
    overrideAccess: true,
    data: { name: 'Ada', title: 'Partner', company: 'Acme', expertise: 'Ops', description: 'Runs things.' },
  })
  advisorId = advisor.id as number
})

async function cms(handler: Handler, pathname: string, init: RequestInit & { ip?: string } = {}) {
  const url = new URL(pathname, 'http://localhost:3000')
  const headers = new Headers(init.headers)
  headers.set('x-client-ip', init.ip ?? '203.0.113.7')
  const slug = url.pathname
    .replace(/^\/cms-api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const response = await handler(new Request(url, { ...init, headers }), { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, text, headers: response.headers }
}

const asAdmin = { 'x-api-key': ADMIN_KEY, 'content-type': 'application/json' }

describe('/cms-api refuses callers who are not signed in before Payload, but for the sign-in flows and media files', () => {
  it.each([
    ['GET', '/cms-api/advisors'],
    ['GET', '/cms-api/advisors/1'],
    ['GET', '/cms-api/advisors/count'],
    ['GET', '/cms-api/advisors/versions'],
    ['GET', '/cms-api/users'],
    ['GET', '/cms-api/assessments?where[email][exists]=true'],
    ['GET', '/cms-api/globals/site-settings'],
    ['GET', '/cms-api/media'],
    ['GET', '/cms-api/access'],
    ['GET', '/cms-api/payload-preferences'],
    ['GET', '/cms-api/nothing-here'],
    ['POST', '/cms-api/graphql'],
    ['POST', '/cms-api/advisors'],
    ['PATCH', '/cms-api/advisors/1'],
    ['DELETE', '/cms-api/advisors/1'],
    ['POST', '/cms-api/media/file/x.png'],
  ])('%s %s anonymously is 403', async (method, pathname) => {
    const handler = { GET, POST, PATCH, DELETE }[method]!
    const body = method === 'GET' || method === 'DELETE' ? undefined : '{}'
    const answer = await cms(handler, pathname, { method, body, headers: { 'content-type': 'application/json' } })
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.text)).toEqual({ errors: [{ message: 'You are not allowed to perform this action.' }] })
  })

  it('a forged session cookie is no signed-in caller', async () => {
    const answer = await cms(GET, '/cms-api/advisors', { headers: { cookie: 'payload-token=forged' } })
    expect(answer.status).toBe(403)
  })

  it('answers the session and sign-in flows and media files without a caller', async () => {
    const me = await cms(GET, '/cms-api/users/me')
    expect(me.status).toBe(200)
    expect(JSON.parse(me.text)).toMatchObject({ user: null })
    const signIn = await cms(POST, '/cms-api/users/login', {
      method: 'POST',
      ip: '198.51.100.90',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'test-cms-password' }),
    })
    expect(signIn.status).toBe(200)
    expect((await cms(POST, '/cms-api/users/logout', { method: 'POST' })).status).toBeLessThan(500)
    const file = await cms(GET, '/cms-api/media/file/no-such-file.png')
    expect(file.status).toBe(404)
  })
})

describe("/cms-api answers a signed-in caller's malformed requests that Payload 3.90 failed on with a 4xx", () => {
  it.each([
    ['/cms-api/advisors?limit=1.5', 200],
    ['/cms-api/advisors?where=notjson', 400],
    ['/cms-api/advisors?where[name][equals][$gt]=1', 400],
    ['/cms-api/advisors?where[name][equals][]=1', 400],
    ['/cms-api/advisors?where[name][like][0]=a&where[name][like][1]=b', 400],
    ['/cms-api/advisors?where[id][in]=a,b', 400],
    ['/cms-api/advisors?where[id][equals]=1e400', 400],
    ['/cms-api/advisors?where[displayOrder][not_like]=1e400', 400],
    ['/cms-api/advisors?where[createdAt][less_than]=notadate', 400],
    ['/cms-api/advisors?where[name][near]=1,2', 400],
    ['/cms-api/advisors?where[name][all]=a', 400],
    ['/cms-api/advisors?where[name][$ne]=x', 400],
    ['/cms-api/advisors/abc', 404],
    ['/cms-api/advisors/%7B%22a%22%3A1%7D', 404],
    ['/cms-api/advisors/versions', 404],
    ['/cms-api/globals/site-settings/versions', 404],
    ['/cms-api/media/file/no-such-file.png', 404],
    [`/cms-api/media/file/${'a'.repeat(300)}`, 404],
    ['/cms-api/media/file/%00', 404],
  ])('GET %s answers %i', async (pathname, status) => {
    expect((await cms(GET, pathname, { headers: asAdmin })).status).toBe(status)
  })

  const advisor = { name: 'A', title: 'T', company: 'C', expertise: 'E', description: 'D' }
  const portfolio = { name: 'P', sector: 'S', stage: 'Growth' }
  it.each([
    ['/cms-api/advisors', 'null', 400],
    ['/cms-api/advisors', '12', 400],
    ['/cms-api/advisors', JSON.stringify({ ...advisor, createdAt: 'notadate' }), 400],
    ['/cms-api/portfolio-companies', JSON.stringify({ ...portfolio, logo: 999999 }), 400],
    ['/cms-api/portfolio-companies?draft=true', JSON.stringify({ ...portfolio, logo: 999999 }), 400],
    ['/cms-api/portfolio-companies', JSON.stringify({ ...portfolio, logo: [1] }), 400],
    ['/cms-api/globals/site-settings', 'null', 400],
    ['/cms-api/users', JSON.stringify({ email: { a: 1 }, password: 'long enough 1' }), 400],
  ])('POST %s %s answers %i, storing nothing', async (pathname, body, status) => {
    const before = await payload.count({ collection: 'advisors' })
    const answer = await cms(POST, pathname, { method: 'POST', headers: asAdmin, body })
    expect(answer.status).toBe(status)
    expect(await payload.count({ collection: 'advisors' })).toEqual(before)
    expect(await payload.count({ collection: 'portfolio-companies', where: { name: { equals: 'P' } } })).toEqual({
      totalDocs: 0,
    })
  })

  it.each([
    ['a form that ends early', 'multipart/form-data; boundary=zzz', 'garbage', 400],
    ['a save as text', 'text/plain', 'name=A', 415],
  ])('POST of %s answers %i', async (_, type, body, status) => {
    const answer = await cms(POST, '/cms-api/advisors', {
      method: 'POST',
      headers: { 'x-api-key': ADMIN_KEY, 'content-type': type },
      body,
    })
    expect(answer.status).toBe(status)
  })

  it.each([
    ['_payload that is not JSON', [['_payload', 'junk']]],
    [
      '_payload sent twice',
      [
        ['_payload', '{}'],
        ['_payload', '{}'],
      ],
    ],
    ['file sent as text', [['file', '{"filename":"x.png"}']]],
  ])('a form with %s is a 400', async (_, fields) => {
    const form = new FormData()
    for (const [name, value] of fields) form.append(name, value)
    const answer = await cms(POST, '/cms-api/media', {
      method: 'POST',
      headers: { 'x-api-key': ADMIN_KEY },
      body: form,
    })
    expect(answer.status).toBe(400)
  })

  it('a deleted id that is no number is a 404', async () => {
    expect((await cms(DELETE, '/cms-api/advisors/abc', { method: 'DELETE', headers: asAdmin })).status).toBe(404)
  })

  it('still answers well-formed queries and ids', async () => {
    const list = await cms(
      GET,
      '/cms-api/advisors?depth=1&limit=5&page=1&sort=-displayOrder,name&where[name][equals]=Ada',
      { headers: asAdmin },
    )
    expect(list.status).toBe(200)
    expect(JSON.parse(list.text).docs.map((doc: { name: string }) => doc.name)).toEqual(['Ada'])
    expect((await cms(GET, `/cms-api/advisors/${advisorId}`, { headers: asAdmin })).status).toBe(200)
    expect((await cms(GET, '/cms-api/advisors/count', { headers: asAdmin })).status).toBe(200)
    expect((await cms(GET, '/cms-api/advisors/999999', { headers: asAdmin })).status).toBe(404)
  })

  it('GraphQL is switched off', async () => {
    const answer = await cms(POST, '/cms-api/graphql', {
      method: 'POST',
      headers: asAdmin,
      body: '{"query": "{ ',
    })
    expect(answer.status).toBe(404)
  })

  it('a collection without endpoints is a 404, not a 501', async () => {
    expect((await cms(GET, '/cms-api/payload-migrations', { headers: { 'x-api-key': ADMIN_KEY } })).status).toBe(404)
  })
})

describe('the CMS describes itself only to signed-in callers', () => {
  it.each(['/cms-api/access', '/cms-api/payload-migrations'])('GET %s anonymously is 403', async (pathname) => {
    const answer = await cms(GET, pathname)
    expect(answer.status).toBe(403)
    expect(answer.text).not.toContain('collections')
  })

  it('GET /cms-api/access answers a signed-in caller', async () => {
    const answer = await cms(GET, '/cms-api/access', { headers: { 'x-api-key': ADMIN_KEY } })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toHaveProperty('collections')
  })
})

describe('URL fields are checked by the collections, also through /cms-api', () => {
  it.each([
    ['advisors', { linkedinUrl: 'javascript:alert(1)' }, 'linkedinUrl'],
    ['advisors', { linkedinUrl: 'java\tscript:alert(1)' }, 'linkedinUrl'],
    ['advisors', { photo: '/\\evil.example/x.png' }, 'photo'],
    ['advisors', { photo: '//evil.example/x.png' }, 'photo'],
    ['advisors', { photo: 'javascript:alert(1)' }, 'photo'],
  ])('PATCH /cms-api/%s refuses %j', async (collection, data, field) => {
    const answer = await cms(PATCH, `/cms-api/${collection}/${advisorId}`, {
      method: 'PATCH',
      headers: asAdmin,
      body: JSON.stringify(data),
    })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(field)
    const stored = await payload.findByID({ collection: 'advisors', id: advisorId, overrideAccess: true })
    expect(stored.linkedinUrl ?? null).toBeNull()
    expect(stored.photo ?? null).toBeNull()
  })

  it('keeps http(s) links and paths on this site', async () => {
    const answer = await cms(PATCH, `/cms-api/advisors/${advisorId}`, {
      method: 'PATCH',
      headers: asAdmin,
      body: JSON.stringify({ linkedinUrl: 'https://www.linkedin.com/in/ada', photo: '/cms-api/media/file/ada.jpg' }),
    })
    expect(answer.status).toBe(200)
    await payload.update({
      collection: 'advisors',
      id: advisorId,
      overrideAccess: true,
      data: { linkedinUrl: null, photo: null },
    })
  })

  it('the CRM URL in site settings must be an http(s) address', async () => {
    const save = (crmUrl: string) =>
      cms(POST, '/cms-api/globals/site-settings', {
        method: 'POST',
        headers: asAdmin,
        body: JSON.stringify({ crmUrl }),
      })
    for (const crmUrl of ['javascript:alert(document.cookie)', 'crm.example', '//crm.example/x', 'ftp://crm.example']) {
      const refused = await save(crmUrl)
      expect(refused.status, crmUrl).toBe(400)
      expect(refused.text, crmUrl).toContain('Must be an http(s) URL')
    }
    expect((await payload.findGlobal({ slug: 'site-settings' })).crmUrl).toBe('https://app.hubspot.com/contacts')
    expect((await save('https://crm.example/contacts')).status).toBe(200)
    await save('https://app.hubspot.com/contacts')
  })

  it("saves site settings from the CMS's form with no notification e-mail (its empty list is sent as 0)", async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ bookingUrl: 'https://cal.example/firm', notificationEmails: 0 }))
    const answer = await cms(POST, '/cms-api/globals/site-settings', {
      method: 'POST',
      headers: { 'x-api-key': ADMIN_KEY },
      body: form,
    })
    expect(answer.status, answer.text).toBe(200)
    const stored = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(stored.bookingUrl).toBe('https://cal.example/firm')
    expect(stored.notificationEmails).toEqual([])
    const text = await cms(POST, '/cms-api/globals/site-settings', {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ notificationEmails: 'none' }),
    })
    // Payload's own refusal, naming the field.
    expect(text.status).toBe(400)
    expect(JSON.parse(text.text).errors[0].data.errors[0].path).toBe('notificationEmails')
  })

  it('lead websites are free text, but a scheme must be http(s)', async () => {
    const lead = {
      firstName: 'Lee',
      lastName: 'Doe',
      email: 'lee@example.com',
      industry: 'Manufacturing',
      inquiryType: 'general',
      message: 'Hello',
    }
    const refused = await cms(POST, '/cms-api/contact-inquiries', {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ ...lead, website: 'javascript:alert(document.cookie)' }),
    })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('website')
    for (const website of ['acme.example', 'https://acme.example']) {
      const kept = await cms(POST, '/cms-api/contact-inquiries', {
        method: 'POST',
        headers: asAdmin,
        body: JSON.stringify({ ...lead, website }),
      })
      expect(kept.status).toBe(201)
    }
  })
})

describe('CMS sign-in', () => {
  const login = (password: string, ip: string) =>
    cms(POST, '/cms-api/users/login', {
      method: 'POST',
      ip,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    })

  it('throttles wrong passwords per client address without locking the account', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login('wrong-password', '198.51.100.1')).status).toBe(401)
    const blocked = await login('test-cms-password', '198.51.100.1')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    const elsewhere = await login('test-cms-password', '198.51.100.2')
    expect(elsewhere.status).toBe(200)
    expect(JSON.parse(elsewhere.text)).toHaveProperty('token')
  })
})

describe('CMS password resets', () => {
  const reset = (email: string, ip: string) =>
    cms(POST, '/cms-api/users/forgot-password', {
      method: 'POST',
      ip,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })

  it('are throttled per client address like sign-ins', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await reset(`nobody-${attempt}@example.com`, '198.51.100.30')).status).toBe(200)
    const blocked = await reset('nobody-10@example.com', '198.51.100.30')
    expect(blocked.status).toBe(429)
    expect(JSON.parse(blocked.text)).toEqual({
      errors: [{ message: 'Too many password reset requests. Try again later.' }],
    })
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await reset('nobody-10@example.com', '198.51.100.31')).status).toBe(200)
  })

  it('reach one mailbox at most 5 times an hour, from wherever they come', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await reset('Target@example.com', `198.51.100.${40 + attempt}`)).status).toBe(200)
    const blocked = await reset('target@example.com', '198.51.100.50')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000)
  })
})

describe('a client locked out by wrong keys', () => {
  it('gets 429 with Retry-After on /cms-api, for the right key and for a sign-in, as on /api', async () => {
    const ip = '198.51.100.60'
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await cms(GET, '/cms-api/advisors', { ip, headers: { 'x-api-key': `wrong-${attempt}` } })
      expect(wrong.status).toBe(403)
    }
    const rightKey = await cms(GET, '/cms-api/advisors', { ip, headers: { 'x-api-key': ADMIN_KEY } })
    expect(rightKey.status).toBe(429)
    expect(JSON.parse(rightKey.text)).toEqual({ errors: [{ message: 'Too many failed attempts. Try again later.' }] })
    expect(Number(rightKey.headers.get('retry-after'))).toBeGreaterThan(0)
    const signIn = await cms(POST, '/cms-api/users/login', {
      method: 'POST',
      ip,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'test-cms-password' }),
    })
    expect(signIn.status).toBe(429)
    expect(Number(signIn.headers.get('retry-after'))).toBeGreaterThan(0)
    const anonymous = await cms(GET, '/cms-api/users/me', { ip })
    expect(anonymous.status).toBe(200)
    const elsewhere = await cms(GET, '/cms-api/advisors', { ip: '198.51.100.61', headers: asAdmin })
    expect(elsewhere.status).toBe(200)
  })
})

describe('a write whose body the front server withheld (no valid credential)', () => {
  it('is refused from its credentials alone, and a wrong key counts toward the lock-out', async () => {
    const ip = '198.51.100.70'
    const withheld = (headers: Record<string, string>) =>
      cms(POST, '/cms-api/advisors', { method: 'POST', ip, headers: { ...headers, 'x-body-withheld': '1' } })
    const forged = await withheld({ cookie: 'payload-token=forged' })
    expect(forged.status).toBe(403)
    expect(JSON.parse(forged.text)).toEqual({ errors: [{ message: 'You are not allowed to perform this action.' }] })
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await withheld({ 'x-api-key': `wrong-${attempt}` })).status).toBe(403)
    expect((await cms(GET, '/cms-api/advisors', { ip, headers: { 'x-api-key': ADMIN_KEY } })).status).toBe(429)
  })
})

describe('media uploaded through /cms-api', () => {
  const upload = async (bytes: Buffer, name: string, type: string) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    form.append('_payload', JSON.stringify({ alt: 'x' }))
    return cms(POST, '/cms-api/media', { method: 'POST', headers: { 'x-api-key': ADMIN_KEY }, body: form })
  }

  it('is re-encoded without EXIF and named after what it really is', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0c0' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam' } } })
      .toBuffer()
    const answer = await upload(jpeg, 'holiday.png', 'image/png')
    expect(answer.status).toBe(201)
    const { doc } = JSON.parse(answer.text) as { doc: { filename: string; mimeType: string } }
    expect(doc).toMatchObject({ filename: 'holiday.jpg', mimeType: 'image/jpeg' })
    const stored = await sharp(fs.readFileSync(path.join(process.env.MEDIA_DIR!, doc.filename))).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 })
    expect(stored.exif).toBeUndefined()
  })

  it('refuses a file that is not an image, whatever its name says', async () => {
    const answer = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.png',
      'image/png',
    )
    expect(answer.status).toBe(415)
    expect(answer.text).toContain('Please select an image file')
  })

  it('refuses a file over 5 MB', async () => {
    const answer = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.jpg', 'image/jpeg')
    expect(answer.status).toBe(413)
    expect(answer.text).toContain('File size must be less than 5MB')
  })
})

describe('GET /api/health', () => {
  it('counts published posts only', async () => {
    const before = JSON.parse(
      await (await healthGET(new Request('http://localhost:3000/api/health'), undefined)).text(),
    )
    await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      data: { title: 'Draft', summary: 'Not yet', content: plainTextBody('Soon'), isPublished: false },
    })
    const after = JSON.parse(await (await healthGET(new Request('http://localhost:3000/api/health'), undefined)).text())
    expect(after.posts).toBe(before.posts)
  })
})

describe('files on disk', () => {
  it('the database is readable by its owner only', () => {
    const file = process.env.DATABASE_URI!.replace(/^file:/, '')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    if (fs.existsSync(`${file}-wal`)) expect(fs.statSync(`${file}-wal`).mode & 0o777).toBe(0o600)
  })
})

describe('method overrides and caching on /cms-api', () => {
  it('a POST read as GET reaches nothing for a caller who is not signed in', async () => {
    for (const header of ['x-http-method-override', 'x-payload-http-method-override']) {
      const answer = await cms(POST, '/cms-api/users', {
        method: 'POST',
        headers: { [header]: 'GET', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'where[password][exists]=true',
      })
      expect(answer.status).toBe(403)
      expect(answer.text).not.toContain('admin@example.com')
    }
  })

  it("answers the CMS's own POST read as GET for a signed-in caller, a malformed query with a 400", async () => {
    const override = (body: string) =>
      cms(POST, '/cms-api/advisors', {
        method: 'POST',
        headers: {
          ...asAdmin,
          'content-type': 'application/x-www-form-urlencoded',
          'x-payload-http-method-override': 'GET',
        },
        body,
      })
    const bad = await override('where[name][$ne]=x')
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('name.$ne')
    const good = await override('where[name][equals]=Ada&limit=1')
    expect(good.status).toBe(200)
    expect(JSON.parse(good.text).docs.map((doc: { name: string }) => doc.name)).toEqual(['Ada'])
  })

  it('answers lead and user reads with Cache-Control: no-store', async () => {
    for (const pathname of ['/cms-api/assessments', '/cms-api/contact-inquiries', '/cms-api/users']) {
      const answer = await cms(GET, pathname, { headers: asAdmin })
      expect(answer.status, pathname).toBe(200)
      expect(answer.headers.get('cache-control'), pathname).toBe('no-store')
    }
  })
})

describe("a lead's history is append-only through the dashboard's endpoints", () => {
  it('refuses a lead note written through /cms-api, whatever author or type it names', async () => {
    const lead = await payload.create({
      collection: 'contact-inquiries',
      overrideAccess: true,
      data: {
        firstName: 'Lee',
        lastName: 'Doe',
        email: 'history@example.com',
        industry: 'Manufacturing',
        inquiryType: 'general',
        message: 'Hello',
      },
    })
    const forged = { contactInquiry: lead.id, type: 'status', from: 'new', to: 'won', author: 'managing@firm.example' }
    const answer = await cms(POST, '/cms-api/lead-notes', {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify(forged),
    })
    expect(answer.status).toBe(403)
    const notes = await payload.find({
      collection: 'lead-notes',
      where: { contactInquiry: { equals: lead.id } },
      overrideAccess: true,
    })
    expect(notes.totalDocs).toBe(0)
  })
})
