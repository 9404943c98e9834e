import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { describeDatabase, resolveDatabase } from '@/config/database'

describe('resolveDatabase', () => {
  const cwd = '/srv/app'

  it('uses the embedded SQLite file data/site.db when DATABASE_URI is unset or blank', () => {
    const file = path.join(cwd, 'data/site.db')
    expect(resolveDatabase(undefined, cwd)).toEqual({ kind: 'sqlite', url: `file:${file}`, file })
    expect(resolveDatabase('  ', cwd)).toEqual({ kind: 'sqlite', url: `file:${file}`, file })
  })

  it('uses SQLite for file: URLs, relative to the working directory or absolute', () => {
    expect(resolveDatabase('file:./tmp/x.db', cwd)).toMatchObject({ kind: 'sqlite', file: '/srv/app/tmp/x.db' })
    expect(resolveDatabase('file:/var/lib/site.db', cwd)).toMatchObject({
      kind: 'sqlite',
      url: 'file:/var/lib/site.db',
    })
    expect(resolveDatabase('file:///var/lib/site.db', cwd)).toMatchObject({ file: '/var/lib/site.db' })
  })

  it('uses MongoDB for mongodb:// and mongodb+srv:// URLs', () => {
    expect(resolveDatabase('mongodb://mongo:27017/site')).toEqual({
      kind: 'mongodb',
      url: 'mongodb://mongo:27017/site',
    })
    expect(resolveDatabase('mongodb+srv://user:pw@cluster.example.net/site')).toMatchObject({ kind: 'mongodb' })
  })

  it('refuses anything else', () => {
    expect(() => resolveDatabase('postgres://localhost/site')).toThrow(/DATABASE_URI/)
    expect(() => resolveDatabase('site.db')).toThrow(/DATABASE_URI/)
  })
})

describe('describeDatabase', () => {
  it('names the SQLite file, relative to the working directory when inside it', () => {
    expect(describeDatabase(resolveDatabase(undefined, '/srv/app'), '/srv/app')).toBe('data/site.db (SQLite)')
    expect(describeDatabase(resolveDatabase('file:/var/lib/site.db', '/srv/app'), '/srv/app')).toBe(
      '/var/lib/site.db (SQLite)',
    )
  })

  it('names MongoDB by host and database, never its credentials', () => {
    const described = describeDatabase(
      resolveDatabase('mongodb+srv://site:s3cret@cluster.example.net/site?retryWrites=true'),
    )
    expect(described).toBe('mongodb+srv://cluster.example.net/site (MongoDB)')
  })
})
