'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { Id, TeamMember } from '@/lib/admin/records'
import type { teamMemberBody } from '@/lib/admin/team-form'

import { apiRequest, CONTENT_LIST } from '../api'
import { KEYS } from '../queries'
import { toast } from '../ui/toast'

type Body = ReturnType<typeof teamMemberBody>

export const useTeamList = () => useQuery<TeamMember[]>({ queryKey: KEYS.teamMembers, ...CONTENT_LIST })

/** A team write: its success toast, or the error's message (else the fallback text) (spec section 8). */
function useTeamMutation<T>(request: (input: T) => Promise<Response>, success: string, failure: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast({ title: success })
      return queryClient.invalidateQueries({ queryKey: KEYS.teamMembers })
    },
    onError: (error) => toast({ title: 'Error', description: error.message || failure, variant: 'destructive' }),
  })
}

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
