import { pino } from 'pino'

/**
 * The log of server code that runs beside Payload rather than inside it (the front server's
 * analytics collector, the shared rate limits): JSON lines at Payload's level (LOG_LEVEL), like
 * `payload.logger`, without waiting for Payload to start.
 */
export const serverLogger = pino({ name: 'server', level: process.env.LOG_LEVEL || 'info' })
