/** AI results: predictions of assessments and analyses of inquiries, as stored and as listed. */
export type { AiPrediction, MessageAnalysis } from '@/payload-types'
