'use client'

import { useQuery } from '@tanstack/react-query'

import type { TeamMember } from '@/contracts/team-members'
import type { TeamMemberBody } from '@/dashboard/model/team-form'

import { requestJson } from './client'
import { failAs } from './failures'
import { resourceWrites } from './list-mutation'
import { CONTENT_LIST, KEYS } from './query-client'

export const useTeamList = () =>
  useQuery({
    queryKey: KEYS.teamMembers,
    queryFn: () => requestJson<TeamMember[]>('/api/team-members').catch(failAs('teamMembers')),
    ...CONTENT_LIST,
  })

const teamWrites = resourceWrites<TeamMemberBody>(KEYS.teamMembers, '/api/team-members', 'Team member', {
  create: 'createTeamMember',
  update: 'updateTeamMember',
  delete: 'deleteTeamMember',
})
export const useCreateTeamMember = teamWrites.useCreate
export const useUpdateTeamMember = teamWrites.useUpdate
export const useDeleteTeamMember = teamWrites.useDelete
