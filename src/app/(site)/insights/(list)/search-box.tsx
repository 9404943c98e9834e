import { MAX_SEARCH_LENGTH } from '@/lib/search-terms'

/** Lucide's search icon drawn here: lucide-react's icons are client components (shell.tsx says why that matters). */
const SearchIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-4"
  >
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </svg>
)

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
        <SearchIcon />
        Search
      </button>
    </form>
  )
}
