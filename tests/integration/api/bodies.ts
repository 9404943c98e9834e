import type { AdvisorCreateInput } from '@/contracts/advisors'
import type { AssessmentVisitorInput } from '@/contracts/assessments'
import type { BlogPostCreateInput } from '@/contracts/blog-posts'
import type { ContactInquiryInput } from '@/contracts/inquiries'
import type { TeamMemberCreateInput } from '@/contracts/team-members'
import { QUESTIONS } from '@/lib/assessment/questions'

/**
 * Valid request bodies, as the site and the dashboard send them, typed by the resources'
 * contracts: a field a contract adds or renames fails here first. Pure: the e2e suite uses them too.
 */

export const advisorBody = (name = 'Grace Hopper'): AdvisorCreateInput => ({
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

export const teamBody = (name = 'Ada Lovelace'): TeamMemberCreateInput => ({
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

export const postBody = (title = 'Scaling a Family Business'): BlogPostCreateInput => ({
  title,
  summary: 'How owners grow without losing control.',
  content: 'Word '.repeat(450).trim(),
  tags: ['Growth', 'Succession'],
  isPublished: true,
  publishedAt: null,
})

/** Anti-spam fields as the real forms send them: traps empty, form shown a minute ago. */
export const humanFields = () => ({ url: '', honeypot: '', website_url: '', formStartTime: Date.now() - 60_000 })

export const inquiryFields = (email = 'owner@example.com'): ContactInquiryInput => ({
  firstName: 'Maria',
  lastName: 'Lopez',
  email,
  website: 'lopez-family.example',
  industry: 'Healthcare',
  inquiryType: 'partnership',
  message: 'We are looking for a long-term partner.',
})

export const inquiryBody = (email?: string) => ({ ...inquiryFields(email), ...humanFields() })

/** Every question answered with option 3 (3 points each): 63 of 84. */
export const allAnswers = (option = 3) => Object.fromEntries(QUESTIONS.map((question) => [question.id, option]))

export const businessBody = (businessName = 'Lopez Clinics'): Omit<AssessmentVisitorInput, 'answers'> => ({
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

export const assessmentFields = (businessName?: string): AssessmentVisitorInput => ({
  ...businessBody(businessName),
  answers: allAnswers(),
})

export const assessmentBody = (businessName?: string) => ({ ...assessmentFields(businessName), ...humanFields() })
