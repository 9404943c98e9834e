/**
 * Tasks about a person ("send the NDA"), each with a due instant and an owner who is e-mailed once
 * when it falls due. /api/tasks; docs/api.md (section "Tasks").
 */
import { z } from './zod'

import { isCalendarDay } from '@/lib/calendar-day'

import { email } from './fields'
import { idSchema } from './ids'

export const TASKS_ROUTE = '/api/tasks'
export const taskRoute = (id: number | string) => `${TASKS_ROUTE}/${encodeURIComponent(String(id))}`
export const TASK_TITLE_MAX_LENGTH = 200
export const TASK_BODY_BYTES = 16 * 1024

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** A day (YYYY-MM-DD, reminded at 08:00 in SITE_TIMEZONE) or an instant with its offset. */
export const dueAtSchema = z
  .string()
  .trim()
  .refine(
    (value) => isCalendarDay(value) || (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))),
    'must be a date (YYYY-MM-DD) or a date-time with its offset',
  )

const ownerId = z
  .union([idSchema, z.string().trim().min(1).max(40)])
  .nullable()
  .optional()

export const taskCreateSchema = z.strictObject({
  email,
  title: z.string().trim().min(1).max(TASK_TITLE_MAX_LENGTH),
  dueAt: dueAtSchema,
  ownerId,
})
export type TaskCreateInput = z.input<typeof taskCreateSchema>

export const taskPatchSchema = z
  .strictObject({
    done: z.boolean().optional(),
    title: z.string().trim().min(1).max(TASK_TITLE_MAX_LENGTH).optional(),
    dueAt: dueAtSchema.optional(),
    ownerId,
  })
  .refine((data) => Object.values(data).some((value) => value !== undefined), {
    message: 'No fields to update',
    path: ['body'],
  })
export type TaskPatchInput = z.input<typeof taskPatchSchema>

export const TASK_DUE_FILTERS = ['today', 'overdue', 'upcoming'] as const

/** GET /api/tasks: `owner` a user's id or `me`, `due`, `email` (one person's), `done=1` to include finished ones. */
export const taskListQuerySchema = z.strictObject({
  owner: z.string().trim().min(1).max(40).optional(),
  due: z.enum(TASK_DUE_FILTERS).optional(),
  email: email.optional(),
  done: z.enum(['0', '1']).optional(),
})

export type Task = {
  id: number | string
  email: string
  title: string
  dueAt: string
  /** Set when the task was given a day without a time. */
  dueDay: string | null
  owner: { id: number | string; name: string } | null
  createdBy: string
  done: boolean
  doneAt: string | null
  createdAt: string
}
