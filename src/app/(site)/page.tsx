import {
  ArrowRight,
  ClipboardCheck,
  Cpu,
  Handshake,
  HeartPulse,
  Landmark,
  Scale,
  Sprout,
  Target,
  Users,
} from 'lucide-react'
import type { Metadata } from 'next'

import { MAX_ASSESSMENT_SCORE } from '@/lib/constants'

import { HashScroll } from './_components/hash-scroll'
import { HeroBand } from './_components/hero-band'
import { ButtonLink } from './_components/ui/button'
import { pageMetadata } from './_lib/metadata'
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

const mission = [
  {
    icon: Landmark,
    verb: 'Build',
    text: 'enduring businesses that outlast any single owner, market cycle or investment horizon.',
  },
  {
    icon: Scale,
    verb: 'Invest',
    text: 'disciplined capital and hands-on expertise where they compound the value founders have created.',
  },
  {
    icon: Sprout,
    verb: 'Give Back',
    text: 'to society through the jobs, communities and institutions our companies sustain.',
  },
]

const values = [
  {
    icon: Target,
    title: 'Strategic Focus',
    text: 'We concentrate on a few industries we know deeply, so every dollar comes with relevant judgment and relationships.',
  },
  {
    icon: Users,
    title: 'Stakeholder Value',
    text: 'Employees, customers, families and communities share in the success we build together, not only shareholders.',
  },
  {
    icon: Handshake,
    title: 'Long-Term Partnership',
    text: 'We hold for the long run, keep founders in the room and measure ourselves by the businesses we leave behind.',
  },
]

const industries = [
  {
    icon: HeartPulse,
    title: 'Healthcare',
    text: 'Physician-owned practices, specialty clinics, home health and healthcare services businesses ready to professionalize operations and grow without losing their patient-first culture.',
  },
  {
    icon: Cpu,
    title: 'Technology',
    text: 'Vertical software, tech-enabled services and data businesses that have found product-market fit and need capital and go-to-market discipline to scale.',
  },
]

export default function HomePage() {
  return (
    <>
      <HashScroll />
      <HeroBand glow="home">
        <div className="relative mx-auto flex min-h-[88vh] max-w-7xl flex-col justify-center px-5 pb-20 pt-36 sm:px-8">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-gold-300">Venture &amp; Growth Capital</p>
          <h1 className="mt-6 max-w-4xl font-serif text-5xl font-semibold leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl">
            Your Legacy: Our Commitment
          </h1>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">
            We partner with founder-led and family-run businesses, bringing patient capital, operating experience and a
            long-term view to the companies that families and founders have spent decades building.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href="/contact" variant="accent">
              Get In Touch <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href="/assessment" prefetch={false} variant="outlineOnDark">
              Take the Business Assessment
            </ButtonLink>
          </div>
        </div>
      </HeroBand>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-ivory py-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-700">About the firm</p>
          <h2
            id="about-title"
            className="mt-3 font-serif text-4xl font-semibold tracking-tight text-navy-950 sm:text-5xl"
          >
            Our Mission
          </h2>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">
            Three commitments guide every partnership, from the first conversation to the day a company begins its next
            chapter.
          </p>
          <ul className="mt-14 grid gap-8 md:grid-cols-3">
            {mission.map(({ icon: Icon, verb, text }) => (
              <li key={verb} className="border-t-2 border-gold-400 pt-6">
                <Icon className="size-8 text-navy-700" aria-hidden="true" />
                <h3 className="mt-4 font-serif text-2xl font-semibold text-navy-950">{verb}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
              </li>
            ))}
          </ul>

          <h3 className="mt-24 font-serif text-3xl font-semibold text-navy-950">Our Values</h3>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {values.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-950 text-gold-300">
                  <Icon className="size-6" aria-hidden="true" />
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
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-700">Where we invest</p>
          <h2 id="focus-title" className="mt-3 font-serif text-4xl font-semibold tracking-tight text-navy-950">
            Current Industry Focus
          </h2>
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {industries.map(({ icon: Icon, title, text }) => (
              <article key={title} className="rounded-2xl bg-navy-950 p-10 text-white">
                <Icon className="size-10 text-gold-300" aria-hidden="true" />
                <h3 className="mt-6 font-serif text-3xl font-semibold">{title}</h3>
                <p className="mt-4 leading-relaxed text-slate-300">{text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="assessment-title" className="bg-ivory py-24">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-8 rounded-3xl border border-gold-400/40 bg-white px-8 py-12 shadow-sm sm:px-12 md:flex-row md:items-center md:justify-between">
          <div>
            <ClipboardCheck className="size-10 text-gold-700" aria-hidden="true" />
            <h2 id="assessment-title" className="mt-4 font-serif text-3xl font-semibold text-navy-950">
              How ready is your business for growth capital?
            </h2>
            <p className="mt-3 max-w-xl leading-relaxed text-slate-700">
              Take our business assessment: 21 questions across seven areas, scored out of {MAX_ASSESSMENT_SCORE}, to
              see where your company stands and where a partner could help most.
            </p>
          </div>
          <ButtonLink href="/assessment" prefetch={false} className="shrink-0">
            Take the Assessment <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
