'use client'

import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { Input } from './ui/fields'

/** How long typing rests before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300

/**
 * The dashboard's search box: typing stays in the box and reaches `onSearch` once it rests; a
 * search changed from outside (back, a shared link) shows in the box.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value)
  const sent = useRef(value)

  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    if (text === sent.current) return
    const timer = setTimeout(() => {
      sent.current = text
      onSearch(text)
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])

  return (
    <div className="relative flex-1">
      <Search aria-hidden className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-500" />
      <Input
        type="search"
        aria-label="Search by name, email, or business"
        placeholder="Search by name, email, or business..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pl-9"
      />
    </div>
  )
}
