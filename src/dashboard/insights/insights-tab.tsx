'use client'

import { Eye, RefreshCw } from 'lucide-react'

import type { BlogPostRequestInput } from '@/contracts/blog-posts'
import type { Id } from '@/contracts/ids'
import { visibleTags } from '@/dashboard/model/tags'

import { adminDate } from '@/dashboard/format'
import { Badge } from '@/dashboard/ui/badge'
import { Button } from '@/dashboard/ui/button'
import { AddButton, EditDeleteActions, EditorDialog, ListCard } from '@/dashboard/ui/list-tab'
import { Table, TableHead, Td } from '@/dashboard/ui/table'
import { useEditor } from '@/dashboard/use-editor'
import { PostForm } from './post-form'
import { PostSchedule } from './post-schedule'
import { InsightFiguresCard } from './insight-figures-card'
import { SubscriberCount } from './subscriber-count'
import { openPreview, usePost, posts as postList } from '@/dashboard/api/posts'

function PostEditor({
  postId,
  saving,
  onSave,
  onCancel,
}: {
  postId: Id | null
  saving: boolean
  onSave: (input: BlogPostRequestInput) => Promise<unknown>
  onCancel: () => void
}) {
  const post = usePost(postId)
  if (postId === null) return <PostForm post={null} saving={saving} onSave={onSave} onCancel={onCancel} />
  if (post.isPending) return <p className="text-sm text-muted">Loading blog post...</p>
  if (post.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {post.error.message}
      </p>
    )
  }
  return <PostForm post={post.data} saving={saving} onSave={onSave} onCancel={onCancel} />
}

export function InsightsTab() {
  const posts = postList.useList()
  const remove = postList.useDelete()
  /** Creating (target null) or editing a post, which is fetched by id first. */
  const editor = useEditor(postList.useCreate(), postList.useUpdate(), (id: Id, input: BlogPostRequestInput) => ({
    id,
    input,
  }))
  const list = posts.data ?? []

  return (
    <div className="space-y-4">
      <ListCard
        title="Insights"
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <SubscriberCount />
            <Button variant="outline" onClick={() => posts.refetch()} disabled={posts.isFetching}>
              <RefreshCw aria-hidden className="h-4 w-4" />
              Refresh
            </Button>
            <AddButton label="New Post" onClick={() => editor.open(null)} />
          </div>
        }
        pending={posts.isPending}
        error={posts.error?.message ?? null}
        empty={list.length === 0}
        loadingText="Loading blog posts..."
        emptyText="No blog posts yet. Create your first insight!"
      >
        <Table>
          <TableHead headers={['Title', 'Status', 'Tags', 'Published', 'Actions']} />
          <tbody>
            {list.map((post) => {
              const tags = visibleTags(post.tags)
              return (
                <tr key={post.id}>
                  <Td className="max-w-md">
                    <p className="font-medium text-ink">{post.title}</p>
                    <p className="line-clamp-2 text-xs text-muted">{post.summary}</p>
                  </Td>
                  <Td>
                    <Badge tone={post.isPublished ? 'green' : 'neutral'}>
                      {post.isPublished ? 'Published' : 'Draft'}
                    </Badge>
                    <PostSchedule post={post} />
                  </Td>
                  <Td>
                    <div className="flex flex-wrap gap-1">
                      {tags.tags.map((tag) => (
                        <Badge key={tag}>{tag}</Badge>
                      ))}
                      {tags.more > 0 && <Badge tone="blue">+{tags.more}</Badge>}
                    </div>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {post.publishedAt ? adminDate(post.publishedAt) : 'Not published'}
                  </Td>
                  <Td>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Preview ${post.title}`}
                        title="Preview"
                        onClick={() => void openPreview(post.id)}
                      >
                        <Eye aria-hidden className="h-4 w-4" />
                      </Button>
                      <EditDeleteActions
                        name={post.title}
                        question="Are you sure you want to delete this blog post?"
                        onEdit={() => editor.open(post.id)}
                        onDelete={() => remove.mutate(post.id)}
                      />
                    </div>
                  </Td>
                </tr>
              )
            })}
          </tbody>
        </Table>
        <EditorDialog
          editor={editor}
          title={editor.editing?.target != null ? 'Edit Blog Post' : 'Create New Blog Post'}
        >
          {(postId) => <PostEditor key={postId ?? 'new'} postId={postId} {...editor.form} />}
        </EditorDialog>
      </ListCard>
      <InsightFiguresCard />
    </div>
  )
}
