import type { ReactNode } from 'react'

/** A muted line saying what is being loaded. */
export const LoadingText = ({ children }: { children: ReactNode }) => (
  <p className="p-4 text-sm text-muted">{children}</p>
)

/** A list's loading, failure and empty texts, or the list itself. */
export function ListState({
  pending,
  error,
  empty,
  loadingText,
  emptyText,
  children,
}: {
  pending: boolean
  error: string | null
  empty: boolean
  loadingText: string
  emptyText: string
  children: ReactNode
}) {
  if (pending) return <LoadingText>{loadingText}</LoadingText>
  if (error !== null) {
    return (
      <p role="alert" className="p-4 text-sm text-danger">
        {error}
      </p>
    )
  }
  if (empty) return <p className="p-4 text-sm text-muted">{emptyText}</p>
  return <>{children}</>
}
