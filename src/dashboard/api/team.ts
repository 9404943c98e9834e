'use client'

import type { TeamMember } from '@/contracts/team-members'
import type { TeamMemberBody } from '@/dashboard/model/team-form'

import { contentResource } from './list-mutation'
import { CONTENT_LIST, KEYS } from './query-client'

export const teamMembers = contentResource<TeamMember, TeamMemberBody>('/api/team-members', 'Team member', {
  key: KEYS.teamMembers,
  freshness: CONTENT_LIST,
  failures: { list: 'teamMembers', create: 'createTeamMember', update: 'updateTeamMember', delete: 'deleteTeamMember' },
})
