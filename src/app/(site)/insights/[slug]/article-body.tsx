import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import type { SerializedBlockNode } from '@payloadcms/richtext-lexical'
import { type JSXConverterArgs, type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { getImageProps } from 'next/image'

import { goalAttribute } from '@/contracts/analytics-event'
import { ASSESSMENT_CTA_BLOCK } from '@/contracts/blog-posts'
import type { InternalHrefs } from '@/insights/internal-links'
import {
  asRichText,
  internalLinkKey,
  internalLinkRef,
  isAllowedLinkUrl,
  isExternalLink,
  isRichTextState,
  richTextNodes,
} from '@/lib/rich-text'
import type { AssessmentCtaBlock, Media } from '@/payload-types'

import { AssessmentCta } from '../../_components/assessment-cta'

const HEADINGS = new Set(['h2', 'h3', 'h4'])
const isMedia = (value: unknown): value is Media =>
  typeof value === 'object' && value !== null && typeof (value as Media).url === 'string'

/**
 * Lexical's own JSX converters (paragraphs, line breaks, lists, quotes, bold, italic), rendered on
 * the server; links only to http(s) addresses or site paths (anything else is its text alone), a
 * link by reference to its document's current address (`links`; none: its text alone),
 * headings h2–h4 under the page's h1, images through the image optimizer.
 */
const converters =
  (links: InternalHrefs): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const Tag = HEADINGS.has(node.tag) ? (node.tag as 'h2' | 'h3' | 'h4') : 'h2'
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    link: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const ref = internalLinkRef(node.fields)
      const url = ref ? links.get(internalLinkKey(ref)) : node.fields.url
      if (!isAllowedLinkUrl(url)) return <>{children}</>
      return (
        <a href={url} rel={isExternalLink(url) ? 'noopener' : undefined} data-goal={goalAttribute(node.fields.goal)}>
          {children}
        </a>
      )
    },
    autolink: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const url = node.fields.url
      return isAllowedLinkUrl(url) ? (
        <a href={url} rel={isExternalLink(url) ? 'noopener' : undefined}>
          {children}
        </a>
      ) : (
        <>{children}</>
      )
    },
    upload: ({ node }) => {
      const media = node.value
      if (!isMedia(media) || !media.url || !media.width || !media.height) return null
      const alt = media.alt ?? ''
      const { props } = getImageProps({
        src: media.url,
        alt,
        width: media.width,
        height: media.height,
        sizes: '(min-width: 768px) 720px, 100vw',
      })
      return (
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps */}
          <img {...props} alt={alt} loading="lazy" />
        </figure>
      )
    },
    blocks: {
      [ASSESSMENT_CTA_BLOCK]: ({ node }: JSXConverterArgs<SerializedBlockNode<AssessmentCtaBlock>>) => (
        <AssessmentCta heading={node.fields.heading} goal={goalAttribute(node.fields.goal)} as="h3" />
      ),
    },
    unknown: ({
      node,
      nodesToJSX,
    }: JSXConverterArgs<SerializedLexicalNode & { children?: SerializedLexicalNode[] }>) =>
      node.children ? <>{nodesToJSX({ nodes: node.children })}</> : null,
  })

const isEditorState = (value: unknown): value is SerializedEditorState => isRichTextState(value)

/** The body invites to the assessment itself (its block): the article's end then adds no second invitation. */
export const hasAssessmentCta = (body: unknown): boolean =>
  richTextNodes(asRichText(body)).some(
    (node) => node.type === 'block' && node.fields?.blockType === ASSESSMENT_CTA_BLOCK,
  )

/** An insight's body as semantic HTML with the site's typography; no client JavaScript. */
export function ArticleBody({ body, links }: { body: unknown; links: InternalHrefs }) {
  const state = asRichText(body)
  if (!isEditorState(state)) return null
  return (
    <RichText
      data={state}
      converters={converters(links)}
      className="insight-body font-serif text-lg leading-8 text-slate-800"
      disableIndent
      disableTextAlign
    />
  )
}
