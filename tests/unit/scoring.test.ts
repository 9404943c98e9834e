import { describe, expect, it } from 'vitest'

import { CATEGORIES, QUESTIONS } from '@/lib/assessment/questions'
import { CATEGORY_MAX, scoreAnswers, unansweredQuestions, weakestCategory } from '@/lib/assessment/scoring'

const answerAll = (points: (index: number) => number) =>
  Object.fromEntries(QUESTIONS.map((question, index) => [question.id, points(index)]))

describe('assessment scoring', () => {
  it('gives 0 for all-lowest answers and exactly 84 for all-highest', () => {
    expect(scoreAnswers(answerAll(() => 0)).totalScore).toBe(0)
    expect(scoreAnswers(answerAll(() => 4)).totalScore).toBe(84)
  })

  it('category scores sum to the total and never exceed their maximum', () => {
    const score = scoreAnswers(answerAll((index) => index % 5))
    const sum = Object.values(score.categoryScores).reduce((a, b) => a + b, 0)
    expect(sum).toBe(score.totalScore)
    for (const { id } of CATEGORIES) expect(score.categoryScores[id]).toBeLessThanOrEqual(CATEGORY_MAX[id])
  })

  it('every question has five distinct options, says why it is asked and belongs to a category', () => {
    const ids = new Set(CATEGORIES.map((category) => category.id))
    for (const question of QUESTIONS) {
      expect(new Set(question.options).size).toBe(5)
      expect(question.why.length).toBeGreaterThan(20)
      expect(ids.has(question.category)).toBe(true)
    }
    expect(new Set(QUESTIONS.map((question) => question.id)).size).toBe(QUESTIONS.length)
  })

  it('refuses missing, fractional and out-of-range answers, naming the questions', () => {
    const answers: Record<string, unknown> = answerAll(() => 2)
    answers['succession-plan'] = 5
    answers['governance'] = 1.5
    delete answers['retention']
    expect(unansweredQuestions(answers)).toEqual(['succession-plan', 'governance', 'retention'])
    expect(() => scoreAnswers(answers)).toThrow(/succession-plan, governance, retention/)
  })

  it('ignores a client-sent total: only the answers count', () => {
    const answers = { ...answerAll(() => 1), totalScore: 84 }
    expect(scoreAnswers(answers).totalScore).toBe(21)
  })

  it('finds the weakest category by share of its maximum', () => {
    const answers = answerAll(() => 3)
    for (const question of QUESTIONS.filter((q) => q.category === 'operations')) answers[question.id] = 0
    expect(weakestCategory(scoreAnswers(answers).categoryScores)).toBe('operations')
  })
})
