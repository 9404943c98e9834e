'use client'

import { ExternalLink, X } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useState } from 'react'

import { type AdminBlogPost, blogPostCreateRequestSchema, type BlogPostRequestInput } from '@/contracts/blog-posts'
import { controlsByName } from '@/dashboard/model/field-errors'
import { addTag, removeTag } from '@/dashboard/model/tags'

import { Button } from '@/dashboard/ui/button'
import { FormActions } from '@/dashboard/ui/form-actions'
import { MarkdownPreview } from './markdown-preview'
import { FieldErrorsProvider } from '@/dashboard/ui/field-errors'
import { Field, Input, TextareaField, TextField } from '@/dashboard/ui/fields'
import { Switch } from '@/dashboard/ui/switch'
import { useUnsavedChanges } from '@/dashboard/unsaved-changes'
import { useContractForm } from '@/dashboard/use-contract-form'
import { useFormState } from '@/dashboard/use-form-state'

/** The editor's fields, as typed. */
type PostInput = {
  title: string
  summary: string
  content: string
  tags: string[]
  isPublished: boolean
  publishedAt: string | null
  /** 'Publish at': a local date and time in the site's time zone, or '' for none. */
  publishAt: string
}

/** Each body field is shown by the control post-{field} (the tags by the tag box). */
const controlOf = controlsByName('post', ['title', 'summary', 'content', 'tags', 'publishAt'])

const fromPost = (post: AdminBlogPost | null): PostInput => ({
  title: post?.title ?? '',
  summary: post?.summary ?? '',
  content: post?.content ?? '',
  tags: post?.tags ?? [],
  isPublished: post?.isPublished ?? false,
  publishedAt: post?.publishedAt ?? null,
  publishAt: post?.publishAt ?? '',
})

/**
 * The body in Markdown with a Write / Preview switch, a hint of what the Markdown may hold, and,
 * for a saved post, its page in the CMS's rich editor.
 */
function ContentField({
  post,
  ...field
}: { post: AdminBlogPost | null } & ReturnType<ReturnType<typeof useFormState<PostInput>>['bind']>) {
  const [previewing, setPreviewing] = useState(false)
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Write or preview the Markdown" className="flex gap-1">
          <Button
            size="sm"
            variant={previewing ? 'ghost' : 'outline'}
            aria-pressed={!previewing}
            onClick={() => setPreviewing(false)}
          >
            Write
          </Button>
          <Button
            size="sm"
            variant={previewing ? 'outline' : 'ghost'}
            aria-pressed={previewing}
            onClick={() => setPreviewing(true)}
          >
            Preview
          </Button>
        </div>
        {post && (
          <a
            href={`/cms/collections/blog-posts/${encodeURIComponent(String(post.id))}`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 underline"
          >
            Open in the CMS editor
            <ExternalLink aria-hidden className="h-3.5 w-3.5" />
          </a>
        )}
      </div>
      {previewing ? (
        <MarkdownPreview markdown={String(field.value ?? '')} />
      ) : (
        <TextareaField
          id="post-content"
          label="Content"
          rows={10}
          required
          aria-describedby="post-content-hint"
          {...field}
        />
      )}
      <p id="post-content-hint" className="text-xs text-muted">
        Markdown: ## heading, **bold**, *italic*, [text](/path or https://…), - list, 1. list, &gt; quote. Images, links
        to other insights by reference and rich editing: the CMS editor.
      </p>
    </div>
  )
}

/** The post editor inside the create/edit dialog. */
export function PostForm({
  post,
  saving,
  onSave,
  onCancel,
}: {
  post: AdminBlogPost | null
  saving: boolean
  onSave: (input: BlogPostRequestInput) => Promise<unknown>
  onCancel: () => void
}) {
  const { form, set, bind, toggle } = useFormState<PostInput>(() => fromPost(post))
  useUnsavedChanges(form)
  const { errors, submit } = useContractForm(blogPostCreateRequestSchema, controlOf)
  const [tagText, setTagText] = useState('')

  const commitTag = () => {
    set('tags', addTag(form.tags, tagText))
    setTagText('')
  }
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    commitTag()
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const input = {
      ...form,
      title: form.title.trim(),
      summary: form.summary.trim(),
      content: form.content.trim(),
      publishAt: form.publishAt || null,
    }
    void submit(input, () => onSave(input))
  }

  return (
    <FieldErrorsProvider errors={errors}>
      <form onSubmit={onSubmit} className="space-y-4">
        <TextField id="post-title" label="Title" required {...bind('title')} />
        <TextareaField id="post-summary" label="Summary" rows={3} required {...bind('summary')} />
        <ContentField post={post} {...bind('content')} />
        <div className="space-y-2">
          <Field id="post-tags" label="Tags">
            <div className="flex gap-2">
              <Input
                id="post-tags"
                value={tagText}
                placeholder="Type a tag and press Enter"
                onChange={(event) => setTagText(event.target.value)}
                onKeyDown={onTagKey}
              />
              <Button variant="outline" onClick={commitTag}>
                Add Tag
              </Button>
            </div>
          </Field>
          <ul className="flex flex-wrap gap-2" aria-label="Selected tags">
            {form.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => set('tags', removeTag(form.tags, tag))}
                  aria-label={`Remove tag ${tag}`}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-body hover:bg-red-100"
                >
                  {tag}
                  <X aria-hidden className="h-3 w-3" />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <Switch id="post-published" label="Publish immediately" {...toggle('isPublished')} />
        <Field id="post-publishAt" label="Publish at">
          <Input
            id="post-publishAt"
            type="datetime-local"
            value={form.publishAt}
            aria-describedby="post-publishAt-hint"
            onChange={(event) => set('publishAt', event.target.value)}
          />
          <p id="post-publishAt-hint" className="text-xs text-muted">
            Optional, in {post?.timeZone ?? "the site's time zone"}. The changes stay a draft until then (a published
            post stays as visitors know it); a time already past publishes at once.
          </p>
        </Field>
        <FormActions submitLabel={post ? 'Update Post' : 'Create Post'} saving={saving} onCancel={onCancel} />
      </form>
    </FieldErrorsProvider>
  )
}
