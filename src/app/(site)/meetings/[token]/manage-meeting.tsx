'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { MEETING_SLOTS_ROUTE, MEETINGS_ROUTE, type MeetingSlot, type SlotsAnswer } from '@/contracts/meetings'

import { buttonVariants } from '../../_components/ui/button-variants'

const zoneOf = (stored: string | null) => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || stored || 'UTC'
  } catch {
    return stored || 'UTC'
  }
}

const label = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso))

/** Reschedule (pick another free time of the same partner) or cancel, from the founder's manage link. */
export function ManageMeeting({
  token,
  partnerId,
  timeZone,
}: {
  token: string
  partnerId: number | string
  timeZone: string | null
}) {
  const router = useRouter()
  const [slots, setSlots] = useState<MeetingSlot[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const zone = typeof window === 'undefined' ? timeZone || 'UTC' : zoneOf(timeZone)
  const base = `${MEETINGS_ROUTE}/${encodeURIComponent(token)}`

  async function post(path: string, body?: unknown) {
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      })
      if (!response.ok) {
        setMessage((await response.text()) || 'That did not work. Please try again.')
        return
      }
      setSlots(null)
      router.refresh()
    } catch {
      setMessage('That did not work. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  async function showSlots() {
    const query = new URLSearchParams({ days: '14', tz: zone, partner: String(partnerId) })
    const response = await fetch(`${MEETING_SLOTS_ROUTE}?${query}`)
    setSlots(response.ok ? ((await response.json()) as SlotsAnswer).slots.slice(0, 24) : [])
  }

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="font-serif text-2xl font-semibold text-navy-950">Change of plans?</h2>
      {message && (
        <p role="alert" className="mt-3 font-semibold text-danger">
          {message}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={busy}
          onClick={() => void showSlots()}
          className={buttonVariants({ variant: 'outline', size: 'md' })}
        >
          Reschedule
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            if (window.confirm('Cancel this call?')) void post('cancel')
          }}
          className={buttonVariants({ variant: 'ghost', size: 'md' })}
        >
          Cancel the call
        </button>
      </div>
      {slots && (
        <ul className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Free times">
          {slots.length === 0 && <li className="text-slate-600">No free times in the next two weeks.</li>}
          {slots.map((slot) => (
            <li key={slot.start}>
              <button
                type="button"
                disabled={busy}
                onClick={() => void post('reschedule', { start: slot.start })}
                className="w-full rounded-full border border-navy-950/20 px-3 py-2 text-sm font-semibold hover:bg-navy-950 hover:text-white"
              >
                {label(slot.start, zone)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
