import { Search } from 'lucide-react'

import { MAX_SEARCH_LENGTH } from '@/lib/search-terms'

import { Icon } from '../../_components/icon'

/** A plain GET form to /insights?q=…: works before (and without) any script. */
export function SearchBox({ query = '' }: { query?: string }) {
  return (
    <form role="search" action="/insights" method="get" className="mb-8 flex max-w-xl gap-2">
      <label htmlFor="insights-search" className="sr-only">
        Search insights
      </label>
      <input
        id="insights-search"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search insights"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-navy-950 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg bg-navy-950 px-5 py-2.5 text-sm font-semibold text-white hover:bg-navy-800"
      >
        <Icon icon={Search} className="size-4" />
        Search
      </button>
    </form>
  )
}
