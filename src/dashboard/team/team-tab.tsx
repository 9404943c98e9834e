'use client'

import { ExternalLink } from 'lucide-react'

import type { TeamMember } from '@/contracts/team-members'
import type { TeamMemberBody } from '@/dashboard/model/team-form'

import { Badge } from '@/dashboard/ui/badge'
import { AddButton, EditDeleteActions, ListCard } from '@/dashboard/ui/list-tab'
import { Photo } from '@/dashboard/ui/photo'
import { Table, TableHead, Td } from '@/dashboard/ui/table'
import { useEditor } from '@/dashboard/use-editor'
import { TeamForm } from './team-form'
import { teamMembers } from '@/dashboard/api/team'

export function TeamTab() {
  const team = teamMembers.useList()
  const remove = teamMembers.useDelete()
  const editor = useEditor(
    teamMembers.useCreate(),
    teamMembers.useUpdate(),
    (member: TeamMember, body: TeamMemberBody) => ({ id: member.id, input: body }),
  )
  const members = team.data ?? []

  return (
    <div className="space-y-4">
      {editor.editing && (
        <TeamForm key={editor.editing.target?.id ?? 'new'} member={editor.editing.target} {...editor.form} />
      )}
      <ListCard
        title="Team Management"
        actions={<AddButton label="Add Team Member" onClick={() => editor.open(null)} />}
        pending={team.isPending}
        error={team.isError ? `Error loading team members: ${team.error.message}` : null}
        empty={members.length === 0}
        loadingText="Loading team members..."
        emptyText="No team members found. Add your first team member to get started."
      >
        <Table>
          <TableHead headers={['Photo', 'Name', 'Title', 'Status', 'Display Order', 'LinkedIn', 'Actions']} />
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <Td>
                  <Photo src={member.photo} alt={member.name} className="h-10 w-10" />
                </Td>
                <Td className="font-medium text-ink">{member.name}</Td>
                <Td>{member.title}</Td>
                <Td>
                  <Badge tone={member.isActive ? 'green' : 'neutral'}>{member.isActive ? 'Active' : 'Inactive'}</Badge>
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
                    <EditDeleteActions
                      name={member.name}
                      question={`Are you sure you want to delete ${member.name}?`}
                      onEdit={() => editor.open(member)}
                      onDelete={() => remove.mutate(member.id)}
                      editText="Edit"
                    />
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListCard>
    </div>
  )
}
