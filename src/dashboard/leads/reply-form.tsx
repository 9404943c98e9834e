'use client'

import { type FormEvent, useState } from 'react'

import type { Id } from '@/contracts/ids'
import { replySubject } from '@/contracts/inbound-email'
import { fillTemplate, REPLY_LIMITS } from '@/contracts/lead-replies'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { usePerson, useReplyTemplates, useSendReply } from '@/dashboard/api/people'
import { useDraftReply } from '@/dashboard/api/pipeline'
import { Button } from '@/dashboard/ui/button'
import { Field, Input, Textarea } from '@/dashboard/ui/fields'
import { Select } from '@/dashboard/ui/select'
import { useUnsavedChanges } from '@/dashboard/unsaved-changes'

/** An e-mail to the lead, sent by the server from the firm's address with Reply-To the partner. */
export function ReplyForm({ kind, id, name, email }: { kind: LeadKind; id: Id; name: string; email: string }) {
  const templates = useReplyTemplates()
  const send = useSendReply(kind, id, email)
  const draft = useDraftReply(email)
  const [subject, setSubject] = useState('')
  const [text, setText] = useState('')
  const [template, setTemplate] = useState('')
  useUnsavedChanges({ subject, text })
  // A person who wrote back gets the reply in their conversation: the server sends it as "Re:" their subject.
  const answered = usePerson(email).data?.lastAnswerSubject
  const threaded = answered ? replySubject(answered).slice(0, REPLY_LIMITS.subject) : null

  const applyTemplate = (value: string) => {
    setTemplate(value)
    const chosen = templates.data?.templates[Number(value)]
    if (!chosen) return
    const values = { name: name.split(/\s+/)[0] ?? name, firm: templates.data?.firmName ?? '' }
    setSubject(fillTemplate(chosen.subject, values))
    setText(fillTemplate(chosen.text, values))
  }
  // A draft from the person's leads fills the form; the partner edits it and presses Send.
  const applyDraft = () =>
    draft.mutate(undefined, {
      onSuccess: (drafted) => {
        setTemplate('')
        setSubject(drafted.subject)
        setText(drafted.text)
      },
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!(threaded ?? subject).trim() || !text.trim()) return
    send.mutate(
      { subject: threaded ?? subject, text },
      {
        onSuccess: () => {
          setSubject('')
          setText('')
          setTemplate('')
        },
      },
    )
  }

  const options = (templates.data?.templates ?? []).map((entry, index) => ({ value: String(index), label: entry.name }))
  return (
    <form onSubmit={submit} className="space-y-2" aria-labelledby="lead-reply-title">
      <h3 id="lead-reply-title" className="text-sm font-semibold text-ink">
        Reply to {email}
      </h3>
      <div className="flex gap-2">
        {options.length > 0 && (
          <Select
            value={template}
            onValueChange={applyTemplate}
            options={options}
            placeholder="Start from a template"
            aria-label="Reply template"
            className="flex-1"
          />
        )}
        <Button variant="outline" onClick={applyDraft} disabled={draft.isPending}>
          {draft.isPending ? 'Drafting...' : 'Draft'}
        </Button>
      </div>
      <Field id="lead-reply-subject" label="Subject">
        <Input
          id="lead-reply-subject"
          value={threaded ?? subject}
          readOnly={threaded !== null}
          aria-describedby={threaded ? 'lead-reply-thread' : undefined}
          maxLength={REPLY_LIMITS.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </Field>
      {threaded && (
        <p id="lead-reply-thread" className="text-xs text-muted">
          Sent in their conversation, as an answer to their last e-mail.
        </p>
      )}
      <Field id="lead-reply-text" label="Message">
        <Textarea
          id="lead-reply-text"
          rows={6}
          value={text}
          maxLength={REPLY_LIMITS.text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={!(threaded ?? subject).trim() || !text.trim() || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  )
}
