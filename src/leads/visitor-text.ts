/**
 * Rules for visitor text that the firm's own messages carry to someone: a visitor may write
 * anything in a form, so an e-mail from the firm's domain must not carry a link they chose.
 */

/** A scheme, `www.`, an e-mail address or a host name (`phish.example`, `bit.ly/x`): anything a mail client may turn into a link. */
const LINK_LIKE =
  /[a-z][\w+.-]*:\/\/|\b(?:mailto|tel|sms|data|javascript):|www\.|@|[\p{L}\d-](?:\.|\[\.\]|\(\.\)|。)[\p{L}]{2,}/iu

const looksLikeLink = (value: string): boolean => LINK_LIKE.test(value)

/** The text on one line when it could be no link; null otherwise (the message then does without it). */
export function linkFreeText(value: string | null | undefined, max = 80): string | null {
  const line = (value ?? '').replace(/\s+/g, ' ').trim()
  if (line === '' || line.length > max || looksLikeLink(line)) return null
  return line
}
