/**
 * What a log line may say of a request or a message: no token, key or e-mail address. Query
 * values of secret-named parameters, e-mail addresses and token-like path segments (a results
 * link's `/assessment/results/<token>`) are replaced, the shape of the address kept.
 */
const SECRET_NAME = /token|key|secret|sig|pass|auth|code|session|mail/i
const EMAIL = /[^\s<>()"',;:/?&=@]+@[^\s<>()"',;:/?&=@]+\.[^\s<>()"',;:/?&=@]+/g
/** A long base64url run with an upper-case letter or underscore: a signature, never a slug (lower-case words). */
const TOKEN_LIKE = /[A-Za-z0-9_-]{40,}/

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

const secretValue = (value: string) => {
  const plain = decoded(value)
  if (plain.includes('@')) return true
  const run = TOKEN_LIKE.exec(plain)?.[0]
  return Boolean(run && /[A-Z_]/.test(run) && /[a-z]/.test(run))
}

/** Every e-mail address in a text, replaced by `[email]`. */
export const redactEmails = (text: string): string => text.replace(EMAIL, '[email]')

const SECRET_PARAM = /([?&](?:[\w.-]*(?:token|key|secret|sig|pass|auth|code|session|mail)[\w.-]*)=)[^&\s"'<>]+/gi
const URL_IN_TEXT = /(?:https?:\/\/[^\s/"'<>]+)?\/[^\s"'<>]*/g

/** Any text for a log line (a message, an error): addresses, secret query values and token-like path segments masked. */
export const redactText = (text: string): string =>
  redactEmails(text)
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(URL_IN_TEXT, (url) => (url.includes('/') && TOKEN_LIKE.test(url) ? redactUrl(url) : url))

/** A request's path and query as a log line may show them. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  const path = pathname
    .split('/')
    .map((segment) => (secretValue(segment) ? (decoded(segment).includes('@') ? '[email]' : ':token') : segment))
    .join('/')
  if (queryAt === -1) return path
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      if (equals === -1) return pair
      const name = pair.slice(0, equals)
      const value = pair.slice(equals + 1)
      return value && (SECRET_NAME.test(decoded(name)) || secretValue(value)) ? `${name}=[redacted]` : pair
    })
    .join('&')
  return `${path}?${query}`
}
