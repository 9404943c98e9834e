import { deletePost, getPost, updatePost } from '@/endpoints/blog-posts'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getPost)
export const PUT = withErrors(updatePost)
export const DELETE = withErrors(deletePost)
