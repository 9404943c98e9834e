/** Blog posts (insights): what a caller may send, the field limits, and the stored record. */
export type { BlogPost } from '@/payload-types'
