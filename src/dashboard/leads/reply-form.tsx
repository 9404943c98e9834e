'use client'

import { type FormEvent, useState } from 'react'

import type { Id } from '@/contracts/ids'
import { fillTemplate, REPLY_LIMITS } from '@/contracts/lead-replies'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { useReplyTemplates, useSendReply } from '@/dashboard/api/people'
import { Button } from '@/dashboard/ui/button'
import { Field, Input, Textarea } from '@/dashboard/ui/fields'
import { Select } from '@/dashboard/ui/select'
import { useUnsavedChanges } from '@/dashboard/unsaved-changes'

/** An e-mail to the lead, sent by the server from the firm's address with Reply-To the partner. */
export function ReplyForm({ kind, id, name, email }: { kind: LeadKind; id: Id; name: string; email: string }) {
  const templates = useReplyTemplates()
  const send = useSendReply(kind, id, email)
  const [subject, setSubject] = useState('')
  const [text, setText] = useState('')
  const [template, setTemplate] = useState('')
  useUnsavedChanges({ subject, text })

  const applyTemplate = (value: string) => {
    setTemplate(value)
    const chosen = templates.data?.templates[Number(value)]
    if (!chosen) return
    const values = { name: name.split(/\s+/)[0] ?? name, firm: templates.data?.firmName ?? '' }
    setSubject(fillTemplate(chosen.subject, values))
    setText(fillTemplate(chosen.text, values))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!subject.trim() || !text.trim()) return
    send.mutate(
      { subject, text },
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
      {options.length > 0 && (
        <Select
          value={template}
          onValueChange={applyTemplate}
          options={options}
          placeholder="Start from a template"
          aria-label="Reply template"
        />
      )}
      <Field id="lead-reply-subject" label="Subject">
        <Input
          id="lead-reply-subject"
          value={subject}
          maxLength={REPLY_LIMITS.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </Field>
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
        <Button type="submit" disabled={!subject.trim() || !text.trim() || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  )
}
