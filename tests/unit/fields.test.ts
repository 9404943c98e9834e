import { describe, expect, it } from 'vitest'

import { email, optionalEnum, optionalImageUrl, optionalText, optionalWebUrl } from '@/contracts/fields'

describe('request field rules', () => {
  it('optional text: absent stays absent, blank or null clears, text is trimmed', () => {
    const text = optionalText(5)
    expect(text.parse(undefined)).toBeUndefined()
    expect(text.parse(null)).toBeNull()
    expect(text.parse('   ')).toBeNull()
    expect(text.parse(' ab ')).toBe('ab')
    expect(text.safeParse('toolong').success).toBe(false)
    expect(text.safeParse(5).success).toBe(false)
  })

  it('web URLs are http(s) only', () => {
    expect(optionalWebUrl.parse('https://www.linkedin.com/in/x')).toBe('https://www.linkedin.com/in/x')
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x', 'linkedin.com/in/x', '/local']) {
      expect(optionalWebUrl.safeParse(bad).success).toBe(false)
    }
  })

  it('image URLs are http(s) or a path on this site', () => {
    expect(optionalImageUrl.parse('/cms-api/media/file/a.jpg')).toBe('/cms-api/media/file/a.jpg')
    expect(optionalImageUrl.parse('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg')
    for (const bad of ['//evil.example/a.jpg', 'javascript:alert(1)', 'a.jpg']) {
      expect(optionalImageUrl.safeParse(bad).success).toBe(false)
    }
  })

  it('e-mail addresses are checked and trimmed', () => {
    expect(email.parse(' a@example.com ')).toBe('a@example.com')
    expect(email.safeParse('a@').success).toBe(false)
    expect(email.safeParse(`${'a'.repeat(250)}@example.com`).success).toBe(false)
  })

  it('optional choices accept a listed value, blank (cleared) or nothing', () => {
    const choice = optionalEnum(['Healthcare', 'Other'] as const)
    expect(choice.parse('Healthcare')).toBe('Healthcare')
    expect(choice.parse('')).toBeNull()
    expect(choice.parse(undefined)).toBeUndefined()
    expect(choice.safeParse('Alchemy').success).toBe(false)
  })
})
