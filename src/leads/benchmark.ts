import type { Payload, Where } from 'payload'

import { benchmarkText, peerBenchmark } from '@/lib/assessment/benchmark'
import { INDUSTRIES } from '@/lib/assessment/options'
import type { Assessment } from '@/payload-types'

const isIndustry = (value: string | null | undefined): value is (typeof INDUSTRIES)[number] =>
  (INDUSTRIES as readonly string[]).includes(value ?? '')

/**
 * The peer comparison of a stored assessment, counted in the database (the other assessments, not
 * in the trash): the sentence to show, or null when too few founders took it to compare with.
 */
export async function benchmarkFor(
  payload: Payload,
  doc: Pick<Assessment, 'id' | 'totalScore' | 'industry'>,
): Promise<string | null> {
  const count = async (...where: Where[]) =>
    (
      await payload.count({
        collection: 'assessments',
        where: { and: [{ id: { not_equals: doc.id } }, ...where] },
        overrideAccess: true,
      })
    ).totalDocs
  const lower: Where = { totalScore: { less_than: doc.totalScore } }
  const inIndustry: Where = { industry: { equals: doc.industry } }
  const industry = isIndustry(doc.industry) ? doc.industry : null
  const [peers, below, industryPeers, industryBelow] = await Promise.all([
    count(),
    count(lower),
    industry ? count(inIndustry) : 0,
    industry ? count(inIndustry, lower) : 0,
  ])
  const reading = peerBenchmark(
    { peers, below },
    industry ? { name: industry, peers: industryPeers, below: industryBelow } : null,
  )
  return reading && benchmarkText(reading)
}
