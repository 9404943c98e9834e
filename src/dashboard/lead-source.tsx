import { attributionLabel } from './model/analytics-view'

type Props = { attribution: Parameters<typeof attributionLabel>[0] }

/** Where a lead's visit came from, under its date (the first touch; shown as text, never HTML). */
export function LeadSource({ attribution }: Props) {
  const label = attributionLabel(attribution)
  if (!label) return null
  return (
    <p
      className="text-xs text-muted"
      title={attribution?.entryPage ? `Entry page: ${attribution.entryPage}` : undefined}
    >
      via {label}
    </p>
  )
}
