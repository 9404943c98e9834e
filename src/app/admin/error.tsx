'use client'

type Props = { error: Error & { digest?: string }; reset: () => void }

/**
 * Shown when the dashboard fails to render. Trying again renders it anew with the API key still
 * stored in this browser, so the admin stays logged in; nothing here touches the stored key.
 */
export default function AdminError({ error, reset }: Props) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div
        role="alert"
        className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">
          The dashboard hit an unexpected error. You are still logged in; try again to reload it.
        </p>
        {error.digest && <p className="mt-2 font-mono text-xs text-slate-500">Reference {error.digest}</p>}
        <button
          type="button"
          onClick={reset}
          className="mt-6 inline-flex items-center justify-center rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800"
        >
          Try again
        </button>
      </div>
    </main>
  )
}
