import { describe, expect, it } from 'vitest'

import { stageReportRows, type StageMove } from '@/lib/stage-report'
import { dayBounds, dayStart, taskDueInstant } from '@/lib/task-due'

describe('a task’s due instant', () => {
  it('is 08:00 in the site’s time zone on a day without a time, whatever the offset that day', () => {
    expect(taskDueInstant('2026-03-07', 'America/Chicago').toISOString()).toBe('2026-03-07T14:00:00.000Z')
    expect(taskDueInstant('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T13:00:00.000Z')
    expect(taskDueInstant('2026-11-01', 'America/Chicago').toISOString()).toBe('2026-11-01T14:00:00.000Z')
    expect(taskDueInstant('2026-06-01T09:30:00+02:00', 'America/Chicago').toISOString()).toBe(
      '2026-06-01T07:30:00.000Z',
    )
  })

  it('bounds a day in the zone, a 23-hour day included', () => {
    expect(dayStart('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z')
    const { startOfToday, startOfTomorrow } = dayBounds(new Date('2026-03-08T12:00:00Z'), 'America/Chicago')
    expect([startOfToday.toISOString(), startOfTomorrow.toISOString()]).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-09T05:00:00.000Z',
    ])
  })
})

describe('the stage report', () => {
  const moves: StageMove[] = [
    { person: 'a', to: 'new', at: '2026-01-01T00:00:00Z' },
    { person: 'a', to: 'contacted', at: '2026-01-03T00:00:00Z' },
    { person: 'a', to: 'qualified', at: '2026-01-07T00:00:00Z' },
    { person: 'b', to: 'new', at: '2026-01-02T00:00:00Z' },
    { person: 'b', to: 'contacted', at: '2026-01-04T00:00:00Z' },
    { person: 'b', to: 'passed', at: '2026-01-05T00:00:00Z' },
  ]
  it('counts entries, the share that went further (Passed is not further) and the days spent, per group', () => {
    const rows = stageReportRows(moves, {
      start: '2026-01-01T00:00:00Z',
      end: '2026-02-01T00:00:00Z',
      groupOf: () => 'google',
    })
    expect(rows).toEqual([
      {
        group: 'google',
        entered: { new: 2, contacted: 2, qualified: 1, passed: 1 },
        conversion: { new: 1, contacted: 0.5, qualified: 0, passed: 0 },
        meanDaysInStage: { new: 2, contacted: 2.5 },
      },
    ])
  })

  it('leaves out what happened after the period, and counts time in stage for moves out within it', () => {
    const rows = stageReportRows(moves, {
      start: '2026-01-03T00:00:00Z',
      end: '2026-01-06T00:00:00Z',
      groupOf: (person) => person,
    })
    expect(rows.map((row) => [row.group, row.entered, row.meanDaysInStage])).toEqual([
      ['a', { contacted: 1 }, { new: 2 }],
      ['b', { contacted: 1, passed: 1 }, { new: 2, contacted: 1 }],
    ])
  })

  it('adds the people who arrived in the period and never moved to New, in their groups', () => {
    const rows = stageReportRows(moves, {
      start: '2026-01-01T00:00:00Z',
      end: '2026-02-01T00:00:00Z',
      groupOf: () => 'google',
      arrivals: new Map([
        ['google', 2],
        ['', 1],
      ]),
    })
    expect(rows.map((row) => [row.group, row.entered.new, row.conversion.new])).toEqual([
      ['', 1, 0],
      ['google', 4, 0.5],
    ])
  })
})
