import { isSitePath, isWebUrl } from './urls'

/**
 * Rules for an insight's body, a Lexical editor state (JSON), that need no editor: plain text
 * into paragraphs, the words it holds, and which of its links may be stored and rendered.
 */

export type RichTextNode = {
  type: string
  version?: number
  children?: RichTextNode[]
  text?: string
  fields?: Record<string, unknown> | null
  [key: string]: unknown
}

export type RichTextState = { root: RichTextNode & { children: RichTextNode[] } }

const textNode = (text: string): RichTextNode => ({
  type: 'text',
  version: 1,
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
})

const element = (type: string, children: RichTextNode[], extra: Record<string, unknown> = {}): RichTextNode => ({
  type,
  version: 1,
  children,
  direction: children.length ? 'ltr' : null,
  format: '',
  indent: 0,
  ...extra,
})

/** Paragraphs split at blank lines; a single line break stays one (the text kept verbatim, no Markdown). */
export function plainTextToRichText(text: string): RichTextState {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
  const children = paragraphs.map((paragraph) =>
    element(
      'paragraph',
      paragraph
        .split('\n')
        .flatMap((line, index) => [
          ...(index ? [{ type: 'linebreak', version: 1 }] : []),
          ...(line ? [textNode(line)] : []),
        ]),
      { textFormat: 0, textStyle: '' },
    ),
  )
  return { root: element('root', children) as RichTextState['root'] }
}

export const isRichTextState = (value: unknown): value is RichTextState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RichTextState).root === 'object' &&
  (value as RichTextState).root !== null &&
  Array.isArray((value as RichTextState).root.children)

const isWellFormedNode = (node: unknown): boolean =>
  typeof node === 'object' &&
  node !== null &&
  typeof (node as RichTextNode).type === 'string' &&
  ((node as RichTextNode).children === undefined ||
    (Array.isArray((node as RichTextNode).children) && (node as RichTextNode).children!.every(isWellFormedNode)))

/** An editor state whose every node names its type and holds its children in a list (what a save must send). */
export const isWellFormedRichText = (value: unknown): value is RichTextState =>
  isRichTextState(value) && isWellFormedNode(value.root)

/** A stored body as an editor state: text stored before bodies were rich (MongoDB, old versions) reads as plain text. */
export const asRichText = (value: unknown): RichTextState | null =>
  isRichTextState(value) ? value : typeof value === 'string' ? plainTextToRichText(value) : null

function* walk(node: RichTextNode): Generator<RichTextNode> {
  yield node
  for (const child of node.children ?? []) yield* walk(child)
}

/** Every node of the body, depth first. */
export const richTextNodes = (state: RichTextState | null): RichTextNode[] => (state ? [...walk(state.root)] : [])

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem'])

/** The body's words as plain text: blocks on lines of their own, line breaks kept. */
export function richTextToPlainText(state: RichTextState | null): string {
  const lines: string[] = []
  const visit = (node: RichTextNode) => {
    if (node.type === 'text') lines[lines.length - 1] += node.text ?? ''
    else if (node.type === 'linebreak') lines[lines.length - 1] += '\n'
    else if (node.type === 'upload' || node.type === 'block') return
    if (BLOCK_TYPES.has(node.type)) lines.push('')
    for (const child of node.children ?? []) visit(child)
  }
  lines.push('')
  if (state) visit(state.root)
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n\n')
}

/** How many words the body holds (what the read time counts). */
export function richTextWordCount(state: RichTextState | null): number {
  const text = richTextToPlainText(state).trim()
  return text ? text.split(/\s+/).length : 0
}

/** Where a link in a body may point: an http(s) address or a path on this site. */
export const isAllowedLinkUrl = (url: unknown): url is string =>
  typeof url === 'string' && (isWebUrl(url) || isSitePath(url))

/** An http(s) address of another site (opened with rel="noopener"). */
export const isExternalLink = (url: string) => isWebUrl(url)

/** A link to another document (an insight, a team member) by reference: `{relationTo, id}`. */
export type InternalLinkRef = { relationTo: string; id: string }

/** The document an internal link names (its `doc` as stored, an id or the populated document); null for a URL link. */
export function internalLinkRef(fields: unknown): InternalLinkRef | null {
  const link = fields as { linkType?: unknown; doc?: { relationTo?: unknown; value?: unknown } } | undefined
  if (link?.linkType !== 'internal' || typeof link.doc?.relationTo !== 'string') return null
  const value = link.doc.value
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'string' || typeof id === 'number' ? { relationTo: link.doc.relationTo, id: String(id) } : null
}

/** The key of an internal link's target in a map of current addresses. */
export const internalLinkKey = (ref: InternalLinkRef) => `${ref.relationTo}:${ref.id}`

/** Every document the body links by reference. */
export const internalLinkRefs = (state: RichTextState | null): InternalLinkRef[] =>
  richTextNodes(state)
    .filter((node) => node.type === 'link')
    .flatMap((node) => internalLinkRef(node.fields) ?? [])

/** The addresses of the body's links that may not be stored (javascript:, data:, mailto:, …); links by reference have none. */
export const disallowedLinks = (state: RichTextState | null): string[] =>
  richTextNodes(state)
    .filter((node) => (node.type === 'link' || node.type === 'autolink') && !internalLinkRef(node.fields))
    .map((node) => node.fields?.url)
    .filter((url) => !isAllowedLinkUrl(url))
    .map((url) => (typeof url === 'string' ? url : ''))

/** The ids of the stored images the body shows. */
export const uploadIds = (state: RichTextState | null): unknown[] =>
  richTextNodes(state)
    .filter((node) => node.type === 'upload')
    .map((node) => {
      const value = node.value
      return typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
    })
