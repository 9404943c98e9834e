import config from '@payload-config'
import { expect, it } from 'vitest'

it('probe', async () => {
  const c = await config
  for (const col of c.collections) console.log('EP', col.slug, JSON.stringify(col.endpoints === false ? false : col.endpoints.map((e) => `${e.method} ${e.path}`)))
  console.log('EP globals', JSON.stringify(c.globals.map((g) => [g.slug, g.endpoints && g.endpoints.map((e) => `${e.method} ${e.path}`)])))
  console.log('EP root', JSON.stringify(c.endpoints.map((e) => `${e.method} ${e.path}`)))
  expect(1).toBe(1)
})
