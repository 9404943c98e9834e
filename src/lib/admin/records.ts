/** The JSON shapes the dashboard reads from the API. Ids are numbers (SQLite) or strings (MongoDB). */
export type Id = number | string

export type Assessment = {
  id: Id
  businessName: string
  contactName: string
  contactEmail: string
  businessWebsite?: string | null
  industry?: string | null
  businessCity: string
  businessState: string
  businessZipCode: string
  annualRevenue: string
  totalScore: number
  lifetimeGrossProfit?: number | null
  customerAcquisitionCost?: number | null
  createdAt: string
}

export type ContactInquiry = {
  id: Id
  firstName: string
  lastName: string
  email: string
  website?: string | null
  industry?: string | null
  inquiryType: string
  message: string
  createdAt: string
}

export type Prediction = {
  investmentRecommendation?: string | null
  investmentReadiness?: number | null
  growthPotential?: number | null
  riskLevel?: string | null
  confidenceScore?: number | null
  keyStrengths?: string[] | null
  criticalChallenges?: string[] | null
  recommendedActions?: string[] | null
  rating?: string | null
}

export type AiPredictionItem = Prediction & { assessmentId: Id; prediction?: Prediction | null }

export type MessageAnalysis = {
  contactInquiryId: Id
  urgencyLevel: string
  businessPotential: string
  summary: string
  keyPoints: string[]
}

export type Advisor = {
  id: Id
  name: string
  title: string
  company: string
  expertise: string
  description: string
  bio?: string | null
  photo?: string | null
  linkedinUrl?: string | null
  isActive: boolean
  displayOrder: number
  createdAt: string
  updatedAt: string
}

export type TeamMember = {
  id: Id
  name: string
  title: string
  teamCategory?: string | null
  photo?: string | null
  linkedinUrl?: string | null
  bio?: string | null
  careerJourney?: string | null
  philosophy?: string | null
  isActive: boolean
  displayOrder: number
  createdAt: string
  updatedAt: string
} & Partial<Record<`pillar${1 | 2 | 3}${'Title' | 'Description' | 'Icon'}`, string | null>>

export type BlogPost = {
  id: Id
  title: string
  summary: string
  content: string
  tags?: string[] | null
  isPublished: boolean
  publishedAt?: string | null
  createdAt: string
}

/** The analytics endpoints' answers, as their server modules define them. */
export type { AnalyticsSummary } from '@/analytics/queries/lead-summary'
export type { VisitorAnalytics } from '@/lib/analytics/metrics'

export type SiteSettings = { firmName?: string; crmUrl?: string }
