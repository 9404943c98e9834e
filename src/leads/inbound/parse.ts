import { createHash } from 'node:crypto'

import EmailReplyParser from 'email-reply-parser'
import { convert } from 'html-to-text'
import {
  type AddressObject,
  type HeaderValue,
  type ParsedMail,
  simpleParser,
  type SimpleParserOptions,
} from 'mailparser'

import { type InboundAttachment, type InboundKind, INBOUND_LIMITS } from '@/contracts/inbound-email'

/** A message refused as not being one (400 on the route; skipped and counted from the mailbox). */
export class MalformedMessage extends Error {}

export type InboundMessage = {
  kind: InboundKind
  messageId: string | null
  contentHash: string
  /** Message-IDs it answers: In-Reply-To first, then References, newest first. */
  answers: string[]
  /** What a reply to it would carry in References (its own References and Message-ID). */
  references: string
  fromAddress: string
  fromName: string
  subject: string
  /** The new text only: quoted history and signature trimmed, HTML turned to text. */
  text: string
  attachments: InboundAttachment[]
  attachmentCount: number
  /** Bounces: the address that could not be delivered to. */
  bouncedAddress: string | null
}

/** MIME parts parsed at most (the size bound keeps their total small anyway). */
const MAX_PARTS = 5000

const MESSAGE_ID = /<[^<>\s]{1,245}>/g

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((each): each is string => typeof each === 'string')
    .flatMap((each) => each.match(MESSAGE_ID) ?? [])

const headerText = (value: HeaderValue | undefined): string => {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value
  return String(value)
}

const line = (value: string, max: number) => value.replace(/\s+/g, ' ').trim().slice(0, max)

/** RFC 3834 and the common vendor headers of out-of-office and other automatic answers. */
function isAutoReply(headers: Map<string, HeaderValue>, subject: string): boolean {
  const submitted = headerText(headers.get('auto-submitted')).trim().toLowerCase()
  if (submitted && submitted !== 'no') return true
  if (headers.has('x-autoreply') || headers.has('x-autorespond') || headers.has('x-autoresponder')) return true
  const precedence = headerText(headers.get('precedence')).trim().toLowerCase()
  if (['auto_reply', 'bulk', 'junk', 'list'].includes(precedence)) return true
  return /^(automatic reply|auto(matic)?[- ]?response|out of (the )?office|autoreply)\b/i.test(subject)
}

/** The failed recipient of a delivery status report (RFC 3464), or null when it is not a failure report. */
function bouncedAddressOf(mail: ParsedMail): string | null {
  const type = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined
  const report = mail.attachments.find((part) => part.contentType === 'message/delivery-status')
  const isReport =
    type?.value?.toLowerCase() === 'multipart/report' &&
    type.params?.['report-type']?.toLowerCase() === 'delivery-status'
  if (!report && !isReport) return null
  const status = report?.content.toString('utf8') ?? ''
  if (/^action:\s*(delayed|delivered|relayed|expanded)\s*$/im.test(status) && !/^action:\s*failed/im.test(status))
    return null
  const recipient = /^(?:final|original)-recipient:\s*(?:rfc822;)?\s*<?([^\s<>;]+@[^\s<>;]+)>?/im.exec(status)
  return recipient ? recipient[1].toLowerCase() : ''
}

/** Message-IDs of the original message a bounce carries (its headers part), which the product may have sent. */
function bouncedIds(mail: ParsedMail): string[] {
  const original = mail.attachments.find(
    (part) => part.contentType === 'message/rfc822' || part.contentType === 'text/rfc822-headers',
  )
  if (!original) return []
  const head = original.content
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0]
  return idsIn(/^message-id:\s*(.*)$/im.exec(head)?.[1] ?? '')
}

const quoteSelectors = ['blockquote', 'div.gmail_quote', 'div.yahoo_quoted', '#divRplyFwdMsg', '#appendonsend']

/** The HTML part as text: links as their words, images and quoted history left out. */
const htmlText = (html: string) =>
  convert(html, {
    wordwrap: false,
    limits: { maxInputLength: INBOUND_LIMITS.text * 20 },
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      ...quoteSelectors.map((selector) => ({ selector, format: 'skip' })),
    ],
  })

/** Outlook's quoted header, which the reply parser does not know: everything from it on is history. */
const OUTLOOK_QUOTE = /^(-{2,}\s*Original Message\s*-{2,}|_{10,}\s*$|From:\s.+\r?\n(Sent|Date):\s)/im

/** The new text of a reply: quoted history and signature trimmed. */
function newTextOf(text: string): string {
  const outlook = OUTLOOK_QUOTE.exec(text)
  const head = outlook ? text.slice(0, outlook.index) : text
  const visible = new EmailReplyParser().read(head.replace(/\r\n/g, '\n')).getVisibleText()
  return visible.trim().slice(0, INBOUND_LIMITS.text)
}

const addressOf = (from: AddressObject | undefined) => from?.value.find((each) => each.address)

/**
 * Parses a raw RFC 822 message into what is kept of it. Refuses (MalformedMessage) what is no
 * message at all: no headers, or no sender address.
 */
export async function parseInbound(raw: Buffer): Promise<InboundMessage> {
  if (!/^[\x21-\x39\x3b-\x7e]+:/m.test(raw.subarray(0, 4096).toString('latin1')))
    throw new MalformedMessage('Not an RFC 822 message: no header fields')
  let mail: ParsedMail
  try {
    mail = await simpleParser(raw, {
      keepDeliveryStatus: true,
      // HTML-only messages are converted below, quoted history left out.
      skipHtmlToText: true,
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      maxHtmlLengthToParse: INBOUND_LIMITS.text * 20,
      // Passed on to its MIME splitter (untyped): 1,000 attachments are one message's parts, not an attack.
      maxChildNodes: MAX_PARTS,
    } as SimpleParserOptions)
  } catch (error) {
    throw new MalformedMessage(`Not an RFC 822 message: ${error instanceof Error ? error.message : String(error)}`)
  }
  const from = addressOf(Array.isArray(mail.from) ? mail.from[0] : mail.from)
  if (!from?.address) throw new MalformedMessage('The message has no From address')
  const subject = line(mail.subject ?? '', INBOUND_LIMITS.subject)
  const bouncedAddress = bouncedAddressOf(mail)
  const kind: InboundKind =
    bouncedAddress !== null ? 'bounce' : isAutoReply(mail.headers, subject) ? 'auto-reply' : 'reply'
  const messageId = idsIn(mail.messageId ?? '')[0] ?? null
  const inReplyTo = idsIn(mail.inReplyTo ?? '')
  const references = idsIn(mail.references ?? [])
  const body = mail.text?.trim() ? mail.text : typeof mail.html === 'string' ? htmlText(mail.html) : ''
  const files = mail.attachments.filter((part) => part.contentDisposition === 'attachment' || part.filename)
  return {
    kind,
    messageId,
    contentHash: createHash('sha256').update(raw).digest('hex'),
    answers: [...new Set([...inReplyTo, ...[...references].reverse(), ...bouncedIds(mail)])].slice(0, 50),
    references: [...references, ...(messageId ? [messageId] : [])].slice(-20).join(' '),
    fromAddress: line(from.address, INBOUND_LIMITS.address).toLowerCase(),
    fromName: line(from.name ?? '', INBOUND_LIMITS.name),
    subject,
    text: kind === 'bounce' ? '' : newTextOf(body),
    attachments: files
      .slice(0, INBOUND_LIMITS.attachments)
      .map((part) => ({ name: line(part.filename ?? 'unnamed', INBOUND_LIMITS.name), size: part.size })),
    attachmentCount: files.length,
    bouncedAddress: bouncedAddress || null,
  }
}
