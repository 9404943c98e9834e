import type { Payload, PayloadRequest, TypedUser } from 'payload'

import type { Person, TimelineEntry } from '@/contracts/people'
import type { AssessmentAnswers, PersonWithPipeline } from '@/contracts/pipeline'
import type { Task } from '@/contracts/tasks'
import { assessmentResult } from '@/lib/assessment/results'
import { parseResultInput } from '@/lib/assessment/result-input'
import { QUESTIONS } from '@/lib/assessment/questions'
import { ratingForScore } from '@/lib/rating'
import { resultsPath } from '@/lib/results-token'
import type { Assessment } from '@/payload-types'

import { listTasks } from '../tasks/tasks'
import { ensurePersonRecord, pipelineOf } from './person-record'
import { inTransaction } from '../transaction'

type Caller = { payload: Payload; user: TypedUser }

/** An assessment's answers grouped by area, with each area's score and the results page. */
export function assessmentAnswers(secret: string, doc: Assessment): AssessmentAnswers {
  const input = parseResultInput(doc)
  const result = input ? assessmentResult(input) : null
  const given = (doc.answers ?? {}) as Record<string, unknown>
  return {
    id: doc.id,
    businessName: doc.businessName,
    totalScore: doc.totalScore,
    // A total alone (an import) still has its rating.
    rating: ratingForScore(doc.totalScore).label,
    resultsPath: input ? resultsPath(secret, doc) : null,
    weakestArea: result?.focus.label ?? null,
    areas: (result?.categories ?? []).map((area) => ({
      id: area.id,
      label: area.label,
      score: area.score,
      max: area.max,
      answers: QUESTIONS.filter((question) => question.category === area.id).flatMap((question) => {
        const points = given[question.id]
        return typeof points === 'number' && question.options[points] !== undefined
          ? [{ question: question.prompt, answer: question.options[points], points }]
          : []
      }),
    })),
  }
}

/** The person's tasks on their timeline: each added, and each finished. */
function taskEntries(tasks: Task[]): TimelineEntry[] {
  return tasks.flatMap((task) => [
    {
      type: 'task' as const,
      at: task.createdAt,
      lead: null,
      author: task.createdBy,
      summary: `Task: ${task.title}, due ${task.dueDay ?? task.dueAt}`,
      text: '',
    },
    ...(task.done && task.doneAt
      ? [
          {
            type: 'taskDone' as const,
            at: task.doneAt,
            lead: null,
            author: null,
            summary: `Task done: ${task.title}`,
            text: '',
          },
        ]
      : []),
  ])
}

/**
 * GET /api/people's person with their pipeline (stage, owner, follow-up, deal), tasks (open first),
 * assessments' answers and results pages; the tasks join the timeline.
 */
export async function withPipeline(caller: Caller, person: Person): Promise<PersonWithPipeline> {
  const record = await inTransaction(caller.payload, caller.user, (req: PayloadRequest) =>
    ensurePersonRecord(req, person.email),
  )
  const tasks = await listTasks(caller, { key: person.email, withDone: true })
  const { docs } = person.assessments.length
    ? await caller.payload.find({
        collection: 'assessments',
        where: { id: { in: person.assessments.map((lead) => lead.id) } },
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        user: caller.user,
        overrideAccess: false,
      })
    : { docs: [] }
  const timeline = [...person.timeline, ...taskEntries(tasks)].sort((a, b) => b.at.localeCompare(a.at))
  return {
    ...person,
    ...(record
      ? pipelineOf(record)
      : {
          stage: 'new' as const,
          since: new Date().toISOString(),
          owner: null,
          followUpOn: null,
          deal: { amount: null, round: null, expectedClose: null, summary: null },
        }),
    tasks: [...tasks.filter((task) => !task.done), ...tasks.filter((task) => task.done)],
    answers: docs.map((doc) => assessmentAnswers(caller.payload.secret, doc)),
    timeline,
  }
}
