import MailComposer from 'nodemailer/lib/mail-composer'
import type Mail from 'nodemailer/lib/mailer'

let counter = 0
/** A fresh Message-ID per call, as the founder's mail client would give. */
export const freshId = (domain = 'founder.example') => `<answer-${Date.now()}-${(counter += 1)}@${domain}>`

/** A raw RFC 822 message, built by nodemailer as a real mail client would send it. */
export async function rawMessage(options: Mail.Options & { headers?: Record<string, string> }): Promise<Buffer> {
  return new MailComposer({ date: new Date(), ...options }).compile().build()
}

/** A delivery status report (RFC 3464) saying mail to `failed` could not be delivered. */
export function bounceMessage(failed: string, originalId: string): Buffer {
  const boundary = 'report-boundary'
  return Buffer.from(
    [
      'From: Mail Delivery Subsystem <MAILER-DAEMON@mx.example>',
      'To: leads@keystone.example',
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: ${freshId('mx.example')}`,
      'Auto-Submitted: auto-replied',
      `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
      'MIME-Version: 1.0',
      '',
      `--${boundary}`,
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example',
      '',
      `Final-Recipient: rfc822; ${failed}`,
      'Action: failed',
      'Status: 5.1.1',
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      `Message-ID: ${originalId}`,
      `To: ${failed}`,
      'Subject: Thanks',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  )
}
