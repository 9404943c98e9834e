import { QUESTIONS } from '@/lib/assessment/questions'

import { ADMIN_KEY, apiRequest, routeParams } from '../helpers'

type Handler = (request: Request, context: never) => Promise<Response>
type CallOptions = Parameters<typeof apiRequest>[1] & { id?: string }

export type Answer = { status: number; text: string; json: () => unknown; headers: Headers }

/** Calls a route handler as Next.js would and reads the whole answer. */
export async function call(handler: Handler, path: string, options: CallOptions = {}): Promise<Answer> {
  const { id, ...rest } = options
  const response = await handler(apiRequest(path, rest), routeParams({ id: id ?? '' }) as never)
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text), headers: response.headers }
}

export const admin = { key: ADMIN_KEY }

let counter = 0
/** A fresh client address per call, so per-client rate limits never interfere between tests. */
export const nextIp = () => {
  counter += 1
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`
}

export const advisorBody = (name = 'Grace Hopper') => ({
  name,
  title: 'Operating Partner',
  company: 'Acme Holdings',
  expertise: 'Operations',
  description: 'Scales family businesses.',
  bio: 'Thirty years in manufacturing.',
  photo: 'https://example.com/grace.jpg',
  linkedinUrl: 'https://www.linkedin.com/in/grace',
  isActive: true,
})

export const teamBody = (name = 'Ada Lovelace') => ({
  name,
  title: 'Managing Partner',
  teamCategory: 'Investment Team',
  photo: '/cms-api/media/file/ada.jpg',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  bio: JSON.stringify({
    overview: 'Builds enduring businesses.',
    career: [{ role: 'Partner', institution: 'Analytical Capital' }],
    pillars: [{ icon: 'Rocket', title: 'Growth', description: 'Compounding growth.' }],
    philosophy: 'Patience pays.',
  }),
  isActive: true,
  displayOrder: 1,
})

export const postBody = (title = 'Scaling a Family Business') => ({
  title,
  summary: 'How owners grow without losing control.',
  content: 'Word '.repeat(450).trim(),
  tags: ['Growth', 'Succession'],
  isPublished: true,
  publishedAt: null,
})

/** Anti-spam fields as the real forms send them: traps empty, form shown a minute ago. */
export const humanFields = () => ({ url: '', honeypot: '', website_url: '', formStartTime: Date.now() - 60_000 })

export const inquiryBody = (email = 'owner@example.com') => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email,
  website: 'lopez-family.example',
  industry: 'Healthcare',
  inquiryType: 'partnership',
  message: 'We are looking for a long-term partner.',
  ...humanFields(),
})

/** Every question answered with option 3 (3 points each): 63 of 84. */
export const allAnswers = (option = 3) => Object.fromEntries(QUESTIONS.map((question) => [question.id, option]))

export const businessBody = (businessName = 'Lopez Clinics') => ({
  businessName,
  contactName: 'Maria Lopez',
  contactEmail: 'maria@example.com',
  businessWebsite: 'https://lopez.example',
  industry: 'Healthcare',
  businessCity: 'Austin',
  businessState: 'TX',
  businessZipCode: '78701',
  annualRevenue: '1m-5m',
  lifetimeGrossProfit: 12000,
  customerAcquisitionCost: 3000,
})

export const assessmentBody = (businessName?: string) => ({
  ...businessBody(businessName),
  answers: allAnswers(),
  ...humanFields(),
})
