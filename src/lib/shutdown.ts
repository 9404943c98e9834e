/**
 * Work to finish before the process exits on SIGTERM: flushing buffers, handing back running jobs.
 * The server entry (scripts/server.ts) runs the hooks after it stopped accepting requests and the
 * requests in flight are answered; modules inside the Next.js bundles register them. The registry
 * lives on globalThis because the entry and the bundles load their own copies of this module.
 */
type Hook = () => Promise<void>

const registry = globalThis as { __shutdownHooks?: Map<string, Hook> }

const hooks = () => (registry.__shutdownHooks ??= new Map())

/** Registers (or replaces) the hook of that name. */
export function onShutdown(name: string, hook: Hook): void {
  hooks().set(name, hook)
}

/** Runs every hook at once and waits for all of them; a failing hook is logged, the others still run. */
export async function runShutdownHooks(): Promise<void> {
  const entries = [...hooks().entries()]
  const results = await Promise.allSettled(entries.map(([, hook]) => hook()))
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`Shutdown step ${entries[index][0]} failed:`, result.reason)
  })
}
