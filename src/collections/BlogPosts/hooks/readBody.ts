import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { markdownToBody, insightEditorConfig } from '@/insights/markdown'
import { parseDocId } from '@/lib/ids'
import { disallowedLinks, isWellFormedRichText, uploadIds } from '@/lib/rich-text'

type WriteArgs = { data?: { content?: unknown } }

const refuse = (message: string) =>
  new ValidationError({ collection: 'blog-posts', errors: [{ path: 'content', message }] })

/**
 * Every save of a body, drafts included: a string (the JSON API's Markdown, the seed) is read as
 * Markdown into the editor state; a link may point only to an http(s) address or a path on this
 * site, and an image must be a stored Media document. Anything else is a 400 naming `content`.
 */
export const readBody: CollectionBeforeOperationHook<'blog-posts'> = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args as WriteArgs).data
  if (!data || data.content === undefined || data.content === null) return args
  if (typeof data.content === 'string') data.content = markdownToBody(insightEditorConfig(req.payload), data.content)
  const body = data.content
  if (!isWellFormedRichText(body)) throw refuse('The body must be Markdown text or a rich text editor state')
  const badLinks = disallowedLinks(body)
  if (badLinks.length) {
    throw refuse(`Links must be http(s) addresses or paths on this site (/…), not: ${badLinks.join(', ')}`)
  }
  const ids = uploadIds(body)
  if (!ids.length) return args
  const idType = req.payload.db.defaultIDType
  const valid = ids.map((id) => parseDocId(id, idType))
  const lookup = valid.filter((id) => id !== null)
  const found = lookup.length
    ? await req.payload.find({
        collection: 'media',
        where: { id: { in: lookup } },
        select: {},
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const stored = new Set(found.docs.map((doc) => String(doc.id)))
  const missing = ids.filter((id, index) => valid[index] === null || !stored.has(String(valid[index])))
  if (missing.length)
    throw refuse(`Images must be stored in Media; no image has the id ${missing.map(String).join(', ')}`)
  return args
}
