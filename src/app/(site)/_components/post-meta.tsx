import { Clock } from 'lucide-react'

import { Icon } from './icon'

/** A post's date and read time, as the list and the detail page show them. */
export function PostMeta({
  date,
  dateTime,
  readTime,
  className,
}: {
  date: string
  dateTime: string
  readTime: string
  className: string
}) {
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      <time dateTime={dateTime}>{date}</time>
      <span className="inline-flex items-center gap-1">
        <Icon icon={Clock} className="size-4" aria-hidden="true" />
        {readTime}
      </span>
    </div>
  )
}
