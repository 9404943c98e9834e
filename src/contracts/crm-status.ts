/** The CRM status answer (GET /api/crm-status) as the dashboard reads it. */

/** A site-wide hourly cap on mail as the dashboard shows it: when it was first reached today (UTC), and what waits. */
export type MailLimit = { limit: number; reachedAt: string | null; waiting: number }
export type MailLimits = { resultsEmails: MailLimit; confirmations: MailLimit }

/** A lead's CRM sync as the dashboard shows it: every CRM delivery sent, one still trying, or one given up. */
export type SyncState = 'synced' | 'pending' | 'failed'

export type CrmStatus = {
  /** 'active': configured and nothing failing; 'failing': some deliveries failed; 'not-configured': no CRM set. */
  state: 'active' | 'failing' | 'not-configured'
  /** The configured CRM channels. */
  channels: string[]
  /** Deliveries given up after their last try, or failing and waiting for a retry. */
  failing: number
  lastError: string | null
  /** E-mails (notifications, results) not sent yet after an error, or given up: SMTP trouble shows here. */
  emailFailing: number
  /** Sync state by lead, keyed "assessment:12" / "inquiry:7", for leads with CRM deliveries. */
  leads: Record<string, SyncState>
  /** The hourly caps on results e-mails and newsletter confirmations: reached today, and what waits for a later hour. */
  mailLimits: MailLimits
}
