'use client'

import { ExternalLink } from 'lucide-react'

import { useSiteSettings } from './api/site-settings'
import { buttonVariants } from './ui/button'
import { CrmStatusLine } from './crm/CrmStatusLine'

/** Title, the CRM link (from site settings) and the integration status line (from the deliveries). */
export function DashboardHeader() {
  const { data } = useSiteSettings()
  const crmUrl = data?.crmUrl
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 pr-28">
      <div>
        <h1 className="text-3xl font-bold text-ink">Admin Dashboard</h1>
        <CrmStatusLine />
      </div>
      {crmUrl && (
        <a href={crmUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
          <ExternalLink aria-hidden className="h-4 w-4" />
          Open CRM
        </a>
      )}
    </header>
  )
}
