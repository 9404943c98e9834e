import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/upload/route'

import { ADMIN_KEY, testPayload } from '../helpers'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const form = (bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg', field = 'photo') => {
  const data = new FormData()
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
  return data
}

async function upload(body: BodyInit, key: string | null = ADMIN_KEY, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost:3000/api/upload', {
    method: 'POST',
    headers: { 'x-client-ip': '203.0.113.9', ...(key ? { 'x-api-key': key } : {}), ...headers },
    body,
    duplex: 'half',
  } as RequestInit)
  const response = await POST(request, undefined)
  const text = await response.text()
  return { status: response.status, text }
}

const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
const storedFile = (url: string) => path.join(process.env.MEDIA_DIR!, decodeURIComponent(url.split('/').pop()!))

/** A 40x20 landscape JPEG whose EXIF says "rotate 90° clockwise" and which carries a camera tag. */
const rotatedJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam' } } })
    .toBuffer()

describe('POST /api/upload', () => {
  it('stores a JPEG upright and without EXIF, answering 201 {url}', async () => {
    const input = await rotatedJpeg()
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const answer = await upload(form(input))
    expect(answer.status).toBe(201)
    const { url } = JSON.parse(answer.text) as { url: string }
    expect(url).toMatch(/^\/cms-api\/media\/file\/photo-[0-9a-f-]+\.jpg$/)
    const stored = await sharp(fs.readFileSync(storedFile(url))).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 })
    expect(stored.exif).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
  })

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('accepts a %s image', async (format, type) => {
    const input = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
      .toFormat(format)
      .toBuffer()
    const answer = await upload(form(input, `x.${format}`, type))
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.text).url).toMatch(new RegExp(`\\.${format}$`))
  })

  it('judges the type by the bytes: SVG and text dressed as JPEG are 415s', async () => {
    const before = await mediaCount()
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    for (const body of [
      form(svg, 'a.svg', 'image/svg+xml'),
      form(svg, 'a.jpg', 'image/jpeg'),
      form(new TextEncoder().encode('hello'), 'a.png', 'image/png'),
    ]) {
      const answer = await upload(body)
      expect(answer).toEqual({ status: 415, text: 'Please select an image file' })
    }
    const truncated = (await rotatedJpeg()).subarray(0, 200)
    expect(await upload(form(truncated))).toEqual({ status: 415, text: 'Please select an image file' })
    expect(await mediaCount()).toBe(before)
  })

  it('refuses files over 5 MB with a 413', async () => {
    const before = await mediaCount()
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(await rotatedJpeg())
    expect(await upload(form(big))).toEqual({ status: 413, text: 'File size must be less than 5MB' })
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024 * 1024))
      },
    })
    const streamed = await upload(stream, ADMIN_KEY, { 'content-type': 'multipart/form-data; boundary=x' })
    expect(streamed).toEqual({ status: 413, text: 'File size must be less than 5MB' })
    expect(await mediaCount()).toBe(before)
  })

  it('refuses decompression bombs before decoding them', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024)
    const answer = await upload(form(bomb, 'bomb.png', 'image/png'))
    expect(answer.status).toBe(413)
  })

  it('needs multipart with a photo field', async () => {
    expect(
      (await upload(JSON.stringify({ photo: 'x' }), ADMIN_KEY, { 'content-type': 'application/json' })).status,
    ).toBe(415)
    expect(await upload(form(await rotatedJpeg(), 'a.jpg', 'image/jpeg', 'image'))).toEqual({
      status: 400,
      text: 'Missing file field: photo',
    })
    const broken = await upload('--x\r\nnonsense', ADMIN_KEY, { 'content-type': 'multipart/form-data; boundary=x' })
    expect(broken.status).toBe(400)
  })

  it('needs the admin key', async () => {
    const before = await mediaCount()
    expect((await upload(form(await rotatedJpeg()), null)).status).toBe(401)
    expect((await upload(form(await rotatedJpeg()), 'wrong-key')).status).toBe(401)
    expect((await upload(form(await rotatedJpeg()), null, { authorization: 'Bearer wrong-key' })).status).toBe(401)
    expect(await mediaCount()).toBe(before)
  })

  it('takes the key as a bearer credential too', async () => {
    const answer = await upload(form(await rotatedJpeg()), null, { authorization: `Bearer ${ADMIN_KEY}` })
    expect(answer.status).toBe(201)
  })
})
