import { type LoggerOptions, pino } from 'pino'
import { build } from 'pino-pretty'

import { redactText } from './log-redaction'

/**
 * Where the server's logs go: in development one readable, coloured line per message
 * ("10:02:03 INFO (payload): Migrating: …"); in production pino's JSON lines on stdout
 * (undefined), for whatever collects them. Payload's logger (payload.config.ts) writes here too.
 */
export function logDestination(env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV === 'production') return undefined
  return build({ ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', singleLine: true, sync: true })
}

const redactedError = (error: Error) =>
  Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error, {
    message: redactText(error.message),
    stack: error.stack && redactText(error.stack),
  })

const redactedArgument = (value: unknown): unknown => {
  if (typeof value === 'string') return redactText(value)
  if (value instanceof Error) return redactedError(value)
  if (!value || typeof value !== 'object') return value
  const fields = { ...(value as Record<string, unknown>) }
  if (typeof fields.msg === 'string') fields.msg = redactText(fields.msg)
  if (fields.err instanceof Error) fields.err = redactedError(fields.err)
  return fields
}

/**
 * Every log line, Payload's included, without a token, key or e-mail address: messages and
 * errors pass through redactText (src/lib/log-redaction.ts) before they are written.
 */
export const redactingHooks: LoggerOptions['hooks'] = {
  logMethod(args, method) {
    method.apply(this, args.map(redactedArgument) as Parameters<typeof method>)
  },
}

/**
 * The log of server code that runs beside Payload rather than inside it (the front server's
 * analytics collector, the shared rate limits): at Payload's level (LOG_LEVEL), like
 * `payload.logger`, without waiting for Payload to start.
 */
export const serverLogger = pino(
  { name: 'server', level: process.env.LOG_LEVEL || 'info', hooks: redactingHooks },
  logDestination(),
)
