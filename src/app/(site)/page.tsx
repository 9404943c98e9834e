import { getPayloadClient } from '@/lib/payload'

export const revalidate = false

export default async function HomePage() {
  const payload = await getPayloadClient()
  const team = await payload.find({ collection: 'team-members', overrideAccess: false, sort: 'displayOrder' })
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-4xl font-semibold">Your Legacy: Our Commitment</h1>
      <ul className="mt-6">
        {team.docs.map((member) => (
          <li key={member.id}>
            {member.name}, {member.title}
          </li>
        ))}
      </ul>
    </main>
  )
}
