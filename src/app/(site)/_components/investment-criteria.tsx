import type { investmentCriteria } from '../_lib/editable-content'

type Criteria = Awaited<ReturnType<typeof investmentCriteria>>

/** The firm's investment criteria as a labelled list; `as` sets the heading level for the page's outline. */
export function InvestmentCriteria({
  criteria,
  as: Heading,
  className = '',
}: {
  criteria: Criteria
  as: 'h2' | 'h3'
  className?: string
}) {
  return (
    <section
      id="criteria"
      aria-labelledby="criteria-title"
      className={`scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:p-10 ${className}`}
    >
      <Heading id="criteria-title" className="font-serif text-2xl font-semibold text-navy-950 sm:text-3xl">
        {criteria.title}
      </Heading>
      {criteria.intro && <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{criteria.intro}</p>}
      <dl className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {criteria.items.map((item) => (
          <div key={item.name} className="border-t-2 border-gold-400 pt-4">
            <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">{item.label}</dt>
            <dd className="mt-2 leading-relaxed text-navy-950">{item.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
