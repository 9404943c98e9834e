import { Suspense } from 'react'

import { insightsByAuthor } from '@/insights/by-author'
import { getPayloadClient } from '@/payload-client'

import { CardSkeletons } from '../_components/skeletons'
import { activeAdvisors, activeTeamMembers } from '../_lib/queries'
import { AdvisorCard, TeamMemberCard } from './team-cards'

const TEAM_SKELETONS = 2
const ADVISOR_SKELETONS = 3

const teamGrid = 'mt-10 grid gap-8 lg:grid-cols-2'
const advisorGrid = 'mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3'

const TeamSkeletons = () => (
  <CardSkeletons count={TEAM_SKELETONS} label="Loading team members" className={teamGrid} cardClassName="h-72" />
)
const AdvisorSkeletons = () => (
  <CardSkeletons count={ADVISOR_SKELETONS} label="Loading advisors" className={advisorGrid} cardClassName="h-96" />
)

async function TeamList() {
  const members = await activeTeamMembers()
  if (!members.length) return <p className="mt-10 text-slate-600">Our team profiles will be published soon.</p>
  const insights = await insightsByAuthor(
    await getPayloadClient(),
    members.map((member) => member.id),
  )
  return (
    <ul className={teamGrid}>
      {members.map((member) => (
        <li key={member.id} id={`team-member-${member.id}`} className="scroll-mt-28">
          <TeamMemberCard member={member} insights={insights.get(String(member.id)) ?? []} />
        </li>
      ))}
    </ul>
  )
}

async function AdvisorList() {
  const advisors = await activeAdvisors()
  if (!advisors.length) return <p className="mt-10 text-slate-600">Our advisory council will be introduced soon.</p>
  return (
    <ul className={advisorGrid}>
      {advisors.map((advisor) => (
        <li key={advisor.id}>
          <AdvisorCard advisor={advisor} />
        </li>
      ))}
    </ul>
  )
}

export function TeamSections({ streaming = true }: { streaming?: boolean }) {
  return (
    <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8">
      <section aria-labelledby="team-title">
        <h2 id="team-title" className="font-serif text-3xl font-semibold text-navy-950">
          Leadership and Investment Team
        </h2>
        {streaming ? (
          <Suspense fallback={<TeamSkeletons />}>
            <TeamList />
          </Suspense>
        ) : (
          <TeamSkeletons />
        )}
      </section>
      <section aria-labelledby="advisors-title" className="mt-24">
        <h2 id="advisors-title" className="font-serif text-3xl font-semibold text-navy-950">
          Our Advisors
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          Operators and executives who lend our portfolio companies their judgment, networks and experience.
        </p>
        {streaming ? (
          <Suspense fallback={<AdvisorSkeletons />}>
            <AdvisorList />
          </Suspense>
        ) : (
          <AdvisorSkeletons />
        )}
      </section>
    </div>
  )
}
