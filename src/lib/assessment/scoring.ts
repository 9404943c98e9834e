import { MAX_ASSESSMENT_SCORE } from './options'

import { CATEGORIES, type CategoryId, POINTS_PER_QUESTION, QUESTIONS } from './questions'

/** The chosen option per question id: 0 (first option) to 4 (last option), worth as many points. */
export type CategoryScores = Record<CategoryId, number>
type Score = { totalScore: number; categoryScores: CategoryScores }

export const CATEGORY_MAX: CategoryScores = Object.fromEntries(
  CATEGORIES.map(({ id }) => [id, QUESTIONS.filter((q) => q.category === id).length * POINTS_PER_QUESTION]),
) as CategoryScores

if (QUESTIONS.length * POINTS_PER_QUESTION !== MAX_ASSESSMENT_SCORE) {
  throw new Error('The questionnaire must be worth exactly 84 points')
}

const isValidAnswer = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= POINTS_PER_QUESTION

/** The ids of questions without a valid answer, in questionnaire order. */
export const unansweredQuestions = (answers: Partial<Record<string, unknown>>): string[] =>
  QUESTIONS.filter((question) => !isValidAnswer(answers[question.id])).map((question) => question.id)

/** Scores a complete set of answers; throws when any question lacks a valid answer. */
export function scoreAnswers(answers: Partial<Record<string, unknown>>): Score {
  const missing = unansweredQuestions(answers)
  if (missing.length > 0) throw new Error(`Unanswered questions: ${missing.join(', ')}`)
  const categoryScores = Object.fromEntries(CATEGORIES.map(({ id }) => [id, 0])) as CategoryScores
  for (const question of QUESTIONS) categoryScores[question.category] += answers[question.id] as number
  const totalScore = Object.values(categoryScores).reduce((sum, points) => sum + points, 0)
  return { totalScore, categoryScores }
}

/** The category with the lowest share of its maximum: where advice is most useful. */
export function weakestCategory(categoryScores: CategoryScores): CategoryId {
  return CATEGORIES.map(({ id }) => id).reduce((weakest, id) =>
    categoryScores[id] / CATEGORY_MAX[id] < categoryScores[weakest] / CATEGORY_MAX[weakest] ? id : weakest,
  )
}
