import { describe, expect, it } from 'vitest'

import { MongoDefinitions, SqliteDefinitions, type Definition } from '@/analytics/store/definitions'
import { GET as listFunnels, POST as postFunnel } from '@/app/api/analytics/funnels/route'
import { GET as listGoals, POST as postGoal } from '@/app/api/analytics/goals/route'
import { GET as listSegments, POST as postSegment } from '@/app/api/analytics/segments/route'
import { DELETE as deleteSegment, PATCH as patchSegment } from '@/app/api/analytics/segments/[id]/route'
import type { Segment } from '@/contracts/analytics-saved'
import { POST as postEvent } from '@/app/api/events/route'

import { MingoConnection } from '../../fixtures/mingo-mongo'
import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { ADMIN_KEY, apiRequest, routeParams } from '../helpers'
import { sqliteClient } from './harness'

const context = routeParams({})

const post = (route: (request: Request, context: never) => Promise<Response>, path: string, body: unknown) =>
  route(apiRequest(path, { key: ADMIN_KEY, body }), context as never)

const invalid = (response: Response) => response.headers.get('x-invalid-fields')

describe('saved segments', () => {
  it('saves the filters as the analytics calls take them, lists, renames and deletes them', async () => {
    const created = await post(postSegment, '/api/analytics/segments', {
      name: 'Google in the US',
      filters: { source: 'google.com', country: 'US' },
    })
    expect(created.status).toBe(201)
    const segment = (await created.json()) as Segment
    expect(segment).toMatchObject({ name: 'Google in the US', filters: { source: 'google.com', country: 'US' } })
    expect(segment.createdBy).toBe('Dashboard (API key)')

    const listed = (await (
      await listSegments(apiRequest('/api/analytics/segments', { key: ADMIN_KEY }), context)
    ).json()) as Segment[]
    expect(listed.find((each) => each.id === segment.id)?.filters).toEqual({ source: 'google.com', country: 'US' })

    const renamed = await patchSegment(
      apiRequest(`/api/analytics/segments/${segment.id}`, {
        key: ADMIN_KEY,
        method: 'PATCH',
        body: { name: 'Google US' },
      }),
      routeParams({ id: segment.id }),
    )
    expect(renamed.status).toBe(200)
    expect(((await renamed.json()) as Segment).name).toBe('Google US')

    const deleted = await deleteSegment(
      apiRequest(`/api/analytics/segments/${segment.id}`, { key: ADMIN_KEY, method: 'DELETE' }),
      routeParams({ id: segment.id }),
    )
    expect(deleted.status).toBe(204)
    const again = await deleteSegment(
      apiRequest(`/api/analytics/segments/${segment.id}`, { key: ADMIN_KEY, method: 'DELETE' }),
      routeParams({ id: segment.id }),
    )
    expect(again.status).toBe(404)
  })

  it('refuses a name over 80 characters and unknown filter keys, naming the field, storing nothing', async () => {
    const before = (
      (await (
        await listSegments(apiRequest('/api/analytics/segments', { key: ADMIN_KEY }), context)
      ).json()) as Segment[]
    ).length
    const long = await post(postSegment, '/api/analytics/segments', {
      name: 'x'.repeat(81),
      filters: { device: 'Mobile' },
    })
    expect(long.status).toBe(400)
    expect(invalid(long)).toBe('name')
    const unknown = await post(postSegment, '/api/analytics/segments', { name: 'Odd', filters: { colour: 'blue' } })
    expect(unknown.status).toBe(400)
    expect(invalid(unknown)).toBe('filters.colour')
    const path = await post(postSegment, '/api/analytics/segments', { name: 'Odd', filters: { page: 'team' } })
    expect(invalid(path)).toBe('filters.page')
    const after = (
      (await (
        await listSegments(apiRequest('/api/analytics/segments', { key: ADMIN_KEY }), context)
      ).json()) as Segment[]
    ).length
    expect(after).toBe(before)
  })

  it('needs the key or a staff session', async () => {
    const response = await postSegment(
      apiRequest('/api/analytics/segments', { body: { name: 'x', filters: { device: 'Mobile' } } }),
      context,
    )
    expect(response.status).toBe(401)
  })
})

describe('goals and funnels: bad input', () => {
  it.each([
    [{ name: 'Deck', type: 'download', event: 'deck' }, 'type'],
    [{ name: 'Pricing', type: 'page', path: 'pricing' }, 'path'],
    [{ name: 'Deck', type: 'event', event: 'Deck Download' }, 'event'],
  ])('refuses goal %j naming %s', async (body, field) => {
    const response = await post(postGoal, '/api/analytics/goals', body)
    expect(response.status).toBe(400)
    expect(invalid(response)).toBe(field)
  })

  it.each([1, 9])('refuses a funnel of %i steps naming steps', async (count) => {
    const steps = Array.from({ length: count }, (_, index) => ({ type: 'page', path: `/step-${index}` }))
    const response = await post(postFunnel, '/api/analytics/funnels', { name: 'Too', steps })
    expect(response.status).toBe(400)
    expect(invalid(response)).toBe('steps')
  })

  it('lists what was saved', async () => {
    expect(
      (await post(postGoal, '/api/analytics/goals', { name: 'Deck', type: 'event', event: 'deck-download' })).status,
    ).toBe(201)
    const goals = (await (await listGoals(apiRequest('/api/analytics/goals', { key: ADMIN_KEY }), context)).json()) as {
      name: string
      event?: string
    }[]
    expect(goals.some((goal) => goal.name === 'Deck' && goal.event === 'deck-download')).toBe(true)
    const funnel = await post(postFunnel, '/api/analytics/funnels', {
      name: 'Deck to lead',
      steps: [{ type: 'page', path: '/insights/*' }, { type: 'lead' }],
    })
    expect(funnel.status).toBe(201)
    const funnels = (await (
      await listFunnels(apiRequest('/api/analytics/funnels', { key: ADMIN_KEY }), context)
    ).json()) as unknown[]
    expect(funnels).toHaveLength(1)
  })
})

describe("the tracker's custom event names", () => {
  it.each([
    ['capitals and spaces', 'Deck Download'],
    ['over 64 characters', 'a'.repeat(65)],
  ])('refuses a name with %s, naming event', async (_, event) => {
    const response = await postEvent(
      apiRequest('/api/events', {
        method: 'POST',
        rawBody: JSON.stringify({ name: 'custom', event, url: 'http://localhost:3000/insights' }),
        headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_USER_AGENTS[0] },
      }),
      context,
    )
    expect(response.status).toBe(400)
    expect(invalid(response)).toBe('event')
  })
})

describe('definition stores: SQLite and MongoDB (mingo) agree', () => {
  const definition = (id: string, at: string): Definition => ({
    id,
    kind: 'segment',
    name: `Segment ${id}`,
    body: { filters: { device: 'Mobile' } },
    createdBy: 'a@example.com',
    createdAt: at,
    updatedAt: at,
  })

  it.each([
    ['sqlite', async () => new SqliteDefinitions(await sqliteClient())],
    ['mongo', async () => new MongoDefinitions(new MingoConnection() as never)],
  ])('%s: creates up to the limit, lists oldest first, updates and deletes', async (name, make) => {
    const store = await make()
    if (name === 'sqlite')
      await (await sqliteClient()).execute("DELETE FROM analytics_definitions WHERE kind = 'segment'")
    expect(await store.create(definition('b', '2026-01-02T00:00:00Z'), 2)).toBe(true)
    expect(await store.create(definition('a', '2026-01-01T00:00:00Z'), 2)).toBe(true)
    expect(await store.create(definition('c', '2026-01-03T00:00:00Z'), 2)).toBe(false)
    expect((await store.list('segment')).map((each) => each.id)).toEqual(['a', 'b'])
    expect(
      await store.update('segment', 'a', 'Renamed', { filters: { device: 'Tablet' } }, '2026-02-01T00:00:00Z'),
    ).toBe(true)
    expect(await store.get('segment', 'a')).toMatchObject({ name: 'Renamed', body: { filters: { device: 'Tablet' } } })
    expect(await store.get('goal', 'a')).toBeNull()
    expect(await store.delete('segment', 'a')).toBe(true)
    expect(await store.delete('segment', 'a')).toBe(false)
    expect(await store.update('segment', 'a', 'x', {}, '2026-02-01T00:00:00Z')).toBe(false)
  })
})
