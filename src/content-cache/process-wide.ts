/**
 * One value per process under `name`, on globalThis: Next.js's bundles and the front server
 * (dist/server.mjs) each hold their own copy of this folder's modules, yet must share its caches.
 */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`legacy-capital.${name}`)
  const holder = globalThis as { [key: symbol]: T | undefined }
  return (holder[key] ??= make())
}
