import { describe, expect, it } from 'vitest'

import { formatCareerLines, parseCareerLines, parseTeamBio, serializeTeamBio } from '@/lib/team-bio'

describe('team bio', () => {
  it('reads a JSON string bio and round-trips it', () => {
    const bio = {
      overview: 'Twenty years in growth equity.',
      career: [{ role: 'Partner', institution: 'Acme Capital' }],
      pillars: [{ icon: 'Rocket' as const, title: 'Scale', description: 'Grow fast.' }],
      philosophy: 'Patience.',
    }
    expect(parseTeamBio(serializeTeamBio(bio))).toEqual(bio)
    expect(parseTeamBio(bio)).toEqual(bio)
  })

  it('tolerates a plain string as the overview', () => {
    expect(parseTeamBio('Just text')).toEqual({ overview: 'Just text', career: [], pillars: [], philosophy: '' })
  })

  it('keeps at most three complete pillars and falls back to TrendingUp for unknown icons', () => {
    const pillars = [
      { icon: 'NoSuchIcon', title: 'A', description: 'a' },
      { icon: 'Target', title: 'B', description: '' },
      { title: 'C', description: 'c' },
      { icon: 'Gem', title: 'D', description: 'd' },
      { icon: 'Zap', title: 'E', description: 'e' },
    ]
    expect(parseTeamBio({ pillars }).pillars).toEqual([
      { icon: 'TrendingUp', title: 'A', description: 'a' },
      { icon: 'Target', title: 'C', description: 'c' },
      { icon: 'Gem', title: 'D', description: 'd' },
    ])
  })

  it('parses career lines as "role at institution"; a line without "at" is a role alone', () => {
    expect(parseCareerLines('Partner at Acme Capital\n\n  Board Member  \nVP at Bank at Large')).toEqual([
      { role: 'Partner', institution: 'Acme Capital' },
      { role: 'Board Member', institution: '' },
      { role: 'VP', institution: 'Bank at Large' },
    ])
    expect(formatCareerLines(parseCareerLines('Partner at Acme\nAdvisor'))).toBe('Partner at Acme\nAdvisor')
  })
})
