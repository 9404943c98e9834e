import { describe, expect, it } from 'vitest'

import { blogPostUpdateRequestSchema } from '@/contracts/blog-posts'
import { localDateTime, publishAtInstant } from '@/endpoints/publish-at'
import { cardText, titleSize } from '@/lib/share-card/text'

describe("'Publish at'", () => {
  it('reads a wall-clock time in the site’s time zone, summer and winter', () => {
    expect(publishAtInstant('2030-01-15T09:00', 'America/Chicago').toISOString()).toBe('2030-01-15T15:00:00.000Z')
    expect(publishAtInstant('2030-07-15T09:00', 'America/Chicago').toISOString()).toBe('2030-07-15T14:00:00.000Z')
    expect(publishAtInstant('2030-07-15T09:00:30', 'Europe/Berlin').toISOString()).toBe('2030-07-15T07:00:30.000Z')
  })

  it('takes an instant with an offset as given', () => {
    expect(publishAtInstant('2030-01-15T09:00:00Z', 'America/Chicago').toISOString()).toBe('2030-01-15T09:00:00.000Z')
    expect(publishAtInstant('2030-01-15T09:00+02:00', 'America/Chicago').toISOString()).toBe('2030-01-15T07:00:00.000Z')
  })

  it('shows an instant back as the date-and-time field reads it', () => {
    expect(localDateTime('2030-01-15T15:00:00.000Z', 'America/Chicago')).toBe('2030-01-15T09:00')
    expect(localDateTime('2030-07-15T14:00:00.000Z', 'America/Chicago')).toBe('2030-07-15T09:00')
  })

  it.each(['tomorrow', '2030-01-15', '2030-13-01T09:00', '2030-01-15T24:61', '15/01/2030 09:00', 'x'.repeat(41)])(
    'refuses %s, naming publishAt',
    (publishAt) => {
      const result = blogPostUpdateRequestSchema.safeParse({ publishAt })
      expect(result.success).toBe(false)
      expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['publishAt']))
    },
  )
})

describe('share card text', () => {
  it('keeps what the fonts draw and cuts long titles at a word', () => {
    expect(cardText('Growth 成長 in Asia 🚀 “quoted” – café', 100)).toBe('Growth in Asia “quoted” – café')
    expect(cardText('word '.repeat(50), 40)).toBe(`${'word '.repeat(7).trim()}…`)
    expect(titleSize('Short')).toBe(72)
    expect(titleSize('x'.repeat(120))).toBe(52)
  })
})
