import { createHmac } from 'node:crypto'

/**
 * The audit log's name for a person: the HMAC, under the server's key (Payload's secret), of the
 * plain SHA-256 of their normalised e-mail, so an entry cannot be matched to a guessed address
 * without the key. Keyed over the plain hash so entries that held one were converted in place
 * (migration 20261127_090000_audit_email_hmac).
 */
export const keyedEmailHash = (serverKey: string, plainHash: string) =>
  createHmac('sha256', serverKey).update(`audit-log-email:${plainHash}`).digest('hex')
