import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type Transport } from 'nodemailer'

import { redactEmails } from '@/lib/log-redaction'

const DEFAULT_EMAIL_FROM = 'Keystone Legacy Partners <notifications@keystonelegacy.example>'
const DEFAULT_OUTBOX_DIR = 'data/outbox'

const outboxDir = (): string => path.resolve(process.env.OUTBOX_DIR?.trim() || DEFAULT_OUTBOX_DIR)

/** "Name <address>" or a bare address, as EMAIL_FROM may be written. */
function parseFrom(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value)
  if (match) return { name: match[1].replace(/^"|"$/g, ''), address: match[2].trim() }
  return { name: '', address: value.trim() }
}

/**
 * Without SMTP_URL every message is written as an .eml file (RFC 822, openable in any mail
 * client) and its subject printed, so a fresh `npm run dev` shows what would have been sent.
 */
const outboxTransport: Transport = {
  name: 'outbox',
  version: '1',
  send(mail, callback) {
    const subject = String(mail.data.subject ?? '')
    mail.message.build((error, message) => {
      if (error) return callback(error, undefined as never)
      try {
        const dir = outboxDir()
        mkdirSync(dir, { recursive: true })
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const file = path.join(dir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`)
        // Personal data: readable by the server's user alone.
        writeFileSync(file, message, { mode: 0o600 })
        console.log(`E-mail written to ${path.relative(process.cwd(), file)}: ${redactEmails(subject)}`)
        callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), file } as never)
      } catch (writeError) {
        callback(writeError as Error, undefined as never)
      }
    })
  },
}

/** SMTP timeouts: a dead or slow server fails the job (retried by the queue), it never hangs it. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/** Payload's e-mail adapter: SMTP_URL when set, otherwise the outbox directory. */
export function emailAdapter() {
  const from = parseFrom(process.env.EMAIL_FROM?.trim() || DEFAULT_EMAIL_FROM)
  const smtpUrl = process.env.SMTP_URL?.trim()
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport(outboxTransport)
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name || from.address,
    // Start-up never waits on the mail server; a failing send fails its job and is retried.
    skipVerify: true,
    transport,
  })
}
