import { pino } from 'pino'
import { build } from 'pino-pretty'

/**
 * Where the server's logs go: in development one readable, coloured line per message
 * ("10:02:03 INFO (payload): Migrating: …"); in production pino's JSON lines on stdout
 * (undefined), for whatever collects them. Payload's logger (payload.config.ts) writes here too.
 */
export function logDestination(env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV === 'production') return undefined
  return build({ ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', singleLine: true, sync: true })
}

/**
 * The log of server code that runs beside Payload rather than inside it (the front server's
 * analytics collector, the shared rate limits): at Payload's level (LOG_LEVEL), like
 * `payload.logger`, without waiting for Payload to start.
 */
export const serverLogger = pino({ name: 'server', level: process.env.LOG_LEVEL || 'info' }, logDestination())
