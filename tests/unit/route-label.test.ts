import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { LEAD_KIND_TABLE, LEAD_KINDS } from '@/contracts/lead-kinds'
import { routeLabeller } from '@/lib/route-label'
import { APP_ROUTES } from '@/metrics/route-table'

const routeLabel = routeLabeller(APP_ROUTES)

/** The routes Next.js makes of src/app's folders: route and page files, robots.ts and sitemap.ts. */
function appRoutes(dir = 'src/app', base = ''): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const folder = /^\(.*\)$/.test(entry.name) ? base : `${base}/${entry.name}`
    if (entry.isDirectory()) found.push(...appRoutes(path.join(dir, entry.name), folder))
    else if (/^(route\.tsx?|page\.tsx)$/.test(entry.name)) found.push(base || '/')
    else if (entry.name === 'robots.ts') found.push(`${base}/robots.txt`)
    else if (entry.name === 'sitemap.ts') found.push(`${base}/sitemap.xml`)
  }
  return found
}

describe('the route table', () => {
  it("is the app's routes, each lead kind's under its own segment, but the site's catch-all 404 page", () => {
    const routes = [...new Set(appRoutes())]
      .filter((route) => route !== '/[...notFound]')
      .flatMap((route) =>
        route.startsWith('/api/[kind]')
          ? LEAD_KINDS.map((kind) => route.replace('[kind]', LEAD_KIND_TABLE[kind].segment))
          : [route],
      )
      .sort()
    expect([...APP_ROUTES].sort()).toEqual(routes)
  })
})

describe('routeLabel', () => {
  it("labels a request by the app's route it takes, its dynamic segments by name, and drops query strings", () => {
    expect(routeLabel('/api/contact/42?email=a@b.example', 200)).toBe('/api/contact/:id')
    expect(routeLabel('/api/contact/export', 200)).toBe('/api/contact/export')
    expect(routeLabel('/api/predictions/65f1c2a9b3e4d5f6a7b8c9d0', 200)).toBe('/api/predictions/:assessmentId')
    expect(routeLabel('/api/assessments/trash/7/restore', 200)).toBe('/api/assessments/trash/:id/restore')
    expect(routeLabel('/api/events', 202)).toBe('/api/events')
    expect(routeLabel('/cms-api/media/file/Ada%20Lovelace.jpg', 200)).toBe('/cms-api/:slug*')
    expect(routeLabel('/assessment/results/MTI.secret/contact', 200)).toBe('/assessment/results/:token/contact')
    expect(routeLabel('/insights/scaling-a-family-business', 200)).toBe('/insights/:slug')
  })

  it('makes no label of what a visitor typed: any word is the route parameter it stands for', () => {
    expect(routeLabel('/api/contact/anyword', 401)).toBe('/api/contact/:id')
    expect(routeLabel('/api/contact/anyword/deeper/still', 405)).toBe('/api/contact/:id/:param')
    expect(routeLabel('/api/made-up-word', 405)).toBe('/api/:param')
    expect(routeLabel('/Ada%20Lovelace', 400)).toBe('/:param')
    expect(routeLabel('/%E2%80%8B/x', 400)).toBe('/:param')
  })

  it('gathers the home page, files, Next assets and every 404', () => {
    expect(routeLabel('/', 200)).toBe('/')
    expect(routeLabel('/admin', 200)).toBe('/admin')
    expect(routeLabel('/_next/static/chunks/app.js', 200)).toBe('/_next')
    expect(routeLabel('/logo.svg', 200)).toBe('(file)')
    expect(routeLabel('/robots.txt', 200)).toBe('/robots.txt')
    expect(routeLabel('/wp-login.php', 404)).toBe('(unmatched)')
    expect(routeLabel('/api/nothing-here', 404)).toBe('(unmatched)')
  })
})
