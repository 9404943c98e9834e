import { describe, expect, it } from 'vitest'

import { forgetResultPages, resultPageKey, resultPages, resultPageStore } from '../../src/insights/search/result-pages'

const page = (bytes: number) => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  html: Buffer.alloc(bytes, 'a'),
})

describe('the kept results pages of /insights', () => {
  it('keys a search, tag or later page by the view it renders, and nothing else', () => {
    expect(resultPageKey('/insights?q=growth')).toBe(resultPageKey('/insights?q=%20growth%20'))
    expect(resultPageKey('/insights?q=growth&page=1')).toBe(resultPageKey('/insights?q=growth&page=abc'))
    expect(resultPageKey('/insights?tag=Family%20Business&page=2')).toBe(
      resultPageKey('/insights?page=2&tag=Family+Business'),
    )
    expect(resultPageKey('/insights?q=growth')).not.toBe(resultPageKey('/insights?q=Growth'))
    expect(resultPageKey('/insights?q=growth')).not.toBe(resultPageKey('/insights?q=growth&tag=Exit'))
    for (const url of [
      '/insights',
      '/insights?',
      '/team?q=growth',
      '/insights/x?q=a',
      '/insights?q=a&utm_source=x',
      '/insights?q=a&q=b',
    ])
      expect(resultPageKey(url), url).toBeNull()
  })

  it('evicts the least recently read page beyond its count', () => {
    const store = resultPageStore(2, 1_000_000)
    store.keep('a', 0, page(10))
    store.keep('b', 0, page(10))
    store.get('a')
    store.keep('c', 0, page(10))
    expect([store.get('a'), store.get('b'), store.get('c')].map(Boolean)).toEqual([true, false, true])
  })

  it('evicts beyond its bytes, and never keeps a page larger than a quarter of them', () => {
    const store = resultPageStore(100, 10_000)
    for (const key of ['a', 'b', 'c', 'd', 'e']) store.keep(key, 0, page(2_400))
    expect(store.size).toBeLessThan(5)
    expect(store.get('e')).toBeDefined()
    expect(store.get('a')).toBeUndefined()
    store.keep('huge', 0, page(3_000))
    expect(store.get('huge')).toBeUndefined()
  })

  it('forgets every page when content changes, and keeps no page rendered before the change', () => {
    const store = resultPageStore()
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
    resultPages().keep('a', resultPages().generation, page(10))
    forgetResultPages()
    expect(resultPages().get('a')).toBeUndefined()
  })
})
