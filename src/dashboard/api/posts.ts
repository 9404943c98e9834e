'use client'

import { useQuery } from '@tanstack/react-query'

import type { AdminBlogPost, BlogPostRequestInput, PreviewAnswer } from '@/contracts/blog-posts'
import type { Id } from '@/contracts/ids'

import { toast } from '../ui/toast'
import { asApiError, requestJson } from './client'
import { failAs } from './failures'
import { contentResource } from './list-mutation'
import { ALWAYS_REFETCHED, KEYS, WHILE_OPEN } from './query-client'

/** The admin list, always refetched, drafts included; a failed delete leaves the list as it is, without a toast. */
export const posts = contentResource<AdminBlogPost, BlogPostRequestInput>('/api/blog/posts', 'Blog post', {
  key: KEYS.posts,
  freshness: ALWAYS_REFETCHED,
  failures: { list: 'posts', create: 'createPost', update: 'updatePost', delete: null },
})

/** A post opened for editing, fetched fresh each time (not kept after the dialog closes); only for an id above 0. */
export const usePost = (id: Id | null) =>
  useQuery({
    queryKey: KEYS.post(id ?? 0),
    queryFn: () => requestJson<AdminBlogPost>(`/api/blog/posts/${id}`).catch(failAs('post')),
    enabled: id !== null && (typeof id === 'string' ? id !== '' : id > 0),
    ...WHILE_OPEN,
  })

/**
 * Opens a post as visitors will see it once published, in a new tab: the server checks the key and
 * turns on draft mode for this browser. The tab opens at the click (browsers block it later).
 */
export async function openPreview(id: Id): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const { url } = await requestJson<PreviewAnswer>('/api/preview', {
      method: 'POST',
      body: { id },
      keyRequired: true,
    })
    if (tab) tab.location.href = url
    else window.location.href = url
  } catch (error) {
    tab?.close()
    toast({
      title: 'Error',
      description: `Failed to open the preview: ${asApiError(error).message}`,
      variant: 'destructive',
    })
  }
}
