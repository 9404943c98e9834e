import type { Payload } from 'payload'

import type { Assessment, ContactInquiry } from '@/payload-types'

type NewAssessment = Partial<Omit<Assessment, 'id' | 'updatedAt'>>
type NewInquiry = Partial<Omit<ContactInquiry, 'id' | 'updatedAt'>>

let made = 0
/** Distinct creation times a minute apart, oldest first, so orders are known. */
const nextCreatedAt = () => new Date(Date.UTC(2026, 0, 1, 9, (made += 1))).toISOString()
/** A founder of their own unless a test names the address: one mailbox (a `+tag` folded) is one person, with one pipeline. */
const ownAddress = (local: string, domain: string) => `${local}-${made}@${domain}`

export async function makeAssessment(payload: Payload, fields: NewAssessment = {}): Promise<Assessment> {
  return payload.create({
    collection: 'assessments',
    overrideAccess: true,
    data: {
      businessName: 'Acme Tools',
      contactName: 'Sam Lee',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      totalScore: 50,
      createdAt: nextCreatedAt(),
      contactEmail: ownAddress('sam', 'acme.example'),
      ...fields,
    },
  })
}

export async function makeInquiry(payload: Payload, fields: NewInquiry = {}): Promise<ContactInquiry> {
  return payload.create({
    collection: 'contact-inquiries',
    overrideAccess: true,
    data: {
      firstName: 'Maria',
      lastName: 'Lopez',
      inquiryType: 'general',
      message: 'Hello',
      createdAt: nextCreatedAt(),
      email: ownAddress('maria', 'lopez.example'),
      ...fields,
    },
  })
}
