/** AI results: predictions of assessments and analyses of inquiries, as stored and as listed. */
export type { AiPrediction, MessageAnalysis } from '@/payload-types'
/** The analyses as the analysts answer them (and as the dashboard reads the listed results). */
export type { MessageAnalysisAnswer, PredictionAnswer } from '@/ai/schemas'
