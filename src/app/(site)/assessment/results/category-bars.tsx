import type { CategoryResult } from '@/lib/assessment/results'

/** One bar per category, its score out of its maximum; the focus area is marked. */
export function CategoryBars({ categories, focusId }: { categories: CategoryResult[]; focusId: string }) {
  return (
    <ul className="mt-6 space-y-5">
      {categories.map((category) => {
        const focus = category.id === focusId
        return (
          <li key={category.id} data-testid={`category-${category.id}`}>
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span className="font-semibold text-navy-950">
                {category.label}
                {focus && (
                  <span className="ml-2 rounded-full bg-gold-300/40 px-2 py-0.5 text-xs font-semibold text-[#5c4416]">
                    Focus area
                  </span>
                )}
              </span>
              <span className="tabular-nums text-slate-700">
                {category.score}/{category.max}
              </span>
            </div>
            <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200">
              <div
                className={`h-full rounded-full ${focus ? 'bg-[#b08d48]' : 'bg-navy-800'}`}
                style={{ width: `${category.percent}%` }}
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
