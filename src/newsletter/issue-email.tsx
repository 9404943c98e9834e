import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  render,
  Section,
  Text,
} from '@react-email/components'
import type { CSSProperties, ReactNode } from 'react'

import type { Message } from '@/leads/email/compose'
import {
  internalLinkKey,
  internalLinkRef,
  isAllowedLinkUrl,
  type RichTextNode,
  type RichTextState,
} from '@/lib/rich-text'

/**
 * A new insight as a branded e-mail (React Email: table layouts and inline styles that mail
 * clients render alike), with its plain-text part. Only server code imports it: no page's bundle
 * carries it. Every text comes from the post as React text, never as HTML.
 */

const BRAND = { navy: '#07142a', navyText: '#13294d', gold: '#d4b06a', muted: '#64748b', paper: '#f8fafc' }
/** The e-mail's width, and the width its images are drawn at. */
const EMAIL_WIDTH = 600

export type IssueFormat = 'summary' | 'full'

export type IssueContent = {
  firmName: string
  /** The site's origin: images and site paths become absolute. */
  origin: string
  title: string
  summary: string
  /** The post's page (counted like every other link). */
  url: string
  /** The body for a full-article e-mail; its links by reference at `hrefs`, images at `media`. */
  body?: RichTextState | null
  hrefs?: ReadonlyMap<string, string>
  media?: ReadonlyMap<string, { url: string; alt: string; width: number; height: number }>
  unsubscribeUrl: string
  /** Each link's counted address (the unsubscribe link is never counted). */
  track: (target: string) => string
  /** "Test: " before the subject of a test send. */
  test?: boolean
}

const text: CSSProperties = { fontSize: '16px', lineHeight: '26px', color: BRAND.navyText, margin: '0 0 16px' }
const link: CSSProperties = { color: '#1e3a8a', textDecoration: 'underline' }

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url)

type Ctx = Pick<IssueContent, 'origin' | 'hrefs' | 'media' | 'track'> & { cta: string }

const FORMAT_BOLD = 1
const FORMAT_ITALIC = 2

/** The body's nodes as e-mail elements: paragraphs, headings, lists, quotes, links, images, the assessment block. */
function nodes(list: readonly RichTextNode[] | undefined, ctx: Ctx): ReactNode[] {
  return (list ?? []).map((node, index) => element(node, index, ctx))
}

function element(node: RichTextNode, key: number, ctx: Ctx): ReactNode {
  const children = () => nodes(node.children, ctx)
  switch (node.type) {
    case 'text': {
      const format = typeof node.format === 'number' ? node.format : 0
      let out: ReactNode = node.text ?? ''
      if (format & FORMAT_ITALIC) out = <em>{out}</em>
      if (format & FORMAT_BOLD) out = <strong>{out}</strong>
      return <span key={key}>{out}</span>
    }
    case 'linebreak':
      return <br key={key} />
    case 'paragraph':
      return (
        <Text key={key} style={text}>
          {children()}
        </Text>
      )
    case 'heading':
      return (
        <Heading key={key} as="h2" style={{ fontSize: '20px', color: BRAND.navy, margin: '24px 0 12px' }}>
          {children()}
        </Heading>
      )
    case 'quote':
      return (
        <Text
          key={key}
          style={{ ...text, borderLeft: `3px solid ${BRAND.gold}`, paddingLeft: '16px', fontStyle: 'italic' }}
        >
          {children()}
        </Text>
      )
    case 'list': {
      const Tag = node.tag === 'ol' ? 'ol' : 'ul'
      return (
        <Tag key={key} style={{ ...text, paddingLeft: '24px' }}>
          {children()}
        </Tag>
      )
    }
    case 'listitem':
      return <li key={key}>{children()}</li>
    case 'link':
    case 'autolink': {
      const ref = internalLinkRef(node.fields)
      const target = ref ? ctx.hrefs?.get(internalLinkKey(ref)) : node.fields?.url
      if (!isAllowedLinkUrl(target)) return <span key={key}>{children()}</span>
      return (
        <Link key={key} href={ctx.track(absolute(ctx.origin, target))} style={link}>
          {children()}
        </Link>
      )
    }
    case 'upload': {
      const value = node.value as { id?: unknown } | string | number | undefined
      const id = typeof value === 'object' && value !== null ? value.id : value
      const image = ctx.media?.get(String(id))
      if (!image) return null
      const height = Math.round((image.height / image.width) * EMAIL_WIDTH)
      return (
        <Img
          key={key}
          src={absolute(ctx.origin, image.url)}
          alt={image.alt}
          width={EMAIL_WIDTH}
          height={height}
          style={{ width: '100%', maxWidth: `${EMAIL_WIDTH}px`, height: 'auto', margin: '8px 0 16px' }}
        />
      )
    }
    case 'block':
      return (
        <Section key={key} style={{ margin: '16px 0' }}>
          <Button href={ctx.track(absolute(ctx.origin, '/assessment'))} style={button}>
            {typeof node.fields?.heading === 'string' && node.fields.heading ? node.fields.heading : ctx.cta}
          </Button>
        </Section>
      )
    default:
      return node.children ? <span key={key}>{children()}</span> : null
  }
}

const button: CSSProperties = {
  backgroundColor: BRAND.gold,
  color: BRAND.navy,
  fontWeight: 600,
  fontSize: '15px',
  padding: '12px 20px',
  borderRadius: '6px',
  textDecoration: 'none',
}

function IssueEmail(content: IssueContent) {
  const ctx: Ctx = { ...content, cta: 'Take the business assessment' }
  const full = Boolean(content.body)
  return (
    <Html lang="en">
      <Head />
      <Preview>{content.summary}</Preview>
      <Body style={{ backgroundColor: BRAND.paper, fontFamily: 'Georgia, "Times New Roman", serif', margin: 0 }}>
        <Container style={{ maxWidth: `${EMAIL_WIDTH}px`, backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: BRAND.navy, padding: '20px 24px' }}>
            <Img
              src={`${content.origin}/apple-touch-icon.png`}
              alt=""
              width={36}
              height={36}
              style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: '6px' }}
            />
            <span style={{ color: '#ffffff', fontSize: '18px', marginLeft: '12px', verticalAlign: 'middle' }}>
              {content.firmName}
            </span>
          </Section>
          <Section style={{ padding: '28px 24px 8px' }}>
            <Text
              style={{ ...text, color: BRAND.gold, fontSize: '12px', letterSpacing: '2px', textTransform: 'uppercase' }}
            >
              Strategic Insights
            </Text>
            <Heading as="h1" style={{ fontSize: '26px', lineHeight: '34px', color: BRAND.navy, margin: '0 0 16px' }}>
              {content.title}
            </Heading>
            <Text style={{ ...text, color: BRAND.muted }}>{content.summary}</Text>
            {full && nodes(content.body!.root.children, ctx)}
            <Section style={{ margin: '24px 0' }}>
              <Button href={content.track(content.url)} style={button}>
                {full ? 'Read it on the site' : 'Read the insight'}
              </Button>
            </Section>
          </Section>
          <Hr style={{ borderColor: '#e2e8f0', margin: 0 }} />
          <Section style={{ padding: '16px 24px 28px' }}>
            <Text style={{ fontSize: '12px', lineHeight: '18px', color: BRAND.muted, margin: 0 }}>
              You receive this because you subscribed to {content.firmName} Strategic Insights.{' '}
              <Link href={content.unsubscribeUrl} style={{ color: BRAND.muted, textDecoration: 'underline' }}>
                Unsubscribe
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** The e-mail's subject, HTML and plain text (the text made from the same HTML). */
export async function issueEmail(content: IssueContent): Promise<Message> {
  const subject = `${content.test ? 'Test: ' : ''}New insight: ${content.title}`.replace(/\s+/g, ' ').slice(0, 200)
  const html = await render(<IssueEmail {...content} />)
  const body = await render(<IssueEmail {...content} />, { plainText: true })
  return { subject, html, text: `${body.trim()}\n\nUnsubscribe: ${content.unsubscribeUrl}\n` }
}
