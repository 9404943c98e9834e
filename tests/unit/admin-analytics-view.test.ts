import { describe, expect, it } from 'vitest'

import {
  countryLabel,
  hourlyBars,
  oneDecimal,
  pageLabel,
  peakHour,
  referrerLabel,
  wholeMinutes,
} from '@/dashboard/model/analytics-view'
import { ASSESSMENT_COLUMNS } from '@/leads/inbox/export/columns'

describe('analytics labels and numbers', () => {
  it('labels home, direct and unknown', () => {
    expect(pageLabel('/')).toBe('Home Page')
    expect(pageLabel('/team')).toBe('/team')
    expect(referrerLabel('direct')).toBe('Direct Traffic')
    expect(referrerLabel('')).toBe('Unknown')
    expect(countryLabel('')).toBe('Unknown')
    expect(countryLabel('US')).toBe('🇺🇸 United States')
    expect(countryLabel('GB')).toBe('🇬🇧 United Kingdom')
    expect(countryLabel('C1')).toBe('C1')
  })

  it('shows one decimal and whole minutes', () => {
    expect(oneDecimal(42)).toBe('42.0%')
    expect(oneDecimal(33.333)).toBe('33.3%')
    expect(wholeMinutes(150)).toBe('3m')
    expect(wholeMinutes(0)).toBe('0m')
  })

  it('has 24 bars and a peak hour', () => {
    const hours = [
      { hour: 3, visitors: 5 },
      { hour: 14, visitors: 9 },
    ]
    const bars = hourlyBars(hours)
    expect(bars).toHaveLength(24)
    expect(bars[14]).toBe(9)
    expect(peakHour(hours)).toEqual({ hour: 14, visitors: 9 })
    expect(peakHour([{ hour: 1, visitors: 0 }])).toBeNull()
  })

  it('exports the LTV/CAC ratio to two decimals, blank when not available', () => {
    const ratio = ASSESSMENT_COLUMNS.find((column) => column.header === 'LTV/CAC Ratio')!
    const row = { lifetimeGrossProfit: 1000, customerAcquisitionCost: 300 } as Parameters<typeof ratio.value>[0]
    expect(ratio.value(row)).toBe(3.33)
    expect(ratio.value({ ...row, customerAcquisitionCost: 0 })).toBeNull()
  })
})
