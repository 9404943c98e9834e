import type { AdminBlogPost } from '@/contracts/blog-posts'

/** A scheduled time as the 'Publish at' field reads it: in the site's time zone. */
const when = (value: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))

/** Under a post's status: changes waiting in a draft, and its scheduled publication or unpublication. */
export function PostSchedule({ post }: { post: AdminBlogPost }) {
  const lines = [
    post.hasUnpublishedChanges ? 'Unpublished changes' : null,
    post.scheduledPublishAt ? `Publishes ${when(post.scheduledPublishAt, post.timeZone)}` : null,
    post.scheduledUnpublishAt ? `Unpublishes ${when(post.scheduledUnpublishAt, post.timeZone)}` : null,
  ].filter(Boolean)
  if (!lines.length) return null
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}
