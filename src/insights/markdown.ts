import {
  $convertFromMarkdownString,
  convertLexicalToMarkdown,
  editorConfigFactory,
  getEnabledNodes,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical'
import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload, RichTextField } from 'payload'

import {
  asRichText,
  internalLinkRef,
  type InternalLinkRef,
  isRichTextState,
  plainTextToRichText,
  type RichTextNode,
  type RichTextState,
} from '@/lib/rich-text'
import type { BlogPost } from '@/payload-types'

import { teamMemberPath } from './internal-links'

/** An insight's body as stored: a Lexical editor state. */
export type InsightBody = BlogPost['content'] & SerializedEditorState & RichTextState

const isEditorState = (value: unknown): value is InsightBody => isRichTextState(value)

/** Text kept verbatim (no Markdown read): paragraphs at blank lines, line breaks kept. */
export function plainTextBody(text: string): InsightBody {
  const state = plainTextToRichText(text)
  if (!isEditorState(state)) throw new Error('Not an editor state')
  return state
}

/**
 * An insight's body as Markdown, the `content` of the JSON API: read with the body's own editor
 * (its features' Markdown transformers: headings, links, lists, quotes, `![media:ID]()` images,
 * `<assessmentCta/>`), written back with Payload's Lexical → Markdown converter.
 */

/** The sanitized editor of the collection's `content` field. */
export function insightEditorConfig(payload: Payload): SanitizedServerEditorConfig {
  const field = payload.collections['blog-posts'].config.flattenedFields.find((each) => each.name === 'content')
  if (field?.type !== 'richText') throw new Error('blog-posts.content is not a rich text field')
  return editorConfigFactory.fromField({ field: field as RichTextField })
}

/**
 * Markdown into the body. Adjacent lines stay one paragraph joined by a line break (Payload's
 * convertMarkdownToLexical merges them as CommonMark does, which would lose a plain text's lines);
 * blank lines separate paragraphs.
 */
export function markdownToBody(editorConfig: SanitizedServerEditorConfig, markdown: string): InsightBody {
  const editor = createHeadlessEditor({ nodes: getEnabledNodes({ editorConfig }) })
  const text = markdown.replace(/\r\n?/g, '\n')
  editor.update(
    () => $convertFromMarkdownString(text, editorConfig.features.markdownTransformers, undefined, false, false),
    { discrete: true },
  )
  const state: unknown = editor.getEditorState().toJSON()
  if (!isEditorState(state)) throw new Error('The Markdown did not convert to an editor state')
  return state
}

/** A stable address of a linked document: an insight's id alone answers with a 308 to its current slug. */
const referencePath = (ref: InternalLinkRef) =>
  ref.relationTo === 'team-members' ? teamMemberPath(ref.id) : `/insights/${ref.id}`

/** Links by reference written as their document's stable path (Markdown has no references). */
function withReferencePaths(node: RichTextNode): RichTextNode {
  const ref = node.type === 'link' ? internalLinkRef(node.fields) : null
  const children = node.children?.map(withReferencePaths)
  const fields = ref ? { ...node.fields, linkType: 'custom', url: referencePath(ref), doc: null } : node.fields
  return { ...node, ...(children ? { children } : {}), ...(fields === undefined ? {} : { fields }) }
}

/**
 * The body as Markdown; images as `![media:ID]()` when not populated (depth 0), so they survive a
 * round trip; a link by reference as its document's stable path.
 */
export function bodyToMarkdown(editorConfig: SanitizedServerEditorConfig, body: unknown): string {
  if (typeof body === 'string') return body
  const state = asRichText(body)
  if (!isEditorState(state)) return ''
  const data = { ...state, root: withReferencePaths(state.root) } as InsightBody
  return convertLexicalToMarkdown({ editorConfig, data })
}
