import { SHARE_RANGES, type SharedReport, type ShareRange } from '@/contracts/analytics-saved'
import { RANGE_LABELS } from '@/contracts/analytics'
import { plural } from '@/lib/plural'

const oneDecimal = (value: number) => `${value.toFixed(1)}%`
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}m ${Math.round(seconds % 60)}s`

function change(current: number, previous: number | undefined): string | null {
  if (previous === undefined) return null
  if (previous === 0) return current === 0 ? '0.0%' : 'New'
  const value = Math.round(((current - previous) / previous) * 1000) / 10
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`
}

function Figure({ label, value, delta }: { label: string; value: string | number; delta?: string | null }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
      {delta ? <p className="text-xs text-muted">{delta} vs previous period</p> : null}
    </div>
  )
}

function List({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="rounded-lg border border-line bg-white p-4">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No data available</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {rows.map(([label, value]) => (
            <li key={label} className="flex justify-between gap-4">
              <span className="truncate">{label}</span>
              <span className="shrink-0 text-muted">{value}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The shared report: visitor figures only, plain server-rendered HTML (no script needed to read it). */
export function SharedReportView({ id, report }: { id: string; report: SharedReport }) {
  const peak = Math.max(1, ...report.series.map((point) => point.visitors))
  return (
    <main className="mx-auto max-w-5xl space-y-4 p-4 sm:p-8">
      <header className="space-y-1">
        <p className="text-sm font-medium text-muted">Shared analytics · read only</p>
        <h1 className="text-2xl font-bold">{report.name}</h1>
        <p className="text-sm text-muted">
          {report.period.from} to {report.period.to}
          {report.filters.length > 0
            ? ` · ${report.filters.map(([label, value]) => `${label}: ${value}`).join(' · ')}`
            : ''}
        </p>
        <nav aria-label="Period" className="flex flex-wrap gap-2 pt-2 text-sm">
          {SHARE_RANGES.map((range: ShareRange) => (
            <a
              key={range}
              href={`/share/${encodeURIComponent(id)}?range=${range}`}
              aria-current={range === report.period.range ? 'page' : undefined}
              className={`rounded-full border px-3 py-1 ${range === report.period.range ? 'border-ink bg-ink text-white' : 'border-control bg-white'}`}
            >
              {RANGE_LABELS[range]}
            </a>
          ))}
        </nav>
      </header>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Figure
          label="Visitors"
          value={report.totals.visitors}
          delta={change(report.totals.visitors, report.previous?.visitors)}
        />
        <Figure
          label="Page views"
          value={report.totals.pageViews}
          delta={change(report.totals.pageViews, report.previous?.pageViews)}
        />
        <Figure label="Bounce rate" value={oneDecimal(report.totals.bounceRate)} />
        <Figure label="Avg session" value={minutes(report.totals.avgSessionDuration)} />
      </div>
      <section className="rounded-lg border border-line bg-white p-4" aria-label="Visitors per day">
        <h2 className="mb-2 font-semibold">Visitors</h2>
        <div
          className="flex h-32 items-end gap-px"
          role="img"
          aria-label={`${plural(report.totals.visitors, 'visitor')} over the period`}
        >
          {report.series.map((point) => (
            <div
              key={point.date}
              title={`${point.date}: ${plural(point.visitors, 'visitor')}`}
              className="flex-1 rounded-t bg-blue-600"
              style={{ height: `${(point.visitors / peak) * 100}%` }}
            />
          ))}
        </div>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <List title="Top pages" rows={report.topPages.map((row) => [row.path, plural(row.views, 'view')])} />
        <List
          title="Top sources"
          rows={report.topSources.map((row) => [row.source, plural(row.visitors, 'visitor')])}
        />
        <List
          title="Countries"
          rows={report.countries.map((row) => [row.country || 'Unknown', oneDecimal(row.percentage)])}
        />
        <List title="Devices" rows={report.devices.map((row) => [row.device, oneDecimal(row.percentage)])} />
      </div>
    </main>
  )
}

/** A password-protected link before its password: one field, posted to the unlock call. */
export function SharePassword({ id }: { id: string }) {
  return (
    <main className="mx-auto max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-bold">Shared analytics</h1>
      <p className="text-sm text-muted">This report is protected by a password.</p>
      <form method="post" action={`/api/analytics/shares/${encodeURIComponent(id)}/unlock`} className="flex gap-2">
        <label htmlFor="password" className="sr-only">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className="h-9 flex-1 rounded-md border border-control bg-white px-3"
        />
        <button type="submit" className="h-9 rounded-md bg-ink px-4 text-sm text-white">
          Open
        </button>
      </form>
    </main>
  )
}
