import { describe, expect, it } from 'vitest'

import { funnelSteps } from '@/dashboard/model/analytics-funnels'

describe("a funnel's steps as staff type them", () => {
  it('reads pages, saved goals by name, a lead and a meeting, one a line', () => {
    const goals = [
      { id: 'g1', name: 'Downloaded the deck', visitors: 0, conversions: 0, conversionRate: 0, bySource: [] },
    ]
    expect(funnelSteps(' /insights/*\n\ndownloaded the deck\nassessment_completed\nmeeting\n', goals)).toEqual([
      { type: 'page', path: '/insights/*' },
      { type: 'goal', goal: 'g1' },
      { type: 'goal', goal: 'assessment_completed' },
      { type: 'meeting' },
    ])
    expect(funnelSteps('/\nlead', [])).toEqual([{ type: 'page', path: '/' }, { type: 'lead' }])
  })
})
