import { TRAP_FIELDS } from '@/lib/spam-traps'

/** Fields only bots fill in: off-screen, inert and hidden from assistive technology. */
export function SpamTraps() {
  return (
    <div aria-hidden="true" inert className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      {TRAP_FIELDS.map((name) => (
        <label key={name}>
          {name}
          <input name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      ))}
    </div>
  )
}
