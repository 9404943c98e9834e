import fs from 'node:fs'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

const source = fs.readFileSync('public/tracker.js', 'utf8')

describe('the tracker script', () => {
  it('is at most 1 KB gzipped', () => {
    expect(zlib.gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(1024)
  })

  it('uses no cookies or browser storage and posts to our own origin', () => {
    expect(source).not.toMatch(/\.cookie|localStorage|sessionStorage|indexedDB/)
    expect(source).toContain("'/api/events'")
    expect(source).not.toMatch(/https?:\/\//)
  })
})
