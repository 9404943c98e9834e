'use client'

import type { ReactNode } from 'react'

import { type Block, type Inline, markdownBlocks } from '@/dashboard/model/markdown-preview'

const inline = (nodes: Inline[]): ReactNode[] =>
  nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text
      case 'break':
        return <br key={index} />
      case 'bold':
        return <strong key={index}>{inline(node.children)}</strong>
      case 'italic':
        return <em key={index}>{inline(node.children)}</em>
      case 'link':
        return node.href ? (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer" className="text-blue-800 underline">
            {inline(node.children)}
          </a>
        ) : (
          <span key={index} title="Not a link the site shows: an http(s) address or a path (/…) only">
            {inline(node.children)}
          </span>
        )
    }
  })

function block(node: Block, index: number): ReactNode {
  switch (node.kind) {
    case 'heading': {
      const Tag = `h${node.level}` as const
      const size = node.level === 2 ? 'text-xl' : node.level === 3 ? 'text-lg' : 'text-base'
      return (
        <Tag key={index} className={`${size} font-semibold text-ink`}>
          {inline(node.children)}
        </Tag>
      )
    }
    case 'paragraph':
      return <p key={index}>{inline(node.children)}</p>
    case 'quote':
      return (
        <blockquote key={index} className="border-l-4 border-amber-300 pl-3 italic">
          {inline(node.children)}
        </blockquote>
      )
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul'
      return (
        <Tag key={index} className={`${node.ordered ? 'list-decimal' : 'list-disc'} pl-6`}>
          {node.items.map((item, itemIndex) => (
            <li key={itemIndex}>{inline(item)}</li>
          ))}
        </Tag>
      )
    }
    case 'image':
      return (
        <p key={index} className="rounded border border-dashed border-line p-3 text-center text-xs text-muted">
          Image {node.mediaId} from the CMS&apos;s Images
        </p>
      )
    case 'cta':
      return (
        <p key={index} className="rounded bg-slate-100 p-3 text-sm font-medium text-ink">
          Take the assessment: {node.heading ?? 'the standard invitation'}
        </p>
      )
  }
}

/** The post's Markdown as it will read, in the dialog (links open in a new tab). */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const blocks = markdownBlocks(markdown)
  return (
    <div data-testid="post-preview" className="space-y-3 rounded-md border border-line p-3 text-sm leading-6 text-body">
      {blocks.length ? blocks.map(block) : <p className="text-muted">Nothing to preview yet.</p>}
    </div>
  )
}
