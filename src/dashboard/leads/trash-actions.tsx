'use client'

import { ArchiveRestore } from 'lucide-react'

import type { Id } from '@/contracts/ids'
import { canPurgeLeads } from '@/dashboard/model/dashboard-tab'
import type { LeadKind } from '@/dashboard/model/lead-view'

import { usePurgeLead, useRestoreLead } from '@/dashboard/api/leads'
import { Button } from '@/dashboard/ui/button'
import { useRole } from '@/dashboard/session-context'
import { ConfirmDelete } from '@/dashboard/ui/confirm-delete'

/** A trashed lead's actions: back to the leads, or deleted for good after confirmation (its AI results follow either way). */
export function TrashActions({ kind, label, id, name }: { kind: LeadKind; label: string; id: Id; name: string }) {
  const restore = useRestoreLead(kind, label)
  const purge = usePurgeLead(kind, label)
  const mayPurge = canPurgeLeads(useRole())
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button variant="outline" size="sm" onClick={() => restore.mutate(id)} disabled={restore.isPending}>
        <ArchiveRestore aria-hidden className="h-4 w-4" />
        Restore
        <span className="sr-only"> {name}</span>
      </Button>
      {mayPurge && (
        <ConfirmDelete
          label={`Delete ${name} permanently`}
          question={`Delete ${name} permanently? This cannot be undone.`}
          onConfirm={() => purge.mutate(id)}
          disabled={purge.isPending}
        />
      )}
    </div>
  )
}
