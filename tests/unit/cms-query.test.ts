import { describe, expect, it } from 'vitest'

import { idProblem, queryProblem } from '@/server/cms-query'

const endpoints = [
  { method: 'get', path: '/count' },
  { method: 'get', path: '/versions' },
  { method: 'get', path: '/' },
  { method: 'get', path: '/:id' },
  { method: 'get', path: '/versions/:id' },
  { method: 'post', path: '/verify/:id' },
  { method: 'post', path: '/access/:id?' },
]

describe('queryProblem', () => {
  it.each([
    '',
    '?depth=2&limit=25&page=3&sort=-createdAt',
    '?sort=',
    '?limit=0&draft=true&trash=false',
    '?where[or][0][and][0][title][like]=growth&where[or][0][and][1][isPublished][equals]=true',
    '?where[id][not_in][0]=1&where[id][not_in][1]=2',
    '?select[title]=true&locale=en',
  ])('accepts %s', (search) => {
    expect(queryProblem(search)).toBeNull()
  })

  it.each([
    ['?depth=abc', 'depth'],
    ['?depth=11', 'depth'],
    ['?limit=-5', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?page=0', 'page'],
    ['?sort=$where', 'sort'],
    ['?sort[$gt]=1', 'sort'],
    ['?draft=1', 'draft'],
    ['?where=1', 'where'],
    ['?where[name][equals][$gt]=1', 'where.name.equals'],
    ['?where[$where]=1', 'where'],
    ['?where[or]=x', 'where.or'],
  ])('refuses %s, naming %s', (search, name) => {
    expect(queryProblem(search)).toContain(name)
  })
})

describe('idProblem', () => {
  it('checks document ids where Payload expects one, and only there', () => {
    expect(idProblem(endpoints, 'GET', ['12'], 'number')).toBeNull()
    expect(idProblem(endpoints, 'GET', ['count'], 'number')).toBeNull()
    expect(idProblem(endpoints, 'GET', ['abc'], 'number')).toBe('Not Found')
    expect(idProblem(endpoints, 'GET', ['{"a":1}'], 'number')).toBe('Not Found')
    expect(idProblem(endpoints, 'GET', ['versions', 'x'], 'number')).toBe('Not Found')
    expect(idProblem(endpoints, 'POST', ['verify', 'a-token'], 'number')).toBeNull()
    expect(idProblem(endpoints, 'POST', ['access'], 'number')).toBeNull()
    expect(idProblem(endpoints, 'GET', ['65a1b2c3d4e5f60718293a4b'], 'text')).toBeNull()
    expect(idProblem(endpoints, 'GET', ['12'], 'text')).toBe('Not Found')
  })
})
