import { describe, expect, it } from 'vitest'

import { assessLtvCac, ltvCacRatio, tableLtvCacScore } from '@/lib/ltv-cac'
import { ratingForScore } from '@/lib/rating'
import { readTime } from '@/lib/read-time'
import { postIdFromSlug, postSlug } from '@/lib/slug'

describe('ratingForScore', () => {
  it.each([
    [84, 'High Potential', 'green'],
    [70, 'High Potential', 'green'],
    [69, 'Moderate Potential', 'yellow'],
    [50, 'Moderate Potential', 'yellow'],
    [49, 'Needs Development', 'red'],
    [0, 'Needs Development', 'red'],
  ])('%i → %s (%s)', (score, label, tone) => {
    expect(ratingForScore(score)).toEqual({ label, tone })
  })
})

describe('LTV/CAC', () => {
  it('is unavailable when either input is missing or zero', () => {
    expect(ltvCacRatio(null, 100)).toBeNull()
    expect(ltvCacRatio(1000, 0)).toBeNull()
    expect(ltvCacRatio(1000, 250)).toBe(4)
  })

  it.each([
    [5, 10],
    [4.99, 8],
    [4, 8],
    [3, 6],
    [2, 4],
    [1, 2],
    [0.99, 0],
  ])('table score for %f is %i', (ratio, score) => {
    expect(tableLtvCacScore(ratio)).toBe(score)
  })

  it.each([
    [10, 10, 'Exceptional - Outstanding customer economics'],
    [9.99, 8, 'Excellent - Strong customer value creation'],
    [5, 8, 'Excellent - Strong customer value creation'],
    [3, 6, 'Good - Positive unit economics'],
    [1, 4, 'Acceptable - Break-even or minimal profit'],
    [0.5, 2, 'Poor - Negative unit economics'],
  ])('panel reading for %f is %i, %s', (ratio, score, label) => {
    expect(assessLtvCac(ratio)).toEqual({ ratio, score, label })
  })
})

describe('read time', () => {
  it('is words ÷ 200 rounded up', () => {
    expect(readTime('word '.repeat(200))).toBe('1 min read')
    expect(readTime('word '.repeat(201))).toBe('2 min read')
    expect(readTime('')).toBe('1 min read')
  })
})

describe('post slugs', () => {
  it('lowercases, drops non-alphanumerics, collapses spaces and appends the id', () => {
    expect(postSlug('What Growth Capital Really Costs: A Founder’s Guide', 12)).toBe(
      'what-growth-capital-really-costs-a-founders-guide-12',
    )
    expect(postSlug('  LTV/CAC   ratio  ', 'abc123')).toBe('ltvcac-ratio-abc123')
  })

  it('reads the id after the last hyphen', () => {
    expect(postIdFromSlug('what-growth-capital-12')).toBe('12')
    expect(postIdFromSlug('42')).toBe('42')
    expect(postIdFromSlug('no-id-')).toBeNull()
    expect(postIdFromSlug('bad-id-%20')).toBeNull()
  })
})
