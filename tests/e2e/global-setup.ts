import type { TestProject } from 'vitest/node'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'

declare module 'vitest' {
  export interface ProvidedContext {
    servers: { baseURL: string; adminKey: string }[]
  }
}

let servers: ProductionServer[] = []

/**
 * Starts the production build once per e2e worker (the project's maxWorkers), each on its own fresh
 * temporary database (TRUST_PROXY=true): a worker runs one file at a time against its own server
 * (tests/e2e/browser.ts). E2E_PORT pins the first server's port.
 */
export async function setup(project: TestProject) {
  const pinned = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined
  const started = await Promise.allSettled(
    Array.from({ length: project.config.maxWorkers }, (_, index) =>
      startProductionServer({ port: index === 0 ? pinned : undefined }),
    ),
  )
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await teardown()
    throw failed.reason
  }
  project.provide(
    'servers',
    servers.map(({ baseURL, adminKey }) => ({ baseURL, adminKey })),
  )
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()))
  servers = []
}
