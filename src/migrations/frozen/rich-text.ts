/**
 * The body rules the insight migrations of 27 Nov 2026 ran with, copied as they were: a migration
 * is history, so a later change to src/lib/rich-text.ts must not change what it does.
 */

type Node = { type: string; children?: Node[]; text?: string; [key: string]: unknown }
type State = { root: Node & { children: Node[] } }

const textNode = (text: string): Node => ({ type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 })

const element = (type: string, children: Node[], extra: Record<string, unknown> = {}): Node => ({
  type,
  version: 1,
  children,
  direction: children.length ? 'ltr' : null,
  format: '',
  indent: 0,
  ...extra,
})

function plainTextToRichText(text: string): State {
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
        .flatMap((line, index) => [...(index ? [{ type: 'linebreak', version: 1 }] : []), ...(line ? [textNode(line)] : [])]),
      { textFormat: 0, textStyle: '' },
    ),
  )
  return { root: element('root', children) as State['root'] }
}

const isState = (value: unknown): value is State =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as State).root === 'object' &&
  (value as State).root !== null &&
  Array.isArray((value as State).root.children)

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem'])

function plainText(state: State): string {
  const lines: string[] = ['']
  const visit = (node: Node) => {
    if (node.type === 'text') lines[lines.length - 1] += node.text ?? ''
    else if (node.type === 'linebreak') lines[lines.length - 1] += '\n'
    else if (node.type === 'upload' || node.type === 'block') return
    if (BLOCK_TYPES.has(node.type)) lines.push('')
    for (const child of node.children ?? []) visit(child)
  }
  visit(state.root)
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n\n')
}

const parsedState = (text: string): State | null => {
  try {
    const value: unknown = JSON.parse(text)
    return isState(value) ? value : null
  } catch {
    return null
  }
}

/** A body stored as text as the JSON of its editor state; null when already one or empty. */
export const legacyBodyJson = (stored: string | null): string | null =>
  stored === null || parsedState(stored) ? null : JSON.stringify(plainTextToRichText(stored))

/** A stored editor state's JSON back as text; null when it is not one. */
export function richBodyText(stored: string | null): string | null {
  const state = stored === null ? null : parsedState(stored)
  return state ? plainText(state) : null
}

/** Minutes to read a text: words ÷ 200, rounded up, at least 1. */
export function readMinutes(text: string): number {
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length
  return Math.max(1, Math.ceil(words / 200))
}
