/** How long held submissions are kept, and how many at most (HELD_LEADS_DAYS, HELD_LEADS_MAX). */
const DEFAULT_HELD_LEADS_DAYS = 30
const DEFAULT_HELD_LEADS_MAX = 10_000

const positiveInteger = (raw: string | undefined, fallback: number) => {
  const value = Number(raw)
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value > 0 ? value : fallback
}

export const heldLeadSettings = () => ({
  days: positiveInteger(process.env.HELD_LEADS_DAYS, DEFAULT_HELD_LEADS_DAYS),
  max: positiveInteger(process.env.HELD_LEADS_MAX, DEFAULT_HELD_LEADS_MAX),
})
