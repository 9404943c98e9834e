import { describe, expect, it } from 'vitest'

import { rulesEnhancedBio } from '@/ai/rules-bio'
import { MAX_BIO_CHARS } from '@/contracts/ai-answers'
import type { BioInput } from '@/contracts/ai-results'
import { ENHANCEMENT_TYPES } from '@/contracts/enumerations'

const input: BioInput = {
  bio: 'I am a partner with 20 years in healthcare investing. I led 15 investments and grew portfolio revenue by 40%. My team builds data platforms for clinics. I really love mentoring founders',
  name: 'Maria Lopez',
  title: 'Managing Partner',
  company: 'Legacy Capital',
  expertise: 'Healthcare, digital health and growth strategy',
  enhancementType: 'general',
  customInstructions: 'Make it concise, use bullet points and emphasize board experience',
}

const enhance = (overrides: Partial<BioInput>) => rulesEnhancedBio({ ...input, ...overrides })

describe('the rule-based bio enhancement', () => {
  it.each(ENHANCEMENT_TYPES)('writes a real %s rewrite in the third person, never an echo', (enhancementType) => {
    const bio = enhance({ enhancementType })
    expect(bio).not.toBe(input.bio)
    expect(bio).not.toContain(input.bio)
    expect(bio).toContain('Maria Lopez')
    expect(bio).toContain('Maria led 15 investments and grew portfolio revenue by 40%.')
    expect(bio).not.toMatch(/\bI\b|\bMy\b/)
    expect(bio).not.toContain('really')
    expect(bio).toBe(enhance({ enhancementType }))
  })

  it('gives every type its own structure', () => {
    const bios = ENHANCEMENT_TYPES.map((enhancementType) => enhance({ enhancementType }))
    expect(new Set(bios).size).toBe(ENHANCEMENT_TYPES.length)
    const [general, professional, achievements, expertise, technical, leadership, custom] = bios
    expect(general).toMatch(/^Maria Lopez is Managing Partner at Legacy Capital, working across Healthcare/)
    expect(general).toContain('Maria loves mentoring founders.')
    expect(professional).toMatch(/^Maria Lopez serves as Managing Partner at Legacy Capital\. Maria specialises in/)
    expect(achievements).toContain(
      'Highlights:\n• Maria is a partner with 20 years in healthcare investing.\n• Maria led 15 investments and grew portfolio revenue by 40%.',
    )
    expect(expertise).toContain('Areas of expertise: Healthcare, digital health and growth strategy.')
    // Technical leads with the technical sentence, leadership with the leadership one.
    expect(technical).toMatch(
      /as Managing Partner at Legacy Capital\. Maria’s team builds data platforms for clinics\./,
    )
    expect(leadership).toMatch(
      /^As Managing Partner at Legacy Capital, Maria Lopez leads with clarity and conviction\. Maria led 15/,
    )
    expect(custom).toContain('• Maria is a partner with 20 years in healthcare investing.')
    expect(custom).not.toContain('mentoring')
    expect(custom).toContain('Maria places particular emphasis on board experience.')
  })

  it('follows a warm, full-length custom instruction', () => {
    const bio = enhance({ enhancementType: 'custom', customInstructions: 'Keep it friendly' })
    expect(bio).toContain('Maria loves mentoring founders.')
    expect(bio).toContain('approachable, curious and always glad to help')
  })

  it('bounds a very long bio', () => {
    const bio = enhance({ bio: 'I build companies with founders. '.repeat(400), enhancementType: 'professional' })
    expect(bio.length).toBeLessThanOrEqual(MAX_BIO_CHARS)
  })
})
