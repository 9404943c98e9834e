import { describe, expect, it } from 'vitest'

import { type BannerFacts, startupBanner } from '../../scripts/startup-banner'

const facts: BannerFacts = {
  base: 'http://localhost:3000',
  keyFromEnv: false,
  passwordFromEnv: false,
  firstStart: true,
  secretsFile: '/srv/site/data/secrets.json',
  cmsEmail: 'admin@example.com',
  adminApiKey: 'generated-admin-key-0123456789abcdefghijklmnop',
  cmsAdminPassword: 'generated-cms-password',
  terminal: false,
}

describe('the first-start banner', () => {
  it('says where the generated key and password are when its output may be collected, never what they are', () => {
    const banner = startupBanner(facts)
    expect(banner).not.toContain(facts.adminApiKey)
    expect(banner).not.toContain(facts.cmsAdminPassword)
    expect(banner).not.toContain(facts.cmsEmail)
    expect(banner).toContain('  Admin key   (in /srv/site/data/secrets.json)')
    expect(banner).toContain(
      '  CMS login   the CMS_ADMIN_EMAIL user / (the password in /srv/site/data/secrets.json; change it in the CMS)',
    )
    expect(banner).toContain('Ready on http://localhost:3000')
  })

  it('shows them on a terminal on the first start only, and says where they are on every later start', () => {
    const banner = startupBanner({ ...facts, terminal: true })
    expect(banner).toContain(`  Admin key   ${facts.adminApiKey}`)
    expect(banner).toContain(`admin@example.com / ${facts.cmsAdminPassword} (first start only`)
    const later = startupBanner({ ...facts, terminal: true, firstStart: false })
    expect(later).not.toContain(facts.adminApiKey)
    expect(later).not.toContain(facts.cmsAdminPassword)
    expect(later).toContain('  Admin key   (in /srv/site/data/secrets.json)')
    expect(later).toContain(
      '  CMS login   admin@example.com / (the password in /srv/site/data/secrets.json, unless changed in the CMS)',
    )
  })

  it('names values set in the environment by their variable', () => {
    const banner = startupBanner({ ...facts, terminal: true, keyFromEnv: true, passwordFromEnv: true })
    expect(banner).toContain('  Admin key   (from ADMIN_API_KEY)')
    expect(banner).toContain('  CMS login   admin@example.com / (from CMS_ADMIN_PASSWORD, unless changed in the CMS)')
  })
})
