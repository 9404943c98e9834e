import { Clock } from 'lucide-react'

import { Icon } from './icon'

/**
 * The date's box is as wide as a hidden copy of it in the stand-in font, a little spaced out (wider
 * than in either font): the web fonts' swap changes the date's width, and would move the read time.
 */
const DATE_BOX =
  "inline-grid after:invisible after:h-0 after:tracking-[0.03em] after:content-[attr(data-date)] after:[font-family:'Inter_Fallback'] after:[grid-area:1/1]"

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
      <time dateTime={dateTime} data-date={date} className={DATE_BOX}>
        <span className="[grid-area:1/1]">{date}</span>
      </time>
      <span className="inline-flex items-center gap-1">
        <Icon icon={Clock} className="size-4" aria-hidden="true" />
        {readTime}
      </span>
    </div>
  )
}
