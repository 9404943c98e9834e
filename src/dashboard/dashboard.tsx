'use client'

import type { QueryClient } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { Tabs } from 'radix-ui'
import { type ReactNode, Suspense, useCallback } from 'react'

import { type DashboardTab, tabFromParams, tabsForRole } from './model/dashboard-tab'
import { highPotentialQuery } from './model/lead-view'
import { LEAD_STATUSES } from '@/contracts/lead-inbox'
import { REVENUE_RANGES, revenueRangeLabel } from '@/lib/assessment/options'
import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'

import { prefetchOpenLeadPage, useLeadSummary } from './api/lead-list'
import { prefetchBoard } from './api/pipeline'
import { DashboardHeader } from './dashboard-header'
import { HeldLeads } from './leads/held-leads'
import { LeadTab } from './leads/lead-tab'
import { SearchBox } from './search-box'
import { useRole } from './session-context'
import { SummaryCards } from './summary-cards'
import { LoadingText } from './ui/list-state'
import { FilterSelect } from './ui/select'
import { confirmLeave } from './unsaved-changes'
import { useDashboardTab } from './use-dashboard-tab'
import { useLeadView } from './use-lead-view'

// The other sections load when opened: their code (the analytics charts, the content forms) would
// otherwise be parsed before the lead tables' first rows could show.
const TAB_CODE = {
  advisors: () => import('./advisors/advisors-tab'),
  analytics: () => import('./analytics/analytics-tab'),
  insights: () => import('./insights/insights-tab'),
  'personal-data': () => import('./personal-data/personal-data-tab'),
  pipeline: () => import('./pipeline/pipeline-tab'),
  meetings: () => import('./meetings/meetings-tab'),
  team: () => import('./team/team-tab'),
} satisfies Partial<Record<DashboardTab, () => Promise<unknown>>>
const AdvisorsTab = dynamic(() => TAB_CODE.advisors().then((module) => module.AdvisorsTab))
const AnalyticsTab = dynamic(() => TAB_CODE.analytics().then((module) => module.AnalyticsTab))
const InsightsTab = dynamic(() => TAB_CODE.insights().then((module) => module.InsightsTab))
const PersonalDataTab = dynamic(() => TAB_CODE['personal-data']().then((module) => module.PersonalDataTab))
const PipelineTab = dynamic(() => TAB_CODE.pipeline().then((module) => module.PipelineTab))
const MeetingsTab = dynamic(() => TAB_CODE.meetings().then((module) => module.MeetingsTab))
const TeamTab = dynamic(() => TAB_CODE.team().then((module) => module.TeamTab))

/**
 * What the address's tab shows first (its code, the lead table's first page, the board) starts
 * loading as the dashboard starts, beside the key check rather than after it: a refused key only
 * wastes those requests.
 */
export function prefetchOpenTab(queryClient: QueryClient, search: string) {
  const tab = tabFromParams(new URLSearchParams(search))
  if (tab in TAB_CODE) void TAB_CODE[tab as keyof typeof TAB_CODE]()
  prefetchOpenLeadPage(queryClient, search)
  if (tab === 'pipeline') prefetchBoard(queryClient)
}

/**
 * The dashboard behind the gate: header, summary, search and revenue filter, and its tabs. The open
 * tab, the search, the filters, the sort and the page are all in the URL.
 */
export function Dashboard() {
  const tabs = tabsForRole(useRole())
  const [urlTab, setTab] = useDashboardTab()
  // A tab the role may not use (a shared link) opens the first one it may.
  const tab = tabs.some((section) => section.value === urlTab) ? urlTab : tabs[0].value
  // The search and revenue filter are the dashboard's: the same in both lead tables and the cards.
  const [view, updateView] = useLeadView(tab === 'inquiries' ? 'inquiries' : 'assessments')
  const summary = useLeadSummary(view.q, view.revenue)
  const onSearch = useCallback((q: string) => updateView({ q }, true), [updateView])
  const showHighPotential = () => {
    if (!confirmLeave()) return
    const { pathname, search } = window.location
    window.history.pushState(null, '', pathname + highPotentialQuery(new URLSearchParams(search), LEAD_STATUSES))
  }
  const panels: Record<DashboardTab, ReactNode> = {
    assessments: <LeadTab key="assessments" kind="assessments" />,
    inquiries: <LeadTab key="inquiries" kind="inquiries" />,
    advisors: <AdvisorsTab />,
    team: <TeamTab />,
    insights: <InsightsTab />,
    analytics: <AnalyticsTab />,
    'personal-data': <PersonalDataTab />,
    pipeline: <PipelineTab />,
    meetings: <MeetingsTab />,
  }

  return (
    <main className="mx-auto max-w-[1400px] space-y-6 p-4 md:p-8">
      <DashboardHeader />
      <SummaryCards
        summary={summary.data}
        highPotentialShown={tab === 'assessments' && view.minScore === HIGH_POTENTIAL_MIN_SCORE}
        onHighPotential={showHighPotential}
      />
      {tabs.some((section) => section.value === 'inquiries') && <HeldLeads />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox value={view.q} onSearch={onSearch} />
        <FilterSelect
          label="Revenue filter"
          value={view.revenue}
          onChange={(revenue) => updateView({ revenue })}
          values={REVENUE_RANGES}
          labelOf={revenueRangeLabel}
          allLabel="All"
          className="sm:w-48"
        />
      </div>
      {/* Manual activation: arrows move between tabs, Enter or Space opens one (each opening may ask to leave a form). */}
      <Tabs.Root value={tab} onValueChange={setTab} activationMode="manual">
        <Tabs.List aria-label="Dashboard sections" className="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1">
          {tabs.map((section) => (
            <Tabs.Trigger
              key={section.value}
              value={section.value}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-body focus-visible:outline-2 focus-visible:outline-focus data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow"
            >
              {section.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((section) => (
          // Only the active panel is mounted.
          <Tabs.Content key={section.value} value={section.value} className="mt-4">
            {/* A section whose code is still loading waits inside its own panel: the header, cards
                and tabs stay on screen (without this, the dashboard's boundary would hide them all). */}
            <Suspense fallback={<LoadingText>Loading...</LoadingText>}>{panels[section.value]}</Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </main>
  )
}
