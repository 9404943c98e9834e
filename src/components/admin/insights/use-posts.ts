'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { BlogPost, Id } from '@/lib/admin/records'

import { ALWAYS_REFETCHED, apiRequest, fetchOrFail } from '../api'
import { KEYS } from '../queries'
import { toast } from '../ui/toast'
import { useListMutation } from '../use-list-mutation'

export type PostInput = Pick<BlogPost, 'title' | 'summary' | 'content' | 'isPublished'> & {
  tags: string[]
  publishedAt: string | null
}

/** The admin list: always refetched, drafts included. */
export const usePostList = () =>
  useQuery({
    queryKey: KEYS.posts,
    queryFn: () => fetchOrFail<BlogPost[]>('/api/blog/posts', 'Failed to fetch blog posts'),
    ...ALWAYS_REFETCHED,
  })

/** A post opened for editing, fetched fresh each time (not kept after the dialog closes); only for an id above 0. */
export const usePost = (id: Id | null) =>
  useQuery({
    queryKey: KEYS.post(id ?? 0),
    queryFn: () => fetchOrFail<BlogPost>(`/api/blog/posts/${id}`, 'Failed to fetch blog post'),
    enabled: id !== null && (typeof id === 'string' ? id !== '' : id > 0),
    staleTime: 0,
    gcTime: 0,
  })

/** Failures are a destructive toast titled Error: 'Failed to create blog post: {reason}'. */
const failedTo = (verb: string) => (error: Error) => ({
  title: 'Error',
  description: `Failed to ${verb} blog post: ${error.message}`,
})

export const useCreatePost = () =>
  useListMutation(
    KEYS.posts,
    (input: PostInput) => apiRequest('/api/blog/posts', 'POST', input),
    'Blog post created successfully',
    failedTo('create'),
  )

export const useUpdatePost = () =>
  useListMutation(
    KEYS.posts,
    ({ id, input }: { id: Id; input: PostInput }) => apiRequest(`/api/blog/posts/${id}`, 'PUT', input),
    'Blog post updated successfully',
    failedTo('update'),
  )

/** Delete has no error toast: a failure leaves the list as it is. */
export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: Id) => apiRequest(`/api/blog/posts/${id}`, 'DELETE'),
    onSuccess: () => {
      toast({ title: 'Blog post deleted successfully' })
      return queryClient.invalidateQueries({ queryKey: KEYS.posts })
    },
  })
}
