'use client'

import { STAGE_LABELS, STAGES, type Stage } from '@/contracts/pipeline'

import { useOwners } from '../api/owners'
import { usePatchPerson, usePersonPipeline } from '../api/pipeline'
import { PersonTimeline } from '../leads/person-timeline'
import { ReplyForm } from '../leads/reply-form'
import { Dialog } from '../ui/dialog'
import { SelectField } from '../ui/select'
import { PersonSections } from './person-sections'

const NO_OWNER = 'none'

function PersonBody({ email }: { email: string }) {
  const person = usePersonPipeline(email)
  const owners = useOwners()
  const patch = usePatchPerson()
  if (!person.data)
    return <p className="text-sm text-muted">{person.isError ? person.error.message : 'Loading this person...'}</p>
  const { data } = person
  const newest = [
    ...data.assessments.map((lead) => ({ kind: 'assessments' as const, lead })),
    ...data.inquiries.map((lead) => ({ kind: 'inquiries' as const, lead })),
  ].sort((a, b) => b.lead.createdAt.localeCompare(a.lead.createdAt))[0]
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          id="person-stage"
          label="Stage"
          value={data.stage}
          onValueChange={(stage) => patch.mutate({ email, change: { stage: stage as Stage } })}
          options={STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
        />
        <SelectField
          id="person-owner"
          label="Owner"
          value={data.owner ? String(data.owner.id) : NO_OWNER}
          onValueChange={(value) => patch.mutate({ email, change: { ownerId: value === NO_OWNER ? null : value } })}
          options={[
            { value: NO_OWNER, label: 'Unassigned' },
            ...(owners.data ?? []).map((owner) => ({ value: String(owner.id), label: owner.name })),
          ]}
        />
      </div>
      <PersonSections email={email} />
      {newest && <ReplyForm kind={newest.kind} id={newest.lead.id} name={newest.lead.name} email={email} />}
      <PersonTimeline email={email} />
    </div>
  )
}

/** A person opened from the board: stage, owner, deal, tasks, answers, a reply and the timeline; full-screen on a phone. */
export function PersonPanel({ email, onClose }: { email: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={email !== null}
      onOpenChange={(open) => !open && onClose()}
      title={email ?? ''}
      description="The person’s pipeline, across their leads"
      placement="right"
    >
      {email && <PersonBody key={email} email={email} />}
    </Dialog>
  )
}
