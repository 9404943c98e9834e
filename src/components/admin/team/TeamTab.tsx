'use client'

import { ExternalLink, Pencil, Plus } from 'lucide-react'
import { useState } from 'react'

import type { TeamMember } from '@/contracts/team-members'
import type { TeamMemberBody } from '@/lib/admin/team-form'

import { Badge } from '../ui/badge'
import { Button } from '../ui/button'
import { Card, CardHeader, CardTitle } from '../ui/card'
import { ConfirmDelete } from '../ui/confirm-delete'
import { ListState } from '../ui/list-state'
import { Photo } from '../ui/photo'
import { Table, Td, Th } from '../ui/table'
import { TeamForm } from './TeamForm'
import { useCreateTeamMember, useDeleteTeamMember, useTeamList, useUpdateTeamMember } from '../api/team'

type Editing = { member: TeamMember | null } | null

export function TeamTab() {
  const team = useTeamList()
  const create = useCreateTeamMember()
  const update = useUpdateTeamMember()
  const remove = useDeleteTeamMember()
  const [editing, setEditing] = useState<Editing>(null)
  const members = team.data ?? []

  /** Rejects when the API refuses, so the form can mark the fields it named. */
  const save = async (body: TeamMemberBody) => {
    if (editing?.member) await update.mutateAsync({ id: editing.member.id, body })
    else await create.mutateAsync(body)
    setEditing(null)
  }

  return (
    <div className="space-y-4">
      {editing && (
        <TeamForm
          key={editing.member?.id ?? 'new'}
          member={editing.member}
          saving={create.isPending || update.isPending}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <Card>
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle>Team Management</CardTitle>
          <Button onClick={() => setEditing({ member: null })}>
            <Plus aria-hidden className="h-4 w-4" />
            Add Team Member
          </Button>
        </CardHeader>
        <ListState
          pending={team.isPending}
          error={team.isError ? `Error loading team members: ${team.error.message}` : null}
          empty={members.length === 0}
          loadingText="Loading team members..."
          emptyText="No team members found. Add your first team member to get started."
        >
          <Table>
            <thead>
              <tr>
                {['Photo', 'Name', 'Title', 'Status', 'Display Order', 'LinkedIn', 'Actions'].map((header) => (
                  <Th key={header}>{header}</Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <Td>
                    <Photo src={member.photo} alt={member.name} className="h-10 w-10" />
                  </Td>
                  <Td className="font-medium text-ink">{member.name}</Td>
                  <Td>{member.title}</Td>
                  <Td>
                    <Badge tone={member.isActive ? 'green' : 'neutral'}>
                      {member.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Td>
                  <Td>{member.displayOrder}</Td>
                  <Td>
                    {member.linkedinUrl ? (
                      <a
                        href={member.linkedinUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 text-blue-800 underline"
                      >
                        <ExternalLink aria-hidden className="h-4 w-4" />
                        LinkedIn
                      </a>
                    ) : (
                      <span className="text-subtle">—</span>
                    )}
                  </Td>
                  <Td>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing({ member })}
                        aria-label={`Edit ${member.name}`}
                      >
                        <Pencil aria-hidden className="h-4 w-4" />
                        Edit
                      </Button>
                      <ConfirmDelete
                        label={`Delete ${member.name}`}
                        question={`Are you sure you want to delete ${member.name}?`}
                        onConfirm={() => remove.mutate(member.id)}
                      />
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ListState>
      </Card>
    </div>
  )
}
