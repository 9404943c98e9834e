import { describe, expect, it } from 'vitest'

import type { FlattenedField } from 'payload'

import {
  fieldLookup,
  idProblem,
  invalidFieldValues,
  queryProblem,
  type QueryRules,
  type Reference,
} from '@/server/cms-query'

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

/** Two collections as Payload flattens their fields: a post with a group and a relation to an author. */
const FIELDS = {
  posts: [
    { name: 'title', type: 'text' },
    { name: 'views', type: 'number' },
    { name: 'publishedAt', type: 'date' },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'seo', type: 'group', flattenedFields: [{ name: 'score', type: 'number' }] },
    { name: 'author', type: 'relationship', relationTo: 'authors' },
    { name: 'place', type: 'point' },
  ],
  authors: [{ name: 'joinedAt', type: 'date' }],
} as unknown as Record<string, FlattenedField[]>
const rules = (database: 'sqlite' | 'mongodb'): QueryRules => ({
  fieldAt: fieldLookup((slug) => FIELDS[slug], 'posts'),
  idType: database === 'sqlite' ? 'number' : 'text',
  allOperator: database === 'mongodb',
})

describe('queryProblem against the queried fields', () => {
  it.each([
    '?where[id][in]=1,2&where[views][greater_than]=-1.5&where[publishedAt][less_than]=2026-01-01',
    '?where[author][equals]=3&where[author][not_equals]=null&where[author.joinedAt][greater_than]=2025-05-01',
    '?where[seo.score][less_than_equal]=10&where[title][like]=x&where[tags][in]=a,b',
    '?where[publishedAt][equals]=null&where[views][exists]=false&where[place][near]=1,2,1000',
    '?where[version.publishedAt][less_than]=2026-01-01&where[parent][equals]=4',
    '?where[nothing][equals]=anything',
  ])('accepts %s', (search) => {
    expect(queryProblem(search, rules('sqlite'))).toBeNull()
  })

  it.each([
    ['?where[id][in]=a,b', 'where.id.in must be a list of ids'],
    ['?where[id][equals]=1e400', 'where.id.equals must be an id'],
    ['?where[author][in]=1,null', 'where.author.in must be a list of ids'],
    ['?where[author][equals]=2020-01-01', 'where.author.equals must be an id'],
    ['?where[views][not_like]=1e400', 'where.views.not_like must be a number'],
    ['?where[seo.score][equals]=x', 'where.seo.score.equals must be a number'],
    ['?where[publishedAt][less_than]=notadate', 'where.publishedAt.less_than must be a date'],
    ['?where[author.joinedAt][equals]=x', 'where.author.joinedAt.equals must be a date'],
    ['?where[or][0][publishedAt][in]=2020-01-01,x', 'where.publishedAt.in must be a list of dates'],
    ['?where[title][near]=1,2', 'where.title.near is only for point fields'],
    ['?where[tags][all]=a', 'where.tags.all is not supported: use in'],
  ])('refuses %s: %s', (search, message) => {
    expect(queryProblem(search, rules('sqlite'))).toBe(message)
  })

  it('takes MongoDB ids, and all on a field of several values there', () => {
    const mongo = rules('mongodb')
    expect(queryProblem('?where[id][in]=6571f0a1b2c3d4e5f6a7b8c9&where[tags][all]=a,b', mongo)).toBeNull()
    expect(queryProblem('?where[id][equals]=12', mongo)).toBe('where.id.equals must be an id')
    expect(queryProblem('?where[title][all]=a', mongo)).toBe('where.title.all is not supported: use in')
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

describe('invalidFieldValues', () => {
  const fields = [
    { name: 'publishedAt', type: 'date' },
    { name: 'title', type: 'text' },
    { name: 'order', type: 'number' },
    { name: 'live', type: 'checkbox' },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'extra', type: 'json' },
    { name: 'consent', type: 'group', flattenedFields: [{ name: 'givenAt', type: 'date' }] },
    { name: 'steps', type: 'array', flattenedFields: [{ name: 'at', type: 'date' }] },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'notes', type: 'relationship', relationTo: 'lead-notes', hasMany: true },
    { name: 'document', type: 'relationship', relationTo: ['advisors', 'team-members'] },
  ] as unknown as FlattenedField[]
  const rules = (idType: 'number' | 'text' = 'number') => ({ idType, references: [] as Reference[] })

  it('names every value of the wrong type, through groups and arrays', () => {
    const data = {
      publishedAt: 'x',
      title: { a: 1 },
      order: 'x',
      live: 'maybe',
      tags: 'one',
      extra: { anything: [1] },
      consent: { givenAt: { $gt: 1 } },
      steps: [{ at: '2026-01-01' }, { at: 'soon' }, 'row'],
    }
    expect(invalidFieldValues(data, fields, rules())).toEqual([
      'publishedAt must be a date',
      'title must be text',
      'order must be a number',
      'live must be true or false',
      'tags must be a list of texts',
      'consent.givenAt must be a date',
      'steps.1.at must be a date',
      'steps.2 must be an object',
    ])
    expect(invalidFieldValues({ consent: 'yes', steps: {} }, fields, rules())).toEqual([
      'consent must be an object',
      'steps must be a list',
    ])
  })

  it('takes values of the right type, numbers as text, null and absent values', () => {
    const data = {
      publishedAt: '2026-11-26T10:00:00.000Z',
      title: 'T',
      order: '3',
      live: false,
      tags: ['a', 'b'],
      consent: { givenAt: null },
      steps: [{ at: 0 }],
    }
    expect(invalidFieldValues(data, fields, rules())).toEqual([])
    expect(invalidFieldValues({ title: null }, fields, rules())).toEqual([])
    // The CMS's form sends an array it leaves empty as its row count.
    expect(invalidFieldValues({ steps: 0 }, fields, rules())).toEqual([])
    expect(invalidFieldValues({ steps: '0' }, fields, rules())).toEqual([])
    expect(invalidFieldValues({ steps: 1 }, fields, rules())).toEqual(['steps must be a list'])
  })

  it('names relation values that are no id of their collection, as a list where one belongs and the reverse', () => {
    const data = { logo: [1], notes: 3, document: { relationTo: 'media', value: 1 } }
    expect(invalidFieldValues(data, fields, rules())).toEqual([
      'logo must be the id of a document in media',
      'notes must be a list',
      'document must be { relationTo, value } with the id of a document in advisors or team-members',
    ])
    expect(invalidFieldValues({ logo: 1.5, notes: [2, -1, 'abc', null] }, fields, rules())).toEqual([
      'logo must be the id of a document in media',
      'notes.1 must be the id of a document in lead-notes',
      'notes.2 must be the id of a document in lead-notes',
      'notes.3 must be the id of a document in lead-notes',
    ])
    expect(invalidFieldValues({ logo: 7 }, fields, rules('text'))).toEqual([
      'logo must be the id of a document in media',
    ])
  })

  it('collects the documents the relations name, populated ones by their id, for the caller to look up', () => {
    const collected = rules()
    const data = {
      logo: { id: 4, alt: 'populated' },
      notes: [2, '3'],
      document: { relationTo: 'team-members', value: { id: 9 } },
    }
    expect(invalidFieldValues(data, fields, collected)).toEqual([])
    expect(collected.references).toEqual([
      { path: 'logo', collection: 'media', id: 4 },
      { path: 'notes.0', collection: 'lead-notes', id: 2 },
      { path: 'notes.1', collection: 'lead-notes', id: 3 },
      { path: 'document', collection: 'team-members', id: 9 },
    ])
    const onMongo = rules('text')
    invalidFieldValues({ logo: '65A1B2C3D4E5F60718293A4B' }, fields, onMongo)
    expect(onMongo.references).toEqual([{ path: 'logo', collection: 'media', id: '65a1b2c3d4e5f60718293a4b' }])
  })
})
