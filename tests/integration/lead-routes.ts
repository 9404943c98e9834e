/**
 * The lead route files (src/app/api/[kind]/…) as each kind's path reaches them: the kind's route
 * segment is put into the params, as Next.js does for /api/assessments… and /api/contact….
 */
import * as byId from '@/app/api/[kind]/[id]/route'
import * as notes from '@/app/api/[kind]/[id]/notes/route'
import * as reply from '@/app/api/[kind]/[id]/reply/route'
import * as exported from '@/app/api/[kind]/export/route'
import * as root from '@/app/api/[kind]/route'
import * as trashById from '@/app/api/[kind]/trash/[id]/route'
import * as restore from '@/app/api/[kind]/trash/[id]/restore/route'
import * as trash from '@/app/api/[kind]/trash/route'

type Call = (request: Request, context?: { params?: Promise<{ id: string }> }) => Promise<Response>
type Handlers<M> = { [K in keyof M as M[K] extends (...args: never[]) => unknown ? K : never]: Call }
type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

function at<M extends object>(segment: string, module: M): Handlers<M> {
  const calls = Object.entries(module)
    .filter((entry): entry is [string, Route] => typeof entry[1] === 'function')
    .map(([method, handler]) => {
      const call: Call = async (request, context) =>
        handler(request, { params: Promise.resolve({ ...(await context?.params), kind: segment }) })
      return [method, call]
    })
  return Object.fromEntries(calls) as Handlers<M>
}

export const assessments = at('assessments', root)
export const assessmentById = at('assessments', byId)
export const assessmentNotes = at('assessments', notes)
export const assessmentReply = at('assessments', reply)
export const assessmentExport = at('assessments', exported)
export const assessmentTrash = at('assessments', trash)
export const assessmentTrashById = at('assessments', trashById)
export const assessmentRestore = at('assessments', restore)
export const contact = at('contact', root)
export const inquiryById = at('contact', byId)
export const inquiryNotes = at('contact', notes)
export const inquiryReply = at('contact', reply)
export const inquiryExport = at('contact', exported)
export const inquiryRestore = at('contact', restore)
