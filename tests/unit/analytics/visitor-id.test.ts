import { describe, expect, it } from 'vitest'

import { visitorId, VisitorIds } from '@/lib/analytics/visitor-id'

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
})
