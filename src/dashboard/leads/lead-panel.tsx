'use client'

import { type FormEvent, useState } from 'react'

import type { Id } from '@/contracts/ids'
import type { LeadKind } from '@/dashboard/model/lead-view'
import { NOTE_MAX_LENGTH } from '@/contracts/lead-inbox'
import { revenueRangeLabel } from '@/lib/assessment/options'

import { useAddNote, useUpdateTriage } from '@/dashboard/api/lead-triage'
import { useOwners } from '@/dashboard/api/owners'
import { Button } from '@/dashboard/ui/button'
import { Dialog } from '@/dashboard/ui/dialog'
import { Label, TextareaField, TextField } from '@/dashboard/ui/fields'
import { SelectField } from '@/dashboard/ui/select'
import { PersonSections } from '@/dashboard/pipeline/person-sections'
import { useUnsavedChanges } from '@/dashboard/unsaved-changes'
import { PersonLeads, PersonTimeline } from './person-timeline'
import { ReplyForm } from './reply-form'
import { StatusSelect } from './status-select'

/** What the panel shows of a lead (from the table's row). */
export type PanelLead = {
  id: Id
  name: string
  /** Whom a reply greets (a template's {name}: its first word). */
  contactName: string
  email: string
  status?: string | null
  /** The owner's name (or an older lead's free text). */
  owner?: string | null
  ownerUser?: Id | { id: Id } | null
  followUpOn?: string | null
  /** An assessment's annual revenue range (its stored code). */
  revenue?: string | null
}

const NO_OWNER = 'none'
const ownerIdOf = (lead: PanelLead) =>
  String((lead.ownerUser && typeof lead.ownerUser === 'object' ? lead.ownerUser.id : lead.ownerUser) ?? NO_OWNER)

function Triage({ kind, lead }: { kind: LeadKind; lead: PanelLead }) {
  const addNote = useAddNote(kind, lead.id, lead.email)
  const update = useUpdateTriage(kind)
  const owners = useOwners()
  const [note, setNote] = useState('')
  const [followUp, setFollowUp] = useState(lead.followUpOn ?? '')
  useUnsavedChanges({ note, followUp })

  const assign = (value: string) => {
    const owner = owners.data?.find((candidate) => String(candidate.id) === value) ?? null
    update.mutate({ id: lead.id, change: { owner: owner?.id ?? null }, ownerName: owner?.name ?? null })
  }
  const saveFollowUp = (event: FormEvent) => {
    event.preventDefault()
    update.mutate({ id: lead.id, change: { followUpOn: followUp || null } })
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
      <SelectField
        id="lead-owner"
        label="Owner"
        value={ownerIdOf(lead)}
        onValueChange={assign}
        options={[
          { value: NO_OWNER, label: lead.owner && !lead.ownerUser ? `${lead.owner} (not a user)` : 'Unassigned' },
          ...(owners.data ?? []).map((owner) => ({ value: String(owner.id), label: owner.name })),
        ]}
      />
      <form onSubmit={saveFollowUp} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            id="lead-follow-up"
            label="Follow up on"
            type="date"
            value={followUp}
            onValueChange={setFollowUp}
          />
        </div>
        <Button type="submit" variant="outline" disabled={followUp === (lead.followUpOn ?? '')}>
          Save follow-up
        </Button>
      </form>
      <form onSubmit={submitNote} className="space-y-2">
        <TextareaField
          id="lead-note"
          label="Add a note"
          rows={3}
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          onValueChange={setNote}
        />
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-muted">
            {note.length}/{NOTE_MAX_LENGTH}
          </span>
          <Button type="submit" disabled={!note.trim()}>
            Add note
          </Button>
        </div>
      </form>
    </div>
  )
}

const PERSON_KIND = { assessments: 'assessment', inquiries: 'inquiry' } as const

/**
 * A lead's side panel, opened on its person: their leads, the person's status, owner and notes (with
 * a box to add one), deal, tasks and answers, a reply by e-mail, and the person's whole timeline.
 */
export function LeadPanel({ kind, lead, onClose }: { kind: LeadKind; lead: PanelLead | null; onClose: () => void }) {
  return (
    <Dialog
      open={lead !== null}
      onOpenChange={(open) => !open && onClose()}
      title={lead?.name ?? ''}
      description={lead?.email ?? ''}
      placement="right"
    >
      {lead && (
        <div key={`${kind}-${lead.id}`} className="space-y-6">
          {lead.revenue && (
            <p className="text-sm text-body">
              <span className="font-medium text-ink">Annual revenue:</span> {revenueRangeLabel(lead.revenue)}
            </p>
          )}
          <PersonLeads email={lead.email} current={{ kind: PERSON_KIND[kind], id: lead.id }} />
          <Triage kind={kind} lead={lead} />
          <PersonSections email={lead.email} />
          <ReplyForm kind={kind} id={lead.id} name={lead.contactName} email={lead.email} />
          <PersonTimeline email={lead.email} />
        </div>
      )}
    </Dialog>
  )
}
