'use client'

import { Search } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { Tabs } from 'radix-ui'
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react'

import { DASHBOARD_TABS, type DashboardTab } from '@/lib/admin/dashboard-tab'
import { ALL, summarise } from '@/lib/admin/filters'
import { REVENUE_RANGES } from '@/lib/constants'

import { AdvisorsTab } from './advisors/AdvisorsTab'
import { AnalyticsTab } from './analytics/AnalyticsTab'
import { AssessmentsTab } from './assessments/AssessmentsTab'
import { DashboardHeader } from './DashboardHeader'
import { InquiriesTab } from './inquiries/InquiriesTab'
import { InsightsTab } from './insights/InsightsTab'
import { PersonalDataTab } from './personal-data/PersonalDataTab'
import { useAssessments } from './api/assessments'
import { useInquiries } from './api/inquiries'
import { SummaryCards } from './SummaryCards'
import { TeamTab } from './team/TeamTab'
import { Input } from './ui/fields'
import { Select } from './ui/select'
import { useDashboardTab } from './use-dashboard-tab'

const REVENUE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...REVENUE_RANGES.map((range) => ({ value: range, label: range })),
]

/** The dashboard behind the gate: header, summary, search and revenue filter, and its tabs (the open one in the URL). */
export function Dashboard() {
  const assessments = useAssessments()
  const inquiries = useInquiries()
  // A lead's link in an e-mail (`?tab=inquiries&search=<e-mail>`) opens with that lead found.
  const initialSearch = useSearchParams().get('search') ?? ''
  const [search, setSearch] = useState(initialSearch)
  const [revenue, setRevenue] = useState<string>(ALL)
  const [tab, setTab] = useDashboardTab()
  // Typing stays responsive with 10,000 rows: the tables filter on the deferred value.
  const deferredSearch = useDeferredValue(search)
  const panels: Record<DashboardTab, ReactNode> = {
    assessments: <AssessmentsTab query={assessments} search={deferredSearch} revenue={revenue} />,
    inquiries: <InquiriesTab query={inquiries} search={deferredSearch} />,
    advisors: <AdvisorsTab />,
    team: <TeamTab />,
    insights: <InsightsTab />,
    analytics: <AnalyticsTab />,
    'personal-data': <PersonalDataTab />,
  }
  const summary = useMemo(
    () => summarise(assessments.data ?? [], inquiries.data ?? []),
    [assessments.data, inquiries.data],
  )

  return (
    <main className="mx-auto max-w-[1400px] space-y-6 p-4 md:p-8">
      <DashboardHeader />
      <SummaryCards summary={summary} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-500" />
          <Input
            type="search"
            aria-label="Search by name, email, or business"
            placeholder="Search by name, email, or business..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <Select
          aria-label="Revenue filter"
          value={revenue}
          onValueChange={setRevenue}
          options={REVENUE_OPTIONS}
          className="sm:w-48"
        />
      </div>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="Dashboard sections" className="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1">
          {DASHBOARD_TABS.map((section) => (
            <Tabs.Trigger
              key={section.value}
              value={section.value}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-body focus-visible:outline-2 focus-visible:outline-focus data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow"
            >
              {section.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {DASHBOARD_TABS.map((section) => (
          // Only the active panel is mounted, so a hidden 10,000-row table costs nothing.
          <Tabs.Content key={section.value} value={section.value} className="mt-4">
            {panels[section.value]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </main>
  )
}
