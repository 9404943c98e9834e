import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import * as advisors from '@/contracts/advisors'
import * as aiResults from '@/contracts/ai-results'
import * as analytics from '@/contracts/analytics'
import * as apiKey from '@/contracts/api-key'
import * as assessments from '@/contracts/assessments'
import * as blogPosts from '@/contracts/blog-posts'
import * as contactInquiries from '@/contracts/inquiries'
import * as leadInbox from '@/contracts/lead-inbox'
import { LEAD_KIND_TABLE, LEAD_KINDS } from '@/contracts/lead-kinds'
import * as leadReplies from '@/contracts/lead-replies'
import * as newsletter from '@/contracts/newsletter'
import * as personalData from '@/contracts/personal-data'
import * as tasks from '@/contracts/tasks'
import * as teamMembers from '@/contracts/team-members'
import * as uploads from '@/contracts/uploads'

/**
 * docs/api.md documents every route under src/app/api, and its body and field limits are the
 * constants the code uses: a new route or a changed limit fails here until the page says so.
 */

const API_DIR = path.resolve('src/app/api')
const DOC = readFileSync(path.resolve('docs/api.md'), 'utf8')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']

/** The one call a lead kind's segment does not answer (405): inquiries have no read of one lead. */
const NOT_SERVED = ['GET /api/contact/{id}']

/**
 * `METHOD /api/path` of every handler a route file exports; `[id]` reads `{id}`, and the lead
 * routes (`api/[kind]/…`) read as each kind's segment.
 */
const routeMethods = (dir = API_DIR): string[] =>
  handlerMethods(dir)
    .flatMap((route) =>
      route.includes('/api/{kind}')
        ? LEAD_KINDS.map((kind) => route.replace('{kind}', LEAD_KIND_TABLE[kind].segment))
        : [route],
    )
    .filter((route) => !NOT_SERVED.includes(route))

function handlerMethods(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return handlerMethods(file)
    if (entry.name !== 'route.ts') return []
    const route = `/api/${path.relative(API_DIR, dir).split(path.sep).join('/')}`.replace(/\[(\w+)\]/g, '{$1}')
    const source = readFileSync(file, 'utf8')
    const exported = new RegExp(`export\\s+(?:const|(?:async\\s+)?function)\\s+(${METHODS.join('|')})\\b`, 'g')
    return [...source.matchAll(exported)].map(([, method]) => `${method} ${route}`)
  })
}

type Section = { route: string; text: string }

/** The `### METHOD /api/path` sections of the page, each with its text up to the next heading. */
function sections(doc: string): Section[] {
  return doc.split(/^(?=#{2,4} )/m).flatMap((part) => {
    const heading = new RegExp(`^### ((?:${METHODS.join('|')}) /api/\\S+)\\s*$`, 'm').exec(part.split('\n')[0])
    return heading ? [{ route: heading[1], text: part }] : []
  })
}

const UNITS: Record<string, number> = { bytes: 1, kB: 1024, MB: 1024 * 1024 }

/** Every exported constant the page may cite by name. */
const CONSTANTS: Record<string, unknown> = {
  ...advisors,
  ...aiResults,
  ...analytics,
  ...apiKey,
  ...assessments,
  ...blogPosts,
  ...contactInquiries,
  ...newsletter,
  ...leadInbox,
  ...leadReplies,
  ...personalData,
  ...tasks,
  ...teamMembers,
  ...uploads,
}

/** The page's disagreements with the routes and the constants. */
function docProblems(doc: string, routes: string[], constants: Record<string, unknown>): string[] {
  const documented = sections(doc)
  const problems: string[] = []
  for (const route of routes) {
    if (!documented.some((section) => section.route === route)) problems.push(`${route}: not documented`)
  }
  for (const { route, text } of documented) {
    if (!routes.includes(route)) problems.push(`${route}: documented, but no route file exports it`)
    if (/^(POST|PUT|PATCH)/.test(route) && !text.includes('**Body:**'))
      problems.push(`${route}: says nothing of its body`)
  }
  for (const [, amount, unit, name] of doc.matchAll(/at most (\d+) (bytes|kB|MB) \(`(\w+)`/g)) {
    if (Number(amount) * UNITS[unit] !== constants[name]) {
      problems.push(`${name}: documented as ${amount} ${unit}, is ${String(constants[name])} bytes`)
    }
  }
  const tables = new Map(
    [...doc.matchAll(/^#### .*\(`(\w+_LIMITS)`\)\n([\s\S]*?)(?=\n#|(?![\s\S]))/gm)].map(([, name, body]) => [
      name,
      Object.fromEntries(
        [...body.matchAll(/^\| `(\w+)` \| (\d+) \|$/gm)].map(([, field, max]) => [field, Number(max)]),
      ),
    ]),
  )
  // Each contract's limits have a table, and every row states the contract's number. A row may be
  // missing (a new optional field needs no edit here); a wrong or stale one fails.
  for (const [name, value] of Object.entries(constants)) {
    if (!name.endsWith('_LIMITS')) continue
    const table = tables.get(name)
    if (!table) problems.push(`${name}: no table of field limits`)
    for (const [field, max] of Object.entries(table ?? {})) {
      const actual = (value as Record<string, number>)[field]
      if (actual !== max) problems.push(`${name}.${field}: documented as ${max}, is ${String(actual)}`)
    }
  }
  return problems
}

describe('docs/api.md', () => {
  it('documents every route file and method, and states the limits the code uses', () => {
    const routes = routeMethods()
    expect(routes.length).toBeGreaterThan(30)
    expect(docProblems(DOC, routes, CONSTANTS)).toEqual([])
  })

  it('names a missing route, a stale entry, a wrong body limit and a wrong field limit', () => {
    const routes = [...routeMethods(), 'PATCH /api/advisors/{id}'].filter((route) => route !== 'GET /api/health')
    const doc = DOC.replace('at most 32 kB (`CONTACT_BODY_BYTES`)', 'at most 64 kB (`CONTACT_BODY_BYTES`)').replace(
      '| `company` | 160 |',
      '| `company` | 150 |',
    )
    expect(docProblems(doc, routes, CONSTANTS)).toEqual([
      'PATCH /api/advisors/{id}: not documented',
      'GET /api/health: documented, but no route file exports it',
      `CONTACT_BODY_BYTES: documented as 64 kB, is ${32 * 1024} bytes`,
      'ADVISOR_LIMITS.company: documented as 150, is 160',
    ])
  })
})
