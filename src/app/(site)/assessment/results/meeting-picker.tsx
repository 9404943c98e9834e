'use client'

import { CalendarCheck, CalendarDays } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { track } from '@/analytics/model/track'
import { TRAP_FIELDS } from '@/lib/spam-traps'
import { MEETING_SLOTS_ROUTE, MEETINGS_ROUTE, type MeetingSlot, type SlotsAnswer } from '@/contracts/meetings'

import { SpamTraps } from '../../_components/spam-traps'
import { buttonVariants } from '../../_components/ui/button-variants'
import { Input, Textarea } from '../../_components/ui/control'
import { Field } from '../../_components/ui/field'

export type Prefill = { name: string; email: string; company: string }

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

const dayLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(new Date(iso))
const timeLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso))

/** The first `days` days that have slots, with at most `perDay` times each. */
function byDay(slots: MeetingSlot[], timeZone: string, days = 3, perDay = 6) {
  const groups = new Map<string, MeetingSlot[]>()
  for (const slot of slots) {
    const day = dayLabel(slot.start, timeZone)
    if (!groups.has(day)) {
      if (groups.size === days) break
      groups.set(day, [])
    }
    const list = groups.get(day)!
    if (list.length < perDay) list.push(slot)
  }
  return [...groups]
}

/** The free slots of the partner the results match (the first the API lists). */
async function partnerSlots(resultsToken: string, timeZone: string): Promise<MeetingSlot[]> {
  const query = new URLSearchParams({ days: '14', tz: timeZone, token: resultsToken })
  const response = await fetch(`${MEETING_SLOTS_ROUTE}?${query}`)
  if (!response.ok) throw new Error(String(response.status))
  const answer = (await response.json()) as SlotsAnswer
  const first = answer.slots[0]?.partner.id
  return answer.slots.filter((slot) => slot.partner.id === first)
}

/**
 * The next free times of the partner matched to the founder's results, in the founder's own time
 * zone: one click picks a time, a second confirms the booking with the details the assessment gave.
 */
export function MeetingPicker({ resultsToken, prefill }: { resultsToken: string; prefill: Prefill }) {
  const router = useRouter()
  const startedAt = useRef(0)
  // Rendered only once the slots have come, after hydration: the server's 'UTC' never shows.
  const [zone] = useState(() => (typeof window === 'undefined' ? 'UTC' : browserZone()))
  const [slots, setSlots] = useState<MeetingSlot[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [picked, setPicked] = useState<MeetingSlot | null>(null)
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState('')

  useEffect(() => {
    startedAt.current = Date.now()
    let live = true
    partnerSlots(resultsToken, zone).then(
      (list) => {
        if (!live) return
        setSlots(list)
        // A time picked in the results e-mail (?slot=…) opens its confirmation, while it is still free.
        const wanted = new URLSearchParams(window.location.search).get('slot')
        if (!wanted) return
        const slot = list.find((each) => each.start === wanted)
        if (slot) setPicked(slot)
        else setMessage('The time you picked is no longer free. Please pick another time.')
        // The browser looked for #book before the picker was there.
        requestAnimationFrame(() => document.getElementById('book')?.scrollIntoView({ block: 'start' }))
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [resultsToken, zone])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!picked) return
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim()
    setSending(true)
    setMessage('')
    try {
      const response = await fetch(MEETINGS_ROUTE, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          start: picked.start,
          partnerId: picked.partner.id,
          name: text('name'),
          email: text('email'),
          company: text('company') || undefined,
          note: text('note') || undefined,
          resultsToken,
          timeZone: zone,
          formStartTime: startedAt.current,
          ...Object.fromEntries(TRAP_FIELDS.map((name) => [name, text(name)])),
        }),
      })
      if (response.status === 201) {
        const { manageUrl } = (await response.json()) as { manageUrl: string }
        track('meeting_booked')
        router.push(`${new URL(manageUrl).pathname}?booked=1`)
        return
      }
      if (response.status === 409) {
        setMessage((await response.text()) || 'That time was just booked. Please pick another time.')
        setPicked(null)
        setSlots(await partnerSlots(resultsToken, zone))
      } else setMessage('Your booking could not be made. Please check your details and try again.')
    } catch {
      setMessage('Your booking could not be made. Please try again.')
    } finally {
      setSending(false)
    }
  }

  if (failed) return null
  if (slots === null)
    return (
      <p className="mt-8 text-slate-300" role="status">
        Loading free times…
      </p>
    )
  if (slots.length === 0) return null
  const partner = slots[0].partner

  return (
    <div
      id="book"
      className="mt-8 scroll-mt-24 rounded-2xl bg-white p-6 text-navy-950 sm:p-8"
      data-testid="meeting-picker"
    >
      <h3 className="flex items-center gap-2 font-serif text-2xl font-semibold">
        <CalendarDays className="size-5 text-gold-700" aria-hidden="true" />
        Book a call with {partner.name}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Times in your time zone ({zone}). {message && <span className="font-semibold text-danger">{message}</span>}
      </p>
      {!picked ? (
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {byDay(slots, zone).map(([day, times]) => (
            <div key={day}>
              <p className="text-sm font-semibold text-slate-700">{day}</p>
              <ul className="mt-3 grid grid-cols-2 gap-2">
                {times.map((slot) => (
                  <li key={slot.start}>
                    <button
                      type="button"
                      onClick={() => setPicked(slot)}
                      className="w-full rounded-full border border-navy-950/20 px-3 py-2 text-sm font-semibold hover:border-navy-950 hover:bg-navy-950 hover:text-white"
                      aria-label={`${day} at ${timeLabel(slot.start, zone)}`}
                    >
                      {timeLabel(slot.start, zone)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <form onSubmit={onSubmit} className="relative mt-6 space-y-5" aria-label="Confirm your call">
          <p className="text-lg">
            <span className="font-semibold">
              {dayLabel(picked.start, zone)} at {timeLabel(picked.start, zone)}
            </span>{' '}
            <button type="button" className="ml-2 text-sm text-slate-600 underline" onClick={() => setPicked(null)}>
              Change time
            </button>
          </p>
          <div className="grid gap-5 sm:grid-cols-3">
            <Field name="name" label="Name" required>
              {(control) => <Input {...control} required autoComplete="name" defaultValue={prefill.name} />}
            </Field>
            <Field name="email" label="Email" required>
              {(control) => (
                <Input {...control} type="email" required autoComplete="email" defaultValue={prefill.email} />
              )}
            </Field>
            <Field name="company" label="Company" optional>
              {(control) => <Input {...control} autoComplete="organization" defaultValue={prefill.company} />}
            </Field>
          </div>
          <Field name="note" label="Anything we should know?" optional>
            {(control) => <Textarea {...control} rows={2} maxLength={2000} />}
          </Field>
          <SpamTraps />
          <button type="submit" disabled={sending} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            <CalendarCheck className="size-4" aria-hidden="true" />
            {sending ? 'Booking…' : 'Confirm booking'}
          </button>
        </form>
      )}
    </div>
  )
}
