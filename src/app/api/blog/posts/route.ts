import { createPost, listPosts } from '@/endpoints/blog-posts'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(listPosts)
export const POST = withPayload(createPost)
