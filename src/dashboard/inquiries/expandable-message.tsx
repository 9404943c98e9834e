'use client'

import { useLayoutEffect, useRef, useState } from 'react'

import { cn } from '@/lib/cn'

/**
 * An inquiry's message, clamped to three lines in the table; when it is longer, a button shows the
 * whole text (and hides it again). Plain text only: the visitor's message is never HTML.
 */
export function ExpandableMessage({ id, message }: { id: string; message: string }) {
  const textRef = useRef<HTMLParagraphElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)

  useLayoutEffect(() => {
    const element = textRef.current
    if (!element || expanded) return
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [expanded, message])

  return (
    <div>
      <p id={id} ref={textRef} className={cn('whitespace-pre-wrap break-words text-sm', !expanded && 'line-clamp-3')}>
        {message}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 rounded text-xs font-medium text-blue-800 underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {expanded ? 'Show less' : 'Show full message'}
        </button>
      )}
    </div>
  )
}
