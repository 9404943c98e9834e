import { deletePost, getPost, updatePost } from '@/endpoints/blog-posts'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getPost)
export const PUT = withPayload(updatePost)
export const DELETE = withPayload(deletePost)
