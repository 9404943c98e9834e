import { describe, expect, it } from 'vitest'

import { eventBody, MAX_URL_LENGTH, wellFormedEvent } from '@/contracts/analytics-event'

const url = 'https://keystone.example/insights'
const long = `https://keystone.example/${'a'.repeat(MAX_URL_LENGTH)}`

const bodies: unknown[] = [
  { name: 'pageview', url },
  { name: 'pageview', url, referrer: 'https://www.google.com/', width: 1440 },
  { name: 'assessment_step', url, referrer: '', width: 0, step: 40 },
  { name: 'pageview', url, extra: 'dropped' },
  { name: 'future_goal_2', url: 'HTTP://keystone.example/' },
  { name: 'pageview', url: 'ftp://keystone.example/' },
  { name: 'pageview', url: 'https://' },
  { name: 'pageview', url: long },
  { name: 'pageview', url, referrer: long },
  { name: 'pageview', url, referrer: null },
  { name: 'pageview', url, width: 1.5 },
  { name: 'pageview', url, width: -1 },
  { name: 'pageview', url, width: 100_001 },
  { name: 'pageview', url, width: '1440' },
  { name: 'pageview', url, step: 41 },
  { name: 'pageview', url, step: null },
  { name: 'PageView', url },
  { name: '_x', url },
  { name: 'a'.repeat(41), url },
  { name: 1, url },
  { url },
  { name: 'pageview' },
  [],
  null,
  'pageview',
  42,
]

describe('wellFormedEvent', () => {
  it('accepts only what eventBody accepts, with the same value', () => {
    for (const body of bodies) {
      const fast = wellFormedEvent(body)
      const parsed = eventBody.safeParse(body)
      if (fast) expect(parsed.data, JSON.stringify(body)).toEqual(fast)
    }
  })

  it('takes the tracker’s bodies without zod', () => {
    for (const body of bodies.slice(0, 5)) expect(wellFormedEvent(body), JSON.stringify(body)).toBeDefined()
  })

  it('leaves every malformed body to eventBody', () => {
    for (const body of bodies.slice(5)) expect(wellFormedEvent(body), JSON.stringify(body)).toBeUndefined()
  })
})
