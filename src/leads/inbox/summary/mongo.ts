import type { Connection } from 'mongoose'

import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

import type { LeadSummaryStore, SummaryFilter } from './types'

type Doc = Record<string, unknown>

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Not trashed (no deletedAt, or null), and every word in one of the fields, case-insensitive. */
function matchOf(fields: readonly string[], terms: string[], extra: Doc = {}): Doc {
  const words = terms.map((term) => ({
    $or: fields.map((field) => ({ [field]: { $regex: escapeRegex(term), $options: 'i' } })),
  }))
  return { deletedAt: null, ...extra, ...(words.length ? { $and: words } : {}) }
}

type MongoSummaryCollections = { assessments: string; inquiries: string }

/**
 * MongoDB: one aggregation on assessments that groups the cards' figures and appends the
 * inquiries' count with $unionWith.
 */
export class MongoLeadSummaryStore implements LeadSummaryStore {
  constructor(
    private readonly connection: Pick<Connection, 'collection'>,
    private readonly names: MongoSummaryCollections,
  ) {}

  async summary({ terms, revenue }: SummaryFilter) {
    const pipeline = [
      { $match: matchOf(LEAD_KIND_TABLE.assessment.searchFields, terms, revenue ? { annualRevenue: revenue } : {}) },
      {
        $group: {
          _id: 'assessments',
          total: { $sum: 1 },
          high: { $sum: { $cond: [{ $gte: ['$totalScore', HIGH_POTENTIAL_MIN_SCORE] }, 1, 0] } },
          average: { $avg: '$totalScore' },
        },
      },
      {
        $unionWith: {
          coll: this.names.inquiries,
          pipeline: [{ $match: matchOf(LEAD_KIND_TABLE.inquiry.searchFields, terms) }, { $count: 'inquiries' }],
        },
      },
    ]
    const rows = (await this.connection.collection(this.names.assessments).aggregate(pipeline).toArray()) as Doc[]
    const assessed = rows.find((row) => row._id === 'assessments')
    const inquired = rows.find((row) => 'inquiries' in row)
    return {
      totalAssessments: Number(assessed?.total ?? 0),
      contactInquiries: Number(inquired?.inquiries ?? 0),
      highPotential: Number(assessed?.high ?? 0),
      avgScore: typeof assessed?.average === 'number' ? Math.round(assessed.average) : 0,
    }
  }
}
