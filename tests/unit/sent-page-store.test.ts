import { describe, expect, it } from 'vitest'

import { publicContentChanged } from '@/content-cache'
import { type SentPage, sentPageKey, sentPages, sentPageStore } from '@/content-cache/sent-page-store'

const page = (bytes: number): SentPage => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  html: Buffer.alloc(bytes, 'a'),
  gzipped: Buffer.alloc(0),
  etag: '',
  freshUntil: Infinity,
})

const viewKey = (url: string) => {
  const found = sentPageKey(url)
  return found?.view ? found.key : null
}

describe('the kept pages of the site', () => {
  it('keys a search, tag or later page of /insights by the view it renders, and nothing else', () => {
    expect(viewKey('/insights?q=growth')).toBe(viewKey('/insights?q=%20growth%20'))
    expect(viewKey('/insights?q=growth&page=1')).toBe(viewKey('/insights?q=growth&page=abc'))
    expect(viewKey('/insights?tag=Family%20Business&page=2')).toBe(viewKey('/insights?page=2&tag=Family+Business'))
    expect(viewKey('/insights?q=growth')).not.toBe(viewKey('/insights?q=Growth'))
    expect(viewKey('/insights?q=growth')).not.toBe(viewKey('/insights?q=growth&tag=Exit'))
    for (const url of [
      '/insights',
      '/insights?',
      '/team?q=growth',
      '/insights/x?q=a',
      '/insights?q=a&utm_source=x',
      '/insights?q=a&q=b',
    ])
      expect(viewKey(url), url).toBeNull()
  })

  it('keeps any other page by its address, and a results address with other parameters not at all', () => {
    for (const url of ['/', '/team', '/team?q=growth', '/insights', '/insights?', '/insights?utm_source=x'])
      expect(sentPageKey(url)).toEqual({ key: url, view: false })
    expect(sentPageKey('/insights?q=a&utm_source=x')).toBeNull()
    expect(sentPageKey('/insights?q=a&q=b')).toBeNull()
    // No address can take a view's key.
    const key = sentPageKey('/insights?q=growth')!.key
    expect(key.startsWith('/')).toBe(false)
  })

  it('evicts the least recently read page beyond its count', () => {
    const store = sentPageStore(2, 1_000_000)
    store.keep('a', 0, page(10))
    store.keep('b', 0, page(10))
    store.get('a')
    store.keep('c', 0, page(10))
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true])
  })

  it('evicts beyond its bytes, and never keeps a page larger than a quarter of them', () => {
    const store = sentPageStore(100, 10_000)
    for (const key of ['a', 'b', 'c', 'd', 'e']) store.keep(key, 0, page(2_400))
    expect(store.size).toBeLessThan(5)
    expect(store.get('e')).toBeDefined()
    expect(store.get('a')).toBeUndefined()
    store.keep('huge', 0, page(3_000))
    expect(store.get('huge')).toBeUndefined()
  })

  it('forgets every page when content changes, and keeps no page rendered before the change', () => {
    const store = sentPageStore()
    const before = store.generation
    store.keep('a', before, page(10))
    store.forget()
    expect(store.get('a')).toBeUndefined()
    store.keep('b', before, page(10))
    expect(store.get('b')).toBeUndefined()
    store.keep('b', store.generation, page(10))
    expect(store.get('b')).toBeDefined()
  })

  it('is one store per process, which the content hooks empty', () => {
    sentPages().keep('a', sentPages().generation, page(10))
    publicContentChanged()
    expect(sentPages().get('a')).toBeUndefined()
  })
})
