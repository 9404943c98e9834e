import { describe, expect, it } from 'vitest'

import { routeLabel } from '@/lib/route-label'

describe('routeLabel', () => {
  it('keeps API words, shows ids as :id and drops query strings', () => {
    expect(routeLabel('/api/contact/42?email=a@b.example', 200)).toBe('/api/contact/:id')
    expect(routeLabel('/api/predictions/65f1c2a9b3e4d5f6a7b8c9d0', 200)).toBe('/api/predictions/:id')
    expect(routeLabel('/api/assessments/trash/7/restore', 200)).toBe('/api/assessments/trash/:id')
    expect(routeLabel('/api/events', 202)).toBe('/api/events')
    expect(routeLabel('/cms-api/media/file/Ada%20Lovelace.jpg', 200)).toBe('/cms-api/media/file/:param')
  })

  it('keeps a page’s first segment only, and gathers files, Next assets and every 404', () => {
    expect(routeLabel('/', 200)).toBe('/')
    expect(routeLabel('/insights/scaling-a-family-business', 200)).toBe('/insights/:param')
    expect(routeLabel('/admin', 200)).toBe('/admin')
    expect(routeLabel('/_next/static/chunks/app.js', 200)).toBe('/_next')
    expect(routeLabel('/logo.svg', 200)).toBe('(file)')
    expect(routeLabel('/wp-login.php', 404)).toBe('(unmatched)')
    expect(routeLabel('/api/nothing-here', 404)).toBe('(unmatched)')
    expect(routeLabel('/Ada%20Lovelace', 400)).toBe('/:param')
  })
})
