import { isAllowedLinkUrl } from '@/lib/rich-text'

/**
 * The dashboard post form's preview of its Markdown (what `/api/blog/posts` reads: `## heading`,
 * `**bold**`, `*italic*`, `[text](url)`, `- item`, `1. item`, `> quote`, `![media:ID]()`,
 * `<assessmentCta heading="…"/>`) as a tree the form renders with React: text stays text, never HTML.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold' | 'italic'; children: Inline[] }
  | { kind: 'link'; href: string | null; children: Inline[] }
  | { kind: 'break' }

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph' | 'quote'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'image'; mediaId: string }
  | { kind: 'cta'; heading: string | null }

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]*)\)/

/** Bold, italic and links inside a block; single newlines are line breaks. */
function inlines(text: string): Inline[] {
  const out: Inline[] = []
  let rest = text
  while (rest) {
    const match = INLINE.exec(rest)
    if (!match) {
      out.push(...withBreaks(rest))
      break
    }
    if (match.index > 0) out.push(...withBreaks(rest.slice(0, match.index)))
    if (match[1] !== undefined) out.push({ kind: 'bold', children: inlines(match[1]) })
    else if (match[2] !== undefined) out.push({ kind: 'italic', children: inlines(match[2]) })
    else out.push({ kind: 'link', href: isAllowedLinkUrl(match[4]) ? match[4]! : null, children: inlines(match[3]!) })
    rest = rest.slice(match.index + match[0].length)
  }
  return out
}

const withBreaks = (text: string): Inline[] =>
  text
    .split('\n')
    .flatMap((line, index): Inline[] =>
      index ? [{ kind: 'break' }, { kind: 'text', text: line }] : [{ kind: 'text', text: line }],
    )

/** The blocks of the Markdown, separated by blank lines. */
export function markdownBlocks(markdown: string): Block[] {
  return markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const heading = /^(#{2,4})\s+(.*)$/s.exec(chunk)
      if (heading) return { kind: 'heading', level: heading[1]!.length as 2 | 3 | 4, children: inlines(heading[2]!) }
      const image = /^!\[media:([A-Za-z0-9]+)\]\(\)$/.exec(chunk)
      if (image) return { kind: 'image', mediaId: image[1]! }
      const cta = /^<assessmentCta(?:\s+heading="([^"]*)")?\s*\/>$/.exec(chunk)
      if (cta) return { kind: 'cta', heading: cta[1] || null }
      const lines = chunk.split('\n')
      if (lines.every((line) => /^[-*]\s+/.test(line)))
        return { kind: 'list', ordered: false, items: lines.map((line) => inlines(line.replace(/^[-*]\s+/, ''))) }
      if (lines.every((line) => /^\d+\.\s+/.test(line)))
        return { kind: 'list', ordered: true, items: lines.map((line) => inlines(line.replace(/^\d+\.\s+/, ''))) }
      if (lines.every((line) => line.startsWith('>')))
        return { kind: 'quote', children: inlines(lines.map((line) => line.replace(/^>\s?/, '')).join('\n')) }
      return { kind: 'paragraph', children: inlines(chunk) }
    })
}
