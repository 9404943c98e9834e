'use client'

import { RotateCcw } from 'lucide-react'

import type { Id } from '@/contracts/ids'

import { useCrmStatus, useRetryCrm } from '@/dashboard/api/crm'
import { Badge, type Tone } from '@/dashboard/ui/badge'
import { Button } from '@/dashboard/ui/button'

const LABEL = { synced: 'CRM synced', pending: 'CRM pending', failed: 'CRM failed' } as const
const TONE: Record<keyof typeof LABEL, Tone> = { synced: 'green', pending: 'yellow', failed: 'red' }

/** A lead's CRM sync state (nothing when no CRM delivery exists for it), with a retry once it failed. */
export function CrmSyncBadge({ kind, id }: { kind: 'assessment' | 'inquiry'; id: Id }) {
  const { data } = useCrmStatus()
  const retry = useRetryCrm(kind)
  const state = data?.leads[`${kind}:${id}`]
  if (!state) return null
  return (
    <span className="inline-flex items-center gap-1">
      <Badge tone={TONE[state]} className="whitespace-nowrap">
        {LABEL[state]}
      </Badge>
      {state === 'failed' && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => retry.mutate(id)}
          disabled={retry.isPending}
          aria-label="Retry CRM sync"
        >
          <RotateCcw aria-hidden className="h-4 w-4" />
          Retry
        </Button>
      )}
    </span>
  )
}
