import { describe, expect, it } from 'vitest'

import { CATEGORY_ADVICE } from '@/lib/assessment/advice'
import { QUESTIONS } from '@/lib/assessment/questions'
import { assessmentResult } from '@/lib/assessment/results'
import { scoreAnswers } from '@/lib/assessment/scoring'
import { resultsPdf, type ResultsPdfInput } from '@/leads/results-pdf'

import { pdfText } from '../fixtures/pdf-text'

const answers = Object.fromEntries(QUESTIONS.map((question, index) => [question.id, index < 6 ? 1 : 3]))

type Economics = { lifetimeGrossProfit: number | null; customerAcquisitionCost: number | null }

const input = (
  businessName: string,
  economics: Economics = { lifetimeGrossProfit: 12000, customerAcquisitionCost: 3000 },
) =>
  ({
    firmName: 'Keystone Legacy Partners',
    result: assessmentResult({ businessName, ...scoreAnswers(answers), ...economics }),
    resultsUrl: 'https://example.com/assessment/results/MTI.' + 'a'.repeat(43),
    nextStep: { label: 'Book a call with Priya Raman', url: 'https://example.com/assessment/results/MTI.abc#book' },
    benchmark: 'Your score is higher than 68% of the 31 founders who took the assessment.',
    takenAt: new Date('2026-11-02T10:00:00Z'),
  }) satisfies ResultsPdfInput

describe('the results PDF', () => {
  it('holds, as selectable text, the score of 84, every area, the focus actions, the economics and the next step', async () => {
    const given = input('Meeting Mills')
    const { result } = given
    const { text, title } = await pdfText(await resultsPdf(given))
    const flat = text.replace(/\s+/g, ' ')
    expect(title).toBe('Keystone Legacy Partners assessment results')
    expect(flat).toContain(`${result.totalScore}/84`)
    expect(flat).toContain(`${result.percent}% of the maximum score · ${result.rating.label}`)
    for (const category of result.categories) expect(flat).toContain(`${category.label}`)
    for (const category of result.categories) expect(flat).toContain(`${category.score}/${category.max}`)
    expect(flat).toContain(`Where to focus first: ${result.focus.label}`)
    expect(result.focus.id).toBe('leadership')
    for (const action of CATEGORY_ADVICE.leadership.actions) expect(flat).toContain(action)
    expect(flat).toContain('LTV/CAC ratio 4.0 : 1 · score 6/10')
    expect(flat).toContain('Your score is higher than 68% of the 31 founders who took the assessment.')
    expect(flat).toContain('Book a call with Priya Raman:')
    expect(flat).toContain('Meeting Mills · November 2, 2026')
  })

  it('writes a name in another script without failing, and says when the economics are missing', async () => {
    const { text } = await pdfText(
      await resultsPdf(input('Café Łódź 東京', { lifetimeGrossProfit: null, customerAcquisitionCost: null })),
    )
    expect(text).toContain('Café ?ódz ??')
    expect(text.replace(/\s+/g, ' ')).toContain('Not calculated: the ratio needs both your lifetime gross profit')
  })
})
