'use client'

import { CheckCircle2, ExternalLink } from 'lucide-react'

import { useSiteSettings } from './api/site-settings'

/** Title, the CRM link (from site settings) and the integration status line. */
export function DashboardHeader() {
  const { data } = useSiteSettings()
  const crmUrl = data?.crmUrl
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 pr-28">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-green-800">
          <CheckCircle2 aria-hidden className="h-4 w-4" />
          CRM integration is active
        </p>
      </div>
      {crmUrl && (
        <a
          href={crmUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100"
        >
          <ExternalLink aria-hidden className="h-4 w-4" />
          Open CRM
        </a>
      )}
    </header>
  )
}
