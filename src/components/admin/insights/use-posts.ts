'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { BlogPost, Id } from '@/lib/admin/records'

import { ALWAYS_REFETCHED, apiRequest } from '../api'
import { KEYS } from '../queries'
import { toast } from '../ui/toast'

export type PostInput = Pick<BlogPost, 'title' | 'summary' | 'content' | 'isPublished'> & {
  tags: string[]
  publishedAt: string | null
}

/** The admin list: always refetched, drafts included. */
export const usePostList = () => useQuery<BlogPost[]>({ queryKey: KEYS.posts, ...ALWAYS_REFETCHED })

export function useSavePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, input }: { id: Id | null; input: PostInput }) => {
      const verb = id === null ? 'create' : 'update'
      try {
        if (id === null) await apiRequest('/api/blog/posts', 'POST', input)
        else await apiRequest(`/api/blog/posts/${id}`, 'PUT', input)
      } catch (error) {
        throw new Error(`Failed to ${verb} blog post: ${(error as Error).message}`)
      }
      return `Blog post ${verb}d successfully`
    },
    onSuccess: (message) => {
      toast({ title: 'Success', description: message })
      return queryClient.invalidateQueries({ queryKey: KEYS.posts })
    },
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  })
}

/** Delete has no error handler (spec section 8): a failure leaves the list as it is. */
export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) => apiRequest(`/api/blog/posts/${id}`, 'DELETE'),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Blog post deleted successfully' })
      return queryClient.invalidateQueries({ queryKey: KEYS.posts })
    },
  })
}
