'use client'

import { format } from 'date-fns'
import { type FormEvent, useState } from 'react'

import type { Id } from '@/contracts/ids'
import type { LeadKind } from '@/dashboard/model/lead-view'
import {
  LEAD_STATUS_LABELS,
  type LeadNote,
  type LeadStatus,
  NOTE_MAX_LENGTH,
  OWNER_MAX_LENGTH,
} from '@/contracts/lead-inbox'

import { isPendingNote, useAddNote, useLeadNotes, useUpdateTriage } from '../api/lead-triage'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Field, Input, Label, Textarea } from '../ui/fields'
import { useUnsavedChanges } from '../unsaved-changes'
import { StatusSelect } from './StatusSelect'

/** What the panel shows of a lead (from the table's row). */
export type PanelLead = { id: Id; name: string; email: string; status?: string | null; owner?: string | null }

const noteTime = (value: string) => {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM dd, yyyy HH:mm')
}

const statusLabel = (value: string | null) => (value ? (LEAD_STATUS_LABELS[value as LeadStatus] ?? value) : '—')

/** A note's text, or what a status or owner change did. */
function describe(note: LeadNote): string {
  if (note.type === 'status') return `Status: ${statusLabel(note.from)} → ${statusLabel(note.to)}`
  if (note.type === 'owner') return `Owner: ${note.from || '—'} → ${note.to || '—'}`
  return note.text
}

function Notes({ notes, pending }: { notes: LeadNote[]; pending: boolean }) {
  if (pending) return <p className="text-sm text-muted">Loading notes...</p>
  if (notes.length === 0) return <p className="text-sm text-muted">No notes yet</p>
  return (
    <ol className="space-y-3" aria-label="Notes">
      {notes.map((note) => {
        const saving = isPendingNote(note)
        return (
          <li key={note.id} className="rounded-md border border-line bg-slate-50 p-3">
            <p className="text-xs text-muted">
              {saving ? 'Saving...' : `${note.author} · `}
              {!saving && <time dateTime={note.createdAt}>{noteTime(note.createdAt)}</time>}
            </p>
            {/* A partner's note is text, never HTML. */}
            <p className="mt-1 whitespace-pre-wrap break-words text-sm text-body">{describe(note)}</p>
          </li>
        )
      })}
    </ol>
  )
}

function Triage({ kind, lead }: { kind: LeadKind; lead: PanelLead }) {
  const notes = useLeadNotes(kind, lead.id)
  const addNote = useAddNote(kind, lead.id)
  const update = useUpdateTriage(kind)
  const [owner, setOwner] = useState(lead.owner ?? '')
  const [note, setNote] = useState('')
  useUnsavedChanges({ owner, note })

  const saveOwner = (event: FormEvent) => {
    event.preventDefault()
    if (owner.trim() !== (lead.owner ?? '')) update.mutate({ id: lead.id, change: { owner: owner.trim() } })
  }
  const submitNote = (event: FormEvent) => {
    event.preventDefault()
    const text = note.trim()
    if (!text) return
    setNote('')
    // A refused note comes back into the box, so nothing typed is lost.
    addNote.mutate(text, { onError: () => setNote((current) => current || text) })
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Label htmlFor="lead-status">Status</Label>
        <StatusSelect kind={kind} id={lead.id} status={lead.status} name={lead.name} controlId="lead-status" />
      </div>
      <form onSubmit={saveOwner} className="flex items-end gap-2">
        <div className="flex-1">
          <Field id="lead-owner" label="Owner">
            <Input
              id="lead-owner"
              value={owner}
              maxLength={OWNER_MAX_LENGTH}
              placeholder="Who follows this lead up"
              onChange={(event) => setOwner(event.target.value)}
            />
          </Field>
        </div>
        <Button type="submit" variant="outline" disabled={owner.trim() === (lead.owner ?? '')}>
          Save owner
        </Button>
      </form>
      <section aria-labelledby="lead-notes-title" className="space-y-3">
        <h3 id="lead-notes-title" className="text-sm font-semibold text-ink">
          Notes
        </h3>
        <Notes notes={notes.data ?? []} pending={notes.isPending} />
        {notes.isError && (
          <p role="alert" className="text-sm text-danger">
            {notes.error.message}
          </p>
        )}
        <form onSubmit={submitNote} className="space-y-2">
          <Field id="lead-note" label="Add a note">
            <Textarea
              id="lead-note"
              rows={3}
              value={note}
              maxLength={NOTE_MAX_LENGTH}
              onChange={(event) => setNote(event.target.value)}
            />
          </Field>
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-muted">
              {note.length}/{NOTE_MAX_LENGTH}
            </span>
            <Button type="submit" disabled={!note.trim()}>
              Add note
            </Button>
          </div>
        </form>
      </section>
    </div>
  )
}

/** A lead's side panel: its status, its owner and its notes (timestamped, append-only), with a box to add one. */
export function LeadPanel({ kind, lead, onClose }: { kind: LeadKind; lead: PanelLead | null; onClose: () => void }) {
  return (
    <Dialog
      open={lead !== null}
      onOpenChange={(open) => !open && onClose()}
      title={lead?.name ?? ''}
      description={lead?.email ?? ''}
      placement="right"
    >
      {lead && <Triage key={String(lead.id)} kind={kind} lead={lead} />}
    </Dialog>
  )
}
