import type { Connection } from 'mongoose'
import { describe, expect, it } from 'vitest'

import { MongoLeadSummaryStore } from '@/leads/inbox/summary/mongo'

import { MingoConnection } from '../fixtures/mingo-mongo'

/** The summary cards' aggregation on MongoDB, run by mingo (no MongoDB server runs here). */
function store() {
  const connection = new MingoConnection()
  const assessments = [
    {
      businessName: 'Acme',
      contactName: 'Jane Doe',
      contactEmail: 'jane@acme.example',
      annualRevenue: '1m-5m',
      totalScore: 80,
    },
    {
      businessName: 'Bolt',
      contactName: 'Bob Ray',
      contactEmail: 'bob@bolt.example',
      annualRevenue: '1m-5m',
      totalScore: 69,
    },
    {
      businessName: 'Jane Street Deli',
      contactName: 'Al',
      contactEmail: 'al@deli.example',
      annualRevenue: '5m-plus',
      totalScore: 70,
    },
    {
      businessName: 'Crate (50%)',
      contactName: 'Cy',
      contactEmail: 'cy@crate.example',
      annualRevenue: 'under-100k',
      totalScore: 11,
    },
    // Trashed: never counted.
    {
      businessName: 'Jane Gone',
      contactName: 'Jane',
      contactEmail: 'jane@gone.example',
      annualRevenue: '1m-5m',
      totalScore: 84,
      deletedAt: new Date(),
    },
  ]
  const inquiries = [
    { firstName: 'Jane', lastName: 'Roe', email: 'jane@roe.example', website: null },
    { firstName: 'Max', lastName: 'Payne', email: 'max@payne.example', website: 'jane-co.example' },
    { firstName: 'Zed', lastName: 'Young', email: 'zed@young.example' },
    { firstName: 'Jane', lastName: 'Trashed', email: 'x@y.example', deletedAt: new Date() },
  ]
  connection.collection('assessments').docs.push(...assessments.map((doc, index) => ({ _id: `a${index}`, ...doc })))
  connection.collection('contactinquiries').docs.push(...inquiries.map((doc, index) => ({ _id: `i${index}`, ...doc })))
  return new MongoLeadSummaryStore(connection as unknown as Connection, {
    assessments: 'assessments',
    inquiries: 'contactinquiries',
  })
}

describe('MongoLeadSummaryStore', () => {
  it('counts the cards as a hand count does, leaving trashed leads out', async () => {
    expect(await store().summary({ terms: [] })).toEqual({
      totalAssessments: 4,
      contactInquiries: 3,
      highPotential: 2,
      avgScore: Math.round((80 + 69 + 70 + 11) / 4),
    })
  })

  it('follows the search words (any field, case-insensitive, all words) and the revenue filter', async () => {
    expect(await store().summary({ terms: ['JANE'] })).toEqual({
      totalAssessments: 2,
      contactInquiries: 2,
      highPotential: 2,
      avgScore: 75,
    })
    expect(await store().summary({ terms: ['jane', 'deli'] })).toMatchObject({
      totalAssessments: 1,
      contactInquiries: 0,
    })
    expect(await store().summary({ terms: [], revenue: '1m-5m' })).toEqual({
      totalAssessments: 2,
      contactInquiries: 3,
      highPotential: 1,
      avgScore: 75,
    })
    // Regular-expression characters are taken literally.
    expect(await store().summary({ terms: ['(50%)'] })).toMatchObject({ totalAssessments: 1 })
    expect(await store().summary({ terms: ['.*'] })).toMatchObject({ totalAssessments: 0, contactInquiries: 0 })
  })

  it('answers zeros when nothing matches', async () => {
    expect(await store().summary({ terms: ['nobody'] })).toEqual({
      totalAssessments: 0,
      contactInquiries: 0,
      highPotential: 0,
      avgScore: 0,
    })
  })
})
