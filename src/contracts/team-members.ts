/** Team members: what a caller may send, the field limits, and the stored record. */
export type { TeamMember } from '@/payload-types'
