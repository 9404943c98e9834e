import type { TypedUser } from 'payload'

import type { LeadOwner } from '@/contracts/owners'
import { TASK_BODY_BYTES, taskCreateSchema, taskListQuerySchema, taskPatchSchema } from '@/contracts/tasks'
import { requireLeadWorker } from '@/http/auth'
import { ApiError, type IdContext, invalidFieldsError, jsonResponse, type PayloadContext, readJson } from '@/http/http'
import { resolveOwner } from '@/leads/owners/owners'
import { parseDocId } from '@/lib/ids'

import { ensurePersonRecord, personKeyOf } from '../pipeline/person-record'
import { invalidQuery, parseQuery } from '../pipeline/query'
import { callerOwner, createTask, deleteTask, findTask, listTasks, taskOf, updateTask } from './tasks'

type Caller = Awaited<ReturnType<typeof requireLeadWorker>>

const TASK_NOT_FOUND = 'Task not found'

/** The owner a body names: a user who works leads (else a 400 naming `ownerId`); null or '' clears. */
async function ownerFrom(caller: Caller, ownerId: number | string | null | undefined) {
  if (ownerId === undefined) return undefined
  if (ownerId === null || ownerId === '') return null
  const owner = ownerId === 'me' ? callerOwner(caller.user) : await resolveOwner(caller.payload, ownerId)
  if (!owner) throw invalidFieldsError(['ownerId'])
  return owner
}

async function taskOr404(caller: Caller, raw: string) {
  const id = parseDocId(raw, caller.payload.db.defaultIDType)
  const task = id === null ? null : await findTask(caller, id)
  if (!task) throw new ApiError(404, TASK_NOT_FOUND)
  return task
}

const ownerOfPerson = (person: { ownerUser?: unknown; owner?: string | null }): LeadOwner | null => {
  const id =
    person.ownerUser && typeof person.ownerUser === 'object'
      ? (person.ownerUser as { id: number }).id
      : person.ownerUser
  return id === null || id === undefined ? null : { id: id as number, name: person.owner ?? '', email: '', role: '' }
}

/**
 * POST /api/tasks {email, title, dueAt, ownerId?} → 201 the task. The owner defaults to the
 * person's, else the caller; an address no lead has is a 404.
 */
export async function postTask(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const body = taskCreateSchema.parse(await readJson(request, TASK_BODY_BYTES))
  const owner = await ownerFrom(caller, body.ownerId)
  const key = personKeyOf(body.email)
  const task = await createTask(caller, async (req) => {
    // A write: a lead whose person record is missing gets it now, as a move would.
    const person = await ensurePersonRecord(req, key)
    if (!person) throw new ApiError(404, 'No lead has this e-mail address')
    return {
      key,
      email: person.email,
      title: body.title,
      due: body.dueAt,
      owner: owner !== undefined ? owner : (ownerOfPerson(person) ?? callerOwner(caller.user)),
    }
  })
  return jsonResponse(task, 201)
}

const ownerIdOf = (caller: Caller, raw: string | undefined, user: TypedUser) => {
  if (raw === undefined) return undefined
  const id = raw === 'me' ? user.id : parseDocId(raw, caller.payload.db.defaultIDType)
  if (id === null) throw invalidQuery(['owner'])
  return id
}

/** GET /api/tasks?owner=<id|me>&due=today|overdue|upcoming&email=&done=1: open tasks, overdue first. */
export async function getTasks(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const query = parseQuery(taskListQuerySchema, new URL(request.url).searchParams)
  return jsonResponse(
    await listTasks(caller, {
      ownerId: ownerIdOf(caller, query.owner, caller.user),
      due: query.due,
      key: query.email ? personKeyOf(query.email) : undefined,
      withDone: query.done === '1',
    }),
  )
}

/** GET /api/tasks/{id}. */
export async function getTask(request: Request, { params, payload }: PayloadContext<IdContext>): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  return jsonResponse(taskOf(await taskOr404(caller, (await params).id)))
}

/** PATCH /api/tasks/{id} {done?, title?, dueAt?, ownerId?}. */
export async function patchTask(request: Request, { params, payload }: PayloadContext<IdContext>): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const task = await taskOr404(caller, (await params).id)
  const body = taskPatchSchema.parse(await readJson(request, TASK_BODY_BYTES))
  const owner = await ownerFrom(caller, body.ownerId)
  return jsonResponse(await updateTask(caller, task, { done: body.done, title: body.title, dueAt: body.dueAt, owner }))
}

/** DELETE /api/tasks/{id}: gone for good, and never reminded. */
export async function removeTask(request: Request, { params, payload }: PayloadContext<IdContext>): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const task = await taskOr404(caller, (await params).id)
  await deleteTask(caller, task)
  return jsonResponse({ success: true, id: task.id })
}
