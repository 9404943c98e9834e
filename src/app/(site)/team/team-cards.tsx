import { ExternalLink, Quote } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import type { Advisor, TeamMember } from '@/payload-types'
import { DEFAULT_TEAM_CATEGORY } from '@/contracts/enumerations'
import type { AuthoredInsight } from '@/insights/by-author'
import { formatLongDate } from '@/lib/format-date'
import { DEFAULT_PILLAR_ICONS } from '@/lib/pillar-icons'
import { postSlug } from '@/lib/slug'
import { parseTeamBio, type Pillar } from '@/lib/team-bio'

import { Photo } from '../_components/photo'
import { PillarIcon } from '../_components/pillar-icon'
import { ProfileDialog } from '../_components/profile-dialog'
import { buttonVariants } from '../_components/ui/button-variants'
import { Icon } from '../_components/icon'

const BIO_EXCERPT_LENGTH = 100

const excerpt = (text: string) => (text.length > BIO_EXCERPT_LENGTH ? `${text.slice(0, BIO_EXCERPT_LENGTH)}...` : text)

/** The bio's pillars, else the synced pillar fields (a plain-text bio carries none). */
function pillarsOf(member: TeamMember, bioPillars: Pillar[]): { icon: string; title: string; description: string }[] {
  if (bioPillars.length) return bioPillars
  return ([1, 2, 3] as const)
    .map((n) => ({
      icon: member[`pillar${n}Icon`] || DEFAULT_PILLAR_ICONS[n - 1],
      title: member[`pillar${n}Title`] || '',
      description: member[`pillar${n}Description`] || '',
    }))
    .filter((pillar) => pillar.title && pillar.description)
}

const badge = 'inline-block rounded-full bg-gold-400/15 px-3 py-1 text-xs font-semibold text-gold-700'

function LinkedInButton({ href, name }: { href: string; name: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: 'sm' })}>
      LinkedIn <Icon icon={ExternalLink} className="size-4" aria-hidden="true" />
      <span className="sr-only">profile of {name} (opens in a new tab)</span>
    </a>
  )
}

type Person = { name: string; title: string; photo?: string | null; linkedinUrl?: string | null }

const CARD =
  'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow group-hover:shadow-lg'

/** How a team member's card (photo beside the text from sm up) and an advisor's (photo on top) differ. */
const CARD_FACES = {
  team: {
    testId: 'team-card',
    card: `${CARD} sm:flex-row`,
    photoSizes: '(min-width: 640px) 12rem, 100vw',
    photo: 'aspect-square w-full shrink-0 sm:w-48',
    body: 'flex flex-col p-6',
    name: 'font-serif text-2xl font-semibold text-navy-950',
  },
  advisor: {
    testId: 'advisor-card',
    card: CARD,
    photoSizes: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
    photo: 'aspect-[4/3] w-full',
    body: 'flex flex-1 flex-col p-6',
    name: 'font-serif text-xl font-semibold text-navy-950',
  },
}

/** A profile's card on the team page: photo, name and title, then the lines `children` add. */
function CardFace({ kind, person, children }: { kind: keyof typeof CARD_FACES; person: Person; children: ReactNode }) {
  const face = CARD_FACES[kind]
  return (
    <span data-testid={face.testId} className={face.card}>
      <Photo src={person.photo} alt={person.name} sizes={face.photoSizes} className={face.photo} />
      <span className={face.body}>
        <span className={face.name}>{person.name}</span>
        <span className="mt-1 text-sm font-medium text-slate-600">{person.title}</span>
        {children}
      </span>
    </span>
  )
}

/** The top of a profile modal: photo or placeholder, name, title, an optional company line, a badge and LinkedIn. */
function ProfileHeader({ person, company, badgeText }: { person: Person; company?: string; badgeText: string }) {
  return (
    <div className="grid gap-6 p-6 sm:grid-cols-[12rem_1fr] sm:p-8">
      <Photo src={person.photo} alt={person.name} sizes="12rem" className="aspect-square w-40 rounded-xl sm:w-48" />
      <div className="pr-8">
        <p aria-hidden="true" className="font-serif text-3xl font-semibold text-navy-950">
          {person.name}
        </p>
        <p className="mt-1 font-medium text-slate-600">{person.title}</p>
        {company && <p className="text-slate-600">{company}</p>}
        <span className={`${badge} mt-3`}>{badgeText}</span>
        {person.linkedinUrl && (
          <div className="mt-4">
            <LinkedInButton href={person.linkedinUrl} name={person.name} />
          </div>
        )}
      </div>
    </div>
  )
}

/** The insights a team member wrote, in their profile. */
function AuthoredInsights({ name, insights }: { name: string; insights: AuthoredInsight[] }) {
  if (!insights.length) return null
  return (
    <section>
      <h3 className="font-serif text-xl font-semibold text-navy-950">Insights by {name}</h3>
      <ul className="mt-3 space-y-2" data-testid="authored-insights">
        {insights.map((post) => (
          <li key={post.id}>
            <Link
              prefetch={false}
              href={`/insights/${postSlug(post.title, post.id)}`}
              className="font-medium text-navy-800 underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
            >
              {post.title}
            </Link>
            <span className="ml-2 text-sm text-slate-600">{formatLongDate(post.publishedAt || post.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function TeamMemberCard({ member, insights = [] }: { member: TeamMember; insights?: AuthoredInsight[] }) {
  const bio = parseTeamBio(member.bio)
  const overview = bio.overview.trim()
  const pillars = pillarsOf(member, bio.pillars)
  const philosophy = bio.philosophy || member.philosophy || ''
  const category = member.teamCategory || DEFAULT_TEAM_CATEGORY

  const card = (
    <CardFace kind="team" person={member}>
      <span className={`${badge} mt-3 self-start`}>{category}</span>
      <span className="mt-4 text-sm leading-relaxed text-slate-700">
        {overview ? excerpt(overview) : 'Click to view full profile'}
      </span>
    </CardFace>
  )

  return (
    <ProfileDialog name={member.name} card={card} anchor={`team-member-${member.id}`}>
      <ProfileHeader person={member} badgeText={category} />
      <div className="space-y-8 px-6 pb-8 sm:px-8">
        {overview && <p className="whitespace-pre-line leading-relaxed text-slate-700">{overview}</p>}
        {pillars.length > 0 && (
          <section>
            <h3 className="font-serif text-xl font-semibold text-navy-950">Value Creation Approach</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {pillars.map((pillar) => (
                <li key={pillar.title} data-testid="pillar" className="rounded-xl border border-slate-200 bg-ivory p-5">
                  <PillarIcon name={pillar.icon} className="size-7 text-gold-700" />
                  <h4 className="mt-3 font-semibold text-navy-950">{pillar.title}</h4>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">{pillar.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {philosophy && (
          <section>
            <h3 className="font-serif text-xl font-semibold text-navy-950">Philosophy</h3>
            <blockquote className="mt-4 flex gap-3 rounded-xl bg-navy-950 p-6 text-slate-100">
              <Icon icon={Quote} className="size-6 shrink-0 text-gold-300" aria-hidden="true" />
              <p className="font-serif text-lg italic leading-relaxed">{philosophy}</p>
            </blockquote>
          </section>
        )}
        <AuthoredInsights name={member.name} insights={insights} />
      </div>
    </ProfileDialog>
  )
}

export function AdvisorCard({ advisor }: { advisor: Advisor }) {
  const card = (
    <CardFace kind="advisor" person={advisor}>
      <span className="text-sm text-slate-600">{advisor.company}</span>
      <span className={`${badge} mt-3 self-start`}>{advisor.expertise}</span>
      <span className="mt-4 text-sm leading-relaxed text-slate-700">{advisor.description}</span>
    </CardFace>
  )

  return (
    <ProfileDialog name={advisor.name} card={card}>
      <ProfileHeader person={advisor} company={advisor.company} badgeText={advisor.expertise} />
      <div className="space-y-8 px-6 pb-8 sm:px-8">
        {advisor.bio && (
          <section>
            <h3 className="font-serif text-xl font-semibold text-navy-950">Advisory Profile</h3>
            <p data-testid="advisory-profile" className="mt-3 whitespace-pre-wrap leading-relaxed text-slate-700">
              {advisor.bio}
            </p>
          </section>
        )}
        <section>
          <h3 className="font-serif text-xl font-semibold text-navy-950">Overview</h3>
          <p className="mt-3 leading-relaxed text-slate-700">{advisor.description}</p>
        </section>
      </div>
    </ProfileDialog>
  )
}
