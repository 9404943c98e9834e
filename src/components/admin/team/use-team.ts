'use client'

import { useQuery } from '@tanstack/react-query'

import type { Id, TeamMember } from '@/lib/admin/records'
import type { teamMemberBody } from '@/lib/admin/team-form'

import { apiRequest, CONTENT_LIST, fetchOrFail } from '../api'
import { KEYS } from '../queries'
import { useListMutation } from '../use-list-mutation'

type Body = ReturnType<typeof teamMemberBody>

export const useTeamList = () =>
  useQuery({
    queryKey: KEYS.teamMembers,
    queryFn: () => fetchOrFail<TeamMember[]>('/api/team-members', 'Failed to fetch team members'),
    ...CONTENT_LIST,
  })

/** A team write: its success toast, or the error's message, else the fallback text. */
const useTeamMutation = <T>(request: (input: T) => Promise<Response>, success: string, failure: string) =>
  useListMutation(KEYS.teamMembers, request, success, (error) => ({
    title: 'Error',
    description: error.message || failure,
  }))

export const useCreateTeamMember = () =>
  useTeamMutation(
    (body: Body) => apiRequest('/api/team-members', 'POST', body),
    'Team member created successfully',
    'Failed to create team member',
  )

export const useUpdateTeamMember = () =>
  useTeamMutation(
    ({ id, body }: { id: Id; body: Body }) => apiRequest(`/api/team-members/${id}`, 'PUT', body),
    'Team member updated successfully',
    'Failed to update team member',
  )

export const useDeleteTeamMember = () =>
  useTeamMutation(
    (id: Id) => apiRequest(`/api/team-members/${id}`, 'DELETE'),
    'Team member deleted successfully',
    'Failed to delete team member',
  )
