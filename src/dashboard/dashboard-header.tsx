'use client'

import { ExternalLink } from 'lucide-react'

import { isWebUrl } from '@/lib/urls'

import { useCrmStatus } from './api/crm'
import { useSiteSettings } from './api/site-settings'
import { useIdentity } from './session-context'
import { buttonVariants } from './ui/button'
import { BackupStatusLine } from './backups/backup-status-line'
import { CrmStatusLine } from './crm/crm-status-line'
import { MailLimitsLine } from './crm/mail-limits-line'

/**
 * Title, the CRM link (from site settings, while a CRM sync is configured: beside "not configured"
 * it would lead to a CRM nothing reaches), the integration status line (from the deliveries), mail
 * held back by an hourly cap, and a failing backup.
 */
export function DashboardHeader() {
  const { data } = useSiteSettings()
  const crm = useCrmStatus()
  // Settings stored before the CRM URL was checked may hold any text: only a web address is a link.
  const crmUrl =
    data?.crmUrl && isWebUrl(data.crmUrl) && crm.data && crm.data.state !== 'not-configured' ? data.crmUrl : null
  const identity = useIdentity()
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 pr-28">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Admin Dashboard</h1>
        <CrmStatusLine />
        <MailLimitsLine />
        <BackupStatusLine />
        {identity && (
          <p className="mt-1 text-sm text-muted" data-testid="signed-in-as">
            {identity.kind === 'cms'
              ? `Signed in as ${identity.user.name || identity.user.email}`
              : 'Signed in with the API key'}
          </p>
        )}
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
