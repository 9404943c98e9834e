'use client'

import { AWAITING_ANSWER_LABEL } from '@/contracts/inbound-email'
import type { Person } from '@/contracts/people'

import { Badge } from '@/dashboard/ui/badge'

/** What the person's e-mail says about them: they wrote and wait for us, or our mail to them bounced. */
export function PersonMailState({ person }: { person: Person }) {
  if (!person.awaitingAnswer && !person.bouncing) return null
  return (
    <p className="flex flex-wrap gap-2">
      {person.awaitingAnswer && <Badge tone="yellow">{AWAITING_ANSWER_LABEL}</Badge>}
      {person.bouncing && <Badge tone="red">E-mail to this address bounced</Badge>}
    </p>
  )
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** An answer's attachments: names and sizes only, their content is not kept. */
export function AttachmentList({ files }: { files: { name: string; size: number }[] }) {
  if (files.length === 0) return null
  return (
    <ul className="mt-1 text-xs text-muted" aria-label="Attachments (not kept)">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="[overflow-wrap:anywhere]">
          {file.name} ({sizeText(file.size)})
        </li>
      ))}
    </ul>
  )
}
