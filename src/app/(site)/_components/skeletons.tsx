/** Placeholder cards shown while a list loads; announced once as loading. */
export function CardSkeletons({
  count,
  label,
  className,
  cardClassName,
}: {
  count: number
  label: string
  className: string
  cardClassName: string
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-testid="skeleton"
          className={`animate-pulse rounded-2xl bg-slate-200/80 ${cardClassName}`}
        />
      ))}
    </div>
  )
}
