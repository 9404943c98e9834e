'use client'

import { useQuery } from '@tanstack/react-query'

import type { Id } from '@/contracts/ids'
import type { TeamMember } from '@/contracts/team-members'
import type { TeamMemberBody } from '@/dashboard/model/team-form'

import { request, requestJson } from './client'
import { failAs } from './failures'
import { useListMutation } from './list-mutation'
import { CONTENT_LIST, KEYS } from './query-client'

export const useTeamList = () =>
  useQuery({
    queryKey: KEYS.teamMembers,
    queryFn: () => requestJson<TeamMember[]>('/api/team-members').catch(failAs('teamMembers')),
    ...CONTENT_LIST,
  })

export const useCreateTeamMember = () =>
  useListMutation(
    KEYS.teamMembers,
    (body: TeamMemberBody) => request('/api/team-members', { method: 'POST', body }),
    'Team member created successfully',
    'createTeamMember',
  )

export const useUpdateTeamMember = () =>
  useListMutation(
    KEYS.teamMembers,
    ({ id, body }: { id: Id; body: TeamMemberBody }) => request(`/api/team-members/${id}`, { method: 'PUT', body }),
    'Team member updated successfully',
    'updateTeamMember',
  )

export const useDeleteTeamMember = () =>
  useListMutation(
    KEYS.teamMembers,
    (id: Id) => request(`/api/team-members/${id}`, { method: 'DELETE' }),
    'Team member deleted successfully',
    'deleteTeamMember',
  )
