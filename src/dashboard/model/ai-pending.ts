/**
 * Every new lead gets its AI result from the background queue (retried for a few minutes). While a
 * lead on screen is still waiting for it, the dashboard reads the AI list again every AI_POLL_MS;
 * a lead older than AI_WAIT_MS without a result is not waited for any more (its job failed for good).
 */
export const AI_POLL_MS = 5_000
export const AI_WAIT_MS = 15 * 60_000

type Lead = { id: string | number; createdAt?: string | null }

/** True when one of `leads` has no AI result yet and is recent enough for the queue to still deliver it. */
export function awaitingAi(leads: readonly Lead[], hasResult: (id: string) => boolean, now: number): boolean {
  return leads.some((lead) => {
    if (hasResult(String(lead.id))) return false
    const created = Date.parse(lead.createdAt ?? '')
    return Number.isFinite(created) && now - created < AI_WAIT_MS
  })
}
