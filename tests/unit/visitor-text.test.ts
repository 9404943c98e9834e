import { describe, expect, it } from 'vitest'

import { linkFreeText } from '@/leads/visitor-text'

describe("visitor text in the firm's e-mails", () => {
  it('keeps names that could be no link', () => {
    for (const name of ['Maria Lopez', "J. R. O'Brien-Smith", 'José Núñez', 'Acme Co. Ltd', 'St. Louis Dental'])
      expect(linkFreeText(name), name).toBe(name)
  })

  it('drops anything a mail client may turn into a link', () => {
    for (const text of [
      'Visit http://phish.example now',
      'phish.example',
      'PHISH.EXAMPLE',
      'www.phish',
      'bit.ly/abc',
      'mail me@phish.example',
      'mailto:x',
      'visit phish[.]example',
      'hxxp://phish',
    ])
      expect(linkFreeText(text), text).toBeNull()
  })
})
