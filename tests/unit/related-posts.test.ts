import { describe, expect, it } from 'vitest'

import { relatedPosts } from '@/insights/related'

const post = (id: number, tags: string[], day: number) => ({
  id,
  tags,
  publishedAt: `2026-01-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  createdAt: '2025-01-01T00:00:00.000Z',
})

describe('related insights', () => {
  const current = post(1, ['Succession', 'Family Business', 'Governance'], 10)

  it('ranks by shared tags, then by date, and never the post itself', () => {
    const candidates = [
      post(1, ['Succession'], 20),
      post(2, ['Succession'], 5),
      post(3, ['Succession', 'Governance'], 1),
      post(4, ['Metrics'], 28),
      post(5, ['Family Business'], 9),
    ]
    expect(relatedPosts(current, candidates).map((each) => each.id)).toEqual([3, 5, 2])
  })

  it('fills with the most recent posts when too few share a tag, each post once', () => {
    const candidates = [post(2, ['Succession'], 5), post(4, ['Metrics'], 28), post(6, [], 3), post(4, ['Metrics'], 28)]
    expect(relatedPosts(current, candidates).map((each) => each.id)).toEqual([2, 4, 6])
  })

  it('is empty when there is nothing else to read', () => {
    expect(relatedPosts(current, [post(1, [], 1)])).toEqual([])
  })
})
