'use client'

import { ArrowDown, ArrowUp } from 'lucide-react'

import type { Advisor } from '@/contracts/advisors'
import type { Id } from '@/contracts/ids'

import { Badge } from '@/dashboard/ui/badge'
import { Button } from '@/dashboard/ui/button'
import { AddButton, EditDeleteActions, EditorDialog, ListCard } from '@/dashboard/ui/list-tab'
import { Photo } from '@/dashboard/ui/photo'
import { useEditor } from '@/dashboard/use-editor'
import { AdvisorForm } from './advisor-form'
import type { AdvisorCreateInput } from '@/contracts/advisors'

import { advisors as advisorList, useReorderAdvisors } from '@/dashboard/api/advisors'

/** The ids with the item at `index` swapped with its neighbour (`step` -1 up, +1 down). */
function moved(ids: readonly Id[], index: number, step: -1 | 1): Id[] {
  const next = [...ids]
  const target = index + step
  if (target < 0 || target >= next.length) return next
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}

export function AdvisorsTab() {
  const advisors = advisorList.useList()
  const remove = advisorList.useDelete()
  const reorder = useReorderAdvisors()
  const editor = useEditor(
    advisorList.useCreate(),
    advisorList.useUpdate(),
    (advisor: Advisor, input: AdvisorCreateInput) => ({
      id: advisor.id,
      input,
    }),
  )
  const list = advisors.data ?? []
  const ids = list.map((advisor) => advisor.id)

  return (
    <ListCard
      title="Advisor Management"
      actions={<AddButton label="Add Advisor" onClick={() => editor.open(null)} />}
      pending={advisors.isPending}
      error={advisors.error?.message ?? null}
      empty={list.length === 0}
      loadingText="Loading advisors..."
      emptyText="No advisors found. Add your first advisor to get started."
    >
      <ol className="divide-y divide-line">
        {list.map((advisor, index) => (
          <li key={advisor.id} className="flex gap-4 p-4" data-testid="advisor-item">
            <span className="w-8 shrink-0 text-lg font-bold text-muted" aria-label={`Position ${index + 1}`}>
              #{index + 1}
            </span>
            <Photo src={advisor.photo} alt={advisor.name} className="h-14 w-14 shrink-0" />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-ink">{advisor.name}</h3>
                <Badge tone={advisor.isActive ? 'green' : 'neutral'}>{advisor.isActive ? 'Active' : 'Inactive'}</Badge>
              </div>
              <p className="text-sm text-body">
                {advisor.title} · {advisor.company}
              </p>
              <p className="text-sm text-muted">Expertise: {advisor.expertise}</p>
              <p className="text-sm text-body">{advisor.description}</p>
              {advisor.bio && <p className="line-clamp-3 whitespace-pre-wrap text-sm text-muted">{advisor.bio}</p>}
            </div>
            <div className="flex shrink-0 items-start gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move ${advisor.name} up`}
                disabled={index === 0 || reorder.isPending}
                onClick={() => reorder.mutate(moved(ids, index, -1))}
              >
                <ArrowUp aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Move ${advisor.name} down`}
                disabled={index === list.length - 1 || reorder.isPending}
                onClick={() => reorder.mutate(moved(ids, index, 1))}
              >
                <ArrowDown aria-hidden className="h-4 w-4" />
              </Button>
              <EditDeleteActions
                name={advisor.name}
                question={`Are you sure you want to delete ${advisor.name}?`}
                onEdit={() => editor.open(advisor)}
                onDelete={() => remove.mutate(advisor.id)}
              />
            </div>
          </li>
        ))}
      </ol>
      <EditorDialog editor={editor} title={editor.editing?.target ? 'Edit Advisor' : 'Add Advisor'}>
        {(advisor) => <AdvisorForm key={advisor?.id ?? 'new'} advisor={advisor} {...editor.form} />}
      </EditorDialog>
    </ListCard>
  )
}
