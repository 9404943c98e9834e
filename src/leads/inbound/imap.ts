import { ImapFlow, type ImapFlowOptions } from 'imapflow'
import type { Payload } from 'payload'

import { INBOUND_EMAIL_MAX_BYTES } from '@/contracts/inbound-email'
import { onShutdown } from '@/lib/shutdown'
import { sharedState } from '@/shared-state'

import { MalformedMessage } from './parse'
import { ingestMessage } from './store'

/** The keyword set on each message taken (stored, matched to no one, or skipped): never taken again. */
export const TAKEN_FLAG = '$KeystoneTaken'
/** Polled this often, also where IDLE works (a missed notification waits a minute at most). */
const POLL_MS = 60_000
/** A claim older than this, on a message still without the keyword, belonged to an instance that died. */
const CLAIM_STALE_MS = 10 * 60_000
/** Messages taken per pass; the next pass (at once when more wait) takes the rest. */
const BATCH = 50
const RECONNECT_MS = 30_000

/** `imaps://user:password@host[:port]/Mailbox`; `?auth=xoauth2` reads the password as an OAuth2 access token. */
function imapOptions(url: string): { options: ImapFlowOptions; mailbox: string; label: string } {
  const parsed = new URL(url)
  if (parsed.protocol !== 'imaps:' && parsed.protocol !== 'imap:')
    throw new Error('INBOUND_IMAP_URL must be imaps:// or imap://')
  const secure = parsed.protocol === 'imaps:'
  const user = decodeURIComponent(parsed.username)
  const secret = decodeURIComponent(parsed.password)
  const oauth = parsed.searchParams.get('auth')?.toLowerCase() === 'xoauth2'
  const mailbox = decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX'
  return {
    options: {
      host: parsed.hostname,
      port: Number(parsed.port) || (secure ? 993 : 143),
      secure,
      auth: oauth ? { user, accessToken: secret } : { user, pass: secret },
      logger: false,
      connectionTimeout: 30_000,
      maxIdleTime: POLL_MS,
      // IDLE two seconds after the last command (a pass's commands follow each other closer than that).
      autoIdleDelay: 2_000,
    },
    mailbox,
    // Names the mailbox in claims and logs, without its secret.
    label: `${parsed.hostname}/${user}/${mailbox}`,
  }
}

export type PassResult = { stored: number; duplicate: number; unmatched: number; skipped: number; left: number }

/**
 * Reads the firm's mailbox: each message without the keyword is claimed in the database (one
 * instance takes it), stored through the one inbound pipeline, then given the keyword; what is
 * no message, or too large, is skipped, counted and given the keyword too, so nothing blocks the
 * mailbox. Messages are left in it otherwise.
 */
export class MailboxReader {
  private client: ImapFlow | null = null
  private timer: NodeJS.Timeout | undefined
  private running: Promise<PassResult> | null = null
  private again = false
  private stopped = false
  readonly totals: PassResult = { stored: 0, duplicate: 0, unmatched: 0, skipped: 0, left: 0 }

  constructor(
    private readonly payload: Payload,
    private readonly url: string,
  ) {}

  /** Connects and takes what waits; on failure tries again every 30 s. Whether it connected. */
  async start(): Promise<boolean> {
    try {
      await this.connect()
      return true
    } catch (error) {
      this.client = null
      this.payload.logger.error(`Inbound mailbox: ${error instanceof Error ? error.message : String(error)}; retrying`)
      if (!this.stopped) setTimeout(() => void this.start(), RECONNECT_MS).unref()
      return false
    }
  }

  private async connect(): Promise<void> {
    const { options, mailbox } = imapOptions(this.url)
    const client = new ImapFlow(options)
    this.client = client
    client.on('error', (error: Error) => this.payload.logger.warn(`Inbound mailbox: ${error.message}`))
    client.on('close', () => {
      if (this.client !== client || this.stopped) return
      this.client = null
      setTimeout(() => void this.start(), RECONNECT_MS).unref()
    })
    // IDLE (or the server's fallback) announces new mail at once.
    client.on('exists', () => void this.pass())
    await client.connect()
    await client.mailboxOpen(mailbox)
    this.timer ??= setInterval(() => void this.pass(), POLL_MS)
    this.timer.unref()
    await this.pass()
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    await this.running?.catch(() => undefined)
    const client = this.client
    this.client = null
    await client?.logout().catch(() => client.close())
  }

  /** One pass over the mailbox (one at a time; a call during a pass runs another after it). */
  pass(): Promise<PassResult> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.takeNew()
      .catch((error: unknown) => {
        this.payload.logger.warn(
          `Inbound mailbox pass failed: ${error instanceof Error ? error.message : String(error)}`,
        )
        return { stored: 0, duplicate: 0, unmatched: 0, skipped: 0, left: 0 }
      })
      .finally(() => {
        this.running = null
        if (this.again || this.totals.left > 0) {
          this.again = false
          if (!this.stopped) void this.pass()
        }
      })
    return this.running
  }

  private async takeNew(): Promise<PassResult> {
    const client = this.client
    const result: PassResult = { stored: 0, duplicate: 0, unmatched: 0, skipped: 0, left: 0 }
    if (!client?.usable) return result
    const { mailbox, label } = imapOptions(this.url)
    const lock = await client.getMailboxLock(mailbox)
    try {
      const open = client.mailbox
      if (!open) return result
      const uids = ((await client.search({ unKeyword: TAKEN_FLAG }, { uid: true })) || []).sort((a, b) => a - b)
      result.left = Math.max(0, uids.length - BATCH)
      for (const uid of uids.slice(0, BATCH)) {
        const claim = `imap:${label}:${String(open.uidValidity)}:${uid}`
        if (!(await this.claim(claim))) continue
        try {
          const outcome = await this.takeOne(client, uid)
          result[outcome] += 1
        } catch (error) {
          // The database or the server failed: hand the message back for the next pass.
          await sharedState(this.payload).handoffs.undo(claim)
          throw error
        }
        await client.messageFlagsAdd(String(uid), [TAKEN_FLAG], { uid: true })
      }
    } finally {
      lock.release()
    }
    for (const key of ['stored', 'duplicate', 'unmatched', 'skipped'] as const) this.totals[key] += result[key]
    this.totals.left = result.left
    return result
  }

  /** Claims a message for this instance; a stale claim (its instance died before the keyword) is taken over. */
  private async claim(key: string): Promise<boolean> {
    const { handoffs } = sharedState(this.payload)
    const earlier = await handoffs.begin(key, Date.now())
    if (earlier === null) return true
    if (Date.now() - earlier < CLAIM_STALE_MS) return false
    await handoffs.undo(key)
    return (await handoffs.begin(key, Date.now())) === null
  }

  private async takeOne(client: ImapFlow, uid: number): Promise<'stored' | 'duplicate' | 'unmatched' | 'skipped'> {
    const head = await client.fetchOne(String(uid), { size: true }, { uid: true })
    if (!head || (head.size ?? 0) > INBOUND_EMAIL_MAX_BYTES) return this.skip(`message ${uid} is larger than the bound`)
    const message = await client.fetchOne(String(uid), { source: true }, { uid: true })
    if (!message || !message.source) return this.skip(`message ${uid} could not be read`)
    try {
      const { outcome } = await ingestMessage(this.payload, message.source, 'imap')
      return outcome
    } catch (error) {
      if (error instanceof MalformedMessage) return this.skip(`message ${uid}: ${error.message}`)
      throw error
    }
  }

  private skip(reason: string): 'skipped' {
    // Read by /api/metrics (inbound_email_skipped_total); on globalThis, as src/metrics may not be imported here.
    const counts = globalThis as { __inboundSkipped?: number }
    counts.__inboundSkipped = (counts.__inboundSkipped ?? 0) + 1
    this.payload.logger.warn(`Inbound mailbox: skipped ${reason}`)
    return 'skipped'
  }
}

const registry = globalThis as { __inboundMailbox?: MailboxReader }

/** Starts the process's one mailbox reader when INBOUND_IMAP_URL is set (off by default). */
export function startInboundMailbox(payload: Payload): void {
  const url = process.env.INBOUND_IMAP_URL?.trim()
  if (!url || registry.__inboundMailbox) return
  const reader = new MailboxReader(payload, url)
  registry.__inboundMailbox = reader
  void reader.start()
  onShutdown('inbound-mailbox', () => reader.stop())
}
