import { LEAD_KINDS, type LeadKind, kindOfSegment } from '@/contracts/lead-kinds'

import { getAssessment, submitAssessment } from './assessments'
import type { Handler, IdContext, PayloadContext } from '@/http/http'
import { submitInquiry } from './inquiries'
import { leadInbox } from './lead-inbox'

type KindContext = { params: Promise<{ kind: string }> }
type KindIdContext = { params: Promise<{ kind: string; id: string }> }
type Inbox = ReturnType<typeof leadInbox>

/** What is a kind's own: the public form it submits, and (assessments only) the read of one lead. */
const OWN: Record<LeadKind, { submit: Handler<PayloadContext>; read?: Handler<PayloadContext<IdContext>> }> = {
  assessment: { submit: submitAssessment, read: getAssessment },
  inquiry: { submit: submitInquiry },
}

const INBOX = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, leadInbox(kind)])) as Record<LeadKind, Inbox>

/**
 * A handler of /api/{segment}…, for the kind whose route segment it is. Another segment answers
 * 404 and a kind without the call 405, as Next.js does for a path or method no route file has.
 */
function byKind<C extends KindContext>(
  pick: (kind: LeadKind) => Handler<PayloadContext<C>> | undefined,
): Handler<PayloadContext<C>> {
  return async (request, context) => {
    const kind = kindOfSegment((await context.params).kind)
    if (!kind) return new Response(null, { status: 404 })
    const handler = pick(kind)
    return handler ? handler(request, context) : new Response(null, { status: 405 })
  }
}

const inbox = <C extends KindContext = KindIdContext>(call: keyof Inbox) =>
  byKind<C>((kind) => INBOX[kind][call] as Handler<PayloadContext<C>>)

/** The lead routes of every kind (src/app/api/[kind]/…): the spec's /api/assessments… and /api/contact…. */
export const leadHandlers = {
  list: inbox<KindContext>('list'),
  submit: byKind<KindContext>((kind) => OWN[kind].submit),
  read: byKind<KindIdContext>((kind) => OWN[kind].read),
  update: inbox('update'),
  trash: inbox('trash'),
  notes: inbox('notes'),
  addNote: inbox('addNote'),
  reply: inbox('reply'),
  export: inbox<KindContext>('export'),
  listTrash: inbox<KindContext>('listTrash'),
  restore: inbox('restore'),
  deletePermanently: inbox('deletePermanently'),
}
