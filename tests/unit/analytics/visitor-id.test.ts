import { describe, expect, it } from 'vitest'

import { visitorId, VisitorIds } from '@/analytics/model/visitor-id'

describe('VisitorIds', () => {
  it('answers the visitor id of every input, under the salt it is given', () => {
    const ids = new VisitorIds(2)
    const inputs = [
      ['198.51.100.1', 'Firefox', 'a.example'],
      ['198.51.100.2', 'Firefox', 'a.example'],
      ['198.51.100.1', 'Firefox', 'a.example'],
      ['198.51.100.3', '', 'a.example'],
      ['198.51.100.1', 'Firefox', 'a.example'],
    ] as const
    for (const salt of ['monday', 'tuesday', 'monday'])
      for (const [ip, userAgent, host] of inputs)
        expect(ids.of(salt, ip, userAgent, host)).toBe(visitorId(salt, ip, userAgent, host))
    expect(ids.of('monday', '198.51.100.1', 'Firefox', 'a.example')).not.toBe(
      ids.of('tuesday', '198.51.100.1', 'Firefox', 'a.example'),
    )
  })

  it('keeps at most its bound of ids, one address rotating user agents included', () => {
    const ids = new VisitorIds(3)
    for (let n = 0; n < 10; n += 1) {
      const userAgent = `Agent ${n}`
      expect(ids.of('monday', '198.51.100.1', userAgent, 'a.example')).toBe(
        visitorId('monday', '198.51.100.1', userAgent, 'a.example'),
      )
    }
    expect((ids as unknown as { size: number }).size).toBeLessThanOrEqual(3)
  })
})
