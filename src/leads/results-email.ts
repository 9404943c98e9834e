import type { Payload } from 'payload'

import { parseResultInput } from '@/lib/assessment/result-input'
import { assessmentResult } from '@/lib/assessment/results'
import { mailboxCounter } from '@/lib/mailbox'
import type { Assessment } from '@/payload-types'
import { type HourlyCap, returnHourlyShare, takeHourlyShare } from '@/shared-state/hourly-cap'
import { rateLimiter, type RateRule } from '@/shared-state/rate-limiter'

import { resultsMessage } from './email/results'
import { benchmarkFor } from './benchmark'
import { firmContact } from './firm-contact'
import { findLeadRecord, type Lead } from './lead'
import { slotsFor } from './meetings/slots'
import { bookablePartners, matchedPartner } from './meetings/partners'
import { resultsNextStep, resultsPdfUrl, resultsUrl } from './results-link'

const HOUR_MS = 60 * 60 * 1000

/** One results e-mail per mailbox a day: whoever types a stranger's address reaches them once. */
const RESULTS_PER_ADDRESS: RateRule = { name: 'results-email:address', limit: 1, windowMs: 24 * HOUR_MS }
const DEFAULT_RESULTS_EMAILS_PER_HOUR = 30

/** All results e-mails in an hour (RESULTS_EMAILS_PER_HOUR): more wait for the next hour's share. */
export const resultsPerHour = (): HourlyCap => {
  const configured = Number(process.env.RESULTS_EMAILS_PER_HOUR)
  const limit = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_RESULTS_EMAILS_PER_HOUR
  return { name: 'results-email:hour', limit, windowMs: HOUR_MS }
}

/** Results e-mails one client may cause an hour: one visitor cannot use up the hour's share of everyone. */
const RESULTS_PER_CLIENT: RateRule = { name: 'results-email:client', limit: 2, windowMs: HOUR_MS }

/**
 * Whether a visitor's assessment that asks for its results e-mail gets one: decided when it is
 * stored, counted per client. Beyond the limit the results page works as ever, without the e-mail.
 */
export async function mayEmailResults(payload: Payload, client: string): Promise<boolean> {
  return (await rateLimiter(payload).consume(RESULTS_PER_CLIENT, client)).allowed
}

/** How a delivery waiting for the hour's share says so (its lastError), for the dashboard's count. */
export const WAITING_PREFIX = 'Waiting:'

/** The hour's share is used up: the delivery waits, without spending a try, until `until`. */
export class ResultsHourFullError extends Error {
  constructor(
    readonly until: Date,
    limit: number,
  ) {
    super(
      `${WAITING_PREFIX} results e-mails are at their limit of ${limit} an hour; this one is sent at ${until.toISOString()}`,
    )
  }
}

/** How many of the matched partner's next free times the e-mail offers. */
const OFFERED_SLOTS = 3

/**
 * The next free times of the partner the results page would offer, in the partner's zone (the
 * founder's is not known here), each a link that opens the results page with that time picked.
 */
async function offeredSlots(payload: Payload, lead: Lead, record: Assessment | null) {
  const partner = matchedPartner(await bookablePartners(payload), record)
  if (!partner) return null
  const { timeZone } = partner.availability
  const { slots } = await slotsFor(payload, { days: 14, tz: timeZone, partner: partner.id })
  if (slots.length === 0) return null
  const label = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
  return {
    partner: partner.name,
    timeZone,
    times: slots.slice(0, OFFERED_SLOTS).map((slot) => ({
      label: label.format(new Date(slot.start)),
      url: `${resultsUrl(payload, lead)}?slot=${encodeURIComponent(slot.start)}#book`,
    })),
  }
}

/** What the e-mail says beyond the score: the areas and advice of an assessment scored by its answers, and the next step. */
async function resultsReading(payload: Payload, lead: Lead) {
  const found = await findLeadRecord(payload, lead)
  const record = found && 'businessName' in found ? found : null
  const input = record && parseResultInput(record)
  return {
    result: input ? assessmentResult(input) : null,
    pdfUrl: input ? resultsPdfUrl(payload, lead) : null,
    nextStep: await resultsNextStep(payload, lead, record),
    slots: await offeredSlots(payload, lead, record),
    benchmark: record && (await benchmarkFor(payload, record)),
  }
}

/** The counters hold no address: a mailbox is counted under an HMAC of it. */
const mailboxOf = (payload: Payload, email: string) => mailboxCounter(payload.secret, 'results-email', email)

/**
 * The founder's results e-mail (they ticked 'E-mail me my results'), within the limits counted in
 * the shared state, so every instance agrees: 'skipped' when the mailbox had one in the last 24 h.
 */
export async function sendResultsEmail(
  payload: Payload,
  lead: Lead,
  firmName: string,
  messageId?: string,
): Promise<'sent' | 'skipped'> {
  if (!lead.score) throw new Error('Only assessments have results to send')
  const limiter = rateLimiter(payload)
  const mailbox = mailboxOf(payload, lead.email)
  if (!(await limiter.consume(RESULTS_PER_ADDRESS, mailbox)).allowed) return 'skipped'
  const hour = resultsPerHour()
  const share = await takeHourlyShare(payload, hour)
  try {
    if (!share.allowed) throw new ResultsHourFullError(share.until, hour.limit)
    const message = resultsMessage({
      firmName,
      contactName: lead.name,
      businessName: lead.company ?? '',
      totalScore: lead.score.total,
      maxScore: lead.score.max,
      rating: lead.score.rating,
      url: resultsUrl(payload, lead),
      ...(await resultsReading(payload, lead)),
    })
    // A founder who answers writes to the firm, not to the unread sender.
    await payload.sendEmail({
      to: lead.email,
      replyTo: (await firmContact(payload)).contactEmail,
      messageId,
      ...message,
    })
    return 'sent'
  } catch (error) {
    // Not sent: the mailbox's one e-mail of the day is still to come (the retry).
    await limiter.refund(RESULTS_PER_ADDRESS, mailbox)
    if (share.allowed) await returnHourlyShare(payload, hour)
    throw error
  }
}
