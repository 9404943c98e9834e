import { ArrowRight, ClipboardCheck } from 'lucide-react'
import type { Metadata } from 'next'

import { MAX_ASSESSMENT_SCORE } from '@/lib/assessment/options'

import { HashScroll } from './_components/hash-scroll'
import { HeroBand } from './_components/hero-band'
import { Icon } from './_components/icon'
import { InvestmentCriteria } from './_components/investment-criteria'
import { PillarIcon } from './_components/pillar-icon'
import { ButtonLink } from './_components/ui/button'
import { getHomeContent } from './_lib/home-content'
import { pageMetadata } from './_lib/metadata'
import { investmentCriteria } from './_lib/editable-content'
import { getSiteSettings } from './_lib/queries'

export async function generateMetadata(): Promise<Metadata> {
  const { firmName } = await getSiteSettings()
  return pageMetadata({
    title: `${firmName} | Venture & Growth Capital for Founder-Led Businesses`,
    description:
      'Venture and growth capital, operating expertise and long-term partnership for founder-led and family-run businesses in healthcare and technology.',
    path: '/',
    absoluteTitle: true,
  })
}

export default async function HomePage() {
  const [{ hero, mission, values, focus }, criteria] = await Promise.all([getHomeContent(), investmentCriteria()])
  return (
    <>
      <HashScroll />
      <HeroBand glow="home">
        <div className="relative mx-auto flex min-h-[88vh] max-w-7xl flex-col justify-center px-5 pb-20 pt-36 sm:px-8">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-300">{hero.eyebrow}</p>
          <h1 className="mt-6 max-w-4xl font-serif text-5xl font-semibold leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl">
            {hero.title}
          </h1>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{hero.intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href="/contact" variant="accent">
              Get In Touch <Icon icon={ArrowRight} className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href="/assessment" prefetch={false} variant="outlineOnDark">
              Take the Business Assessment
            </ButtonLink>
          </div>
        </div>
      </HeroBand>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-ivory py-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-700">{mission.eyebrow}</p>
          <h2
            id="about-title"
            className="mt-3 font-serif text-4xl font-semibold tracking-tight text-navy-950 sm:text-5xl"
          >
            {mission.title}
          </h2>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{mission.intro}</p>
          <ul className="mt-14 grid gap-8 md:grid-cols-3">
            {mission.items.map(({ key, icon, title, text }) => (
              <li key={key} className="border-t-2 border-gold-400 pt-6">
                <PillarIcon name={icon} className="size-8 text-navy-700" />
                <h3 className="mt-4 font-serif text-2xl font-semibold text-navy-950">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
              </li>
            ))}
          </ul>

          <h3 className="mt-24 font-serif text-3xl font-semibold text-navy-950">{values.title}</h3>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {values.items.map(({ key, icon, title, text }) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-950 text-gold-300">
                  <PillarIcon name={icon} className="size-6" />
                </span>
                <h4 className="mt-5 text-lg font-semibold text-navy-950">{title}</h4>
                <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="focus" aria-labelledby="focus-title" className="scroll-mt-20 bg-white py-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-700">{focus.eyebrow}</p>
          <h2 id="focus-title" className="mt-3 font-serif text-4xl font-semibold tracking-tight text-navy-950">
            {focus.title}
          </h2>
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {focus.items.map(({ key, icon, title, text }) => (
              <article key={key} className="rounded-2xl bg-navy-950 p-10 text-white">
                <PillarIcon name={icon} className="size-10 text-gold-300" />
                <h3 className="mt-6 font-serif text-3xl font-semibold">{title}</h3>
                <p className="mt-4 leading-relaxed text-slate-300">{text}</p>
              </article>
            ))}
          </div>
          <InvestmentCriteria criteria={criteria} as="h3" className="mt-16" />
        </div>
      </section>

      <section aria-labelledby="assessment-title" className="bg-ivory py-24">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-8 rounded-3xl border border-gold-400/40 bg-white px-8 py-12 shadow-sm sm:px-12 md:flex-row md:items-center md:justify-between">
          <div>
            <Icon icon={ClipboardCheck} className="size-10 text-gold-700" aria-hidden="true" />
            <h2 id="assessment-title" className="mt-4 font-serif text-3xl font-semibold text-navy-950">
              How ready is your business for growth capital?
            </h2>
            <p className="mt-3 max-w-xl leading-relaxed text-slate-700">
              Take our business assessment: 21 questions across seven areas, scored out of {MAX_ASSESSMENT_SCORE}, to
              see where your company stands and where a partner could help most.
            </p>
          </div>
          <ButtonLink href="/assessment" prefetch={false} className="shrink-0">
            Take the Assessment <Icon icon={ArrowRight} className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
