import { createPost, listPosts } from '@/endpoints/blog-posts'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(listPosts)
export const POST = withErrors(createPost)
