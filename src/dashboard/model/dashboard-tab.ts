/** The dashboard's sections, in tab order; the first is shown when the URL names none. */
export const DASHBOARD_TABS = [
  { value: 'assessments', label: 'Business Assessments' },
  { value: 'inquiries', label: 'Contact Inquiries' },
  { value: 'advisors', label: 'Advisor Management' },
  { value: 'team', label: 'Team Management' },
  { value: 'insights', label: 'Insights' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'personal-data', label: 'Personal Data' },
  // Added after the spec's tabs: every conversation on one board.
  { value: 'pipeline', label: 'Pipeline' },
  { value: 'meetings', label: 'Meetings' },
] as const

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value']

/** What a partner (a CMS user who works leads, not content or personal data) may open. */
const PARTNER_TABS: readonly DashboardTab[] = ['assessments', 'inquiries', 'analytics', 'pipeline', 'meetings']

/** The tabs the signed-in role may use: the key and admins see all, partners the leads and analytics. */
export const tabsForRole = (role: string | null) =>
  role === 'partner' ? DASHBOARD_TABS.filter((tab) => PARTNER_TABS.includes(tab.value)) : DASHBOARD_TABS

/** Whether the role may delete leads for good (partners may not). */
export const canPurgeLeads = (role: string | null) => role !== 'partner'

const DEFAULT_TAB: DashboardTab = DASHBOARD_TABS[0].value
const TAB_PARAM = 'tab'

export const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab.value === value)

/** The tab named by `?tab=` (an unknown name reads as the default). */
export const tabFromParams = (params: URLSearchParams): DashboardTab => {
  const value = params.get(TAB_PARAM)
  return isTab(value) ? value : DEFAULT_TAB
}

/** The query string showing `tab`, other parameters kept; the default tab leaves the parameter out. */
export function paramsWithTab(params: URLSearchParams, tab: DashboardTab): string {
  const next = new URLSearchParams(params)
  if (tab === DEFAULT_TAB) next.delete(TAB_PARAM)
  else next.set(TAB_PARAM, tab)
  const query = next.toString()
  return query ? `?${query}` : ''
}
