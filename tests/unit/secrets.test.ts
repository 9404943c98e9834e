import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { assertStrongSecrets, ensureSecrets } from '@/config/secrets'

const keys = ['ADMIN_API_KEY', 'PAYLOAD_SECRET', 'CMS_ADMIN_PASSWORD', 'SECRETS_FILE'] as const
let saved: Record<string, string | undefined>
let dir: string

beforeEach(() => {
  saved = Object.fromEntries(keys.map((key) => [key, process.env[key]]))
  for (const key of keys) delete process.env[key]
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'))
})
afterEach(() => {
  for (const key of keys) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
})

describe('ensureSecrets', () => {
  it('generates strong secrets once, keeps them in data/secrets.json and reuses them', () => {
    const first = ensureSecrets(dir)
    expect(Buffer.from(first.adminApiKey, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(first.payloadSecret).not.toBe(first.adminApiKey)
    expect(process.env.ADMIN_API_KEY).toBe(first.adminApiKey)
    const file = path.join(dir, 'data/secrets.json')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    delete process.env.ADMIN_API_KEY
    delete process.env.PAYLOAD_SECRET
    expect(ensureSecrets(dir)).toEqual(first)
  })

  it('prefers values from the environment', () => {
    process.env.ADMIN_API_KEY = ' from-env '
    expect(ensureSecrets(dir).adminApiKey).toBe('from-env')
  })
})

describe('assertStrongSecrets', () => {
  const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv

  it('refuses a short key or secret set in the environment, naming each one', () => {
    expect(() => assertStrongSecrets(env({ ADMIN_API_KEY: 'k' }))).toThrow(
      /ADMIN_API_KEY must be at least 32 characters/,
    )
    expect(() => assertStrongSecrets(env({ PAYLOAD_SECRET: 'x'.repeat(31), CMS_ADMIN_PASSWORD: 'short' }))).toThrow(
      /PAYLOAD_SECRET must be at least 32 characters; CMS_ADMIN_PASSWORD must be at least 12 characters/,
    )
  })

  it('accepts long values and unset ones (those are generated)', () => {
    expect(() => assertStrongSecrets(env({}))).not.toThrow()
    expect(() =>
      assertStrongSecrets(
        env({ ADMIN_API_KEY: 'k'.repeat(32), PAYLOAD_SECRET: 's'.repeat(40), CMS_ADMIN_PASSWORD: 'p'.repeat(12) }),
      ),
    ).not.toThrow()
  })
})
