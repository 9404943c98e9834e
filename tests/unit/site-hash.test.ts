import { describe, expect, it } from 'vitest'

import { sectionFromHash } from '../../src/app/(site)/_components/scroll-to-section'

describe('the section a URL hash names', () => {
  it('decodes percent-encoding', () => {
    expect(sectionFromHash('#about')).toBe('about')
    expect(sectionFromHash('#caf%C3%A9')).toBe('café')
    expect(sectionFromHash('')).toBe('')
  })

  it('takes a hash that is not valid percent-encoding literally instead of throwing', () => {
    expect(sectionFromHash('#100%')).toBe('100%')
    expect(sectionFromHash('#%E0%A4%A')).toBe('%E0%A4%A')
  })
})
