import { beforeEach, describe, expect, it, vi } from 'vitest'

type Stores = { local: Map<string, string>; session: Map<string, string> }
let stores: Stores

const storage = (store: Map<string, string>) => ({
  getItem: (name: string) => store.get(name) ?? null,
  setItem: (name: string, value: string) => store.set(name, value),
  removeItem: (name: string) => store.delete(name),
})

/** The module afresh, as a new page load would have it. */
async function pageLoad() {
  vi.resetModules()
  return import('@/dashboard/api/key-storage')
}

beforeEach(() => {
  stores = { local: new Map(), session: new Map() }
  vi.stubGlobal('window', { localStorage: storage(stores.local), sessionStorage: storage(stores.session) })
  return () => vi.unstubAllGlobals()
})

describe("the dashboard's admin key", () => {
  it('is kept in this tab only, never in localStorage, and survives a reload of the tab', async () => {
    const first = await pageLoad()
    first.storeKey('the-admin-key')
    expect([...stores.local.values()]).not.toContain('the-admin-key')
    expect(stores.session.get('api-key')).toBe('the-admin-key')
    expect(first.readStoredKey()).toBe('the-admin-key')
    expect((await pageLoad()).readStoredKey()).toBe('the-admin-key')
  })

  it('moves a key an earlier version left in localStorage out of it', async () => {
    stores.local.set('api-key', 'old-key')
    expect((await pageLoad()).readStoredKey()).toBe('old-key')
    expect(stores.local.has('api-key')).toBe(false)
    expect(stores.session.get('api-key')).toBe('old-key')
  })

  it("tells the site's tracker that this browser is staff's until logout, without the key", async () => {
    const keys = await pageLoad()
    keys.storeKey('the-admin-key')
    expect(Object.fromEntries(stores.local)).toEqual({ lcp_staff: '1' })
    keys.clearStoredKey()
    expect(keys.readStoredKey()).toBeNull()
    expect(stores.local.size + stores.session.size).toBe(0)
  })
})
