import type { TestProject } from 'vitest/node'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    adminKey: string
  }
}

let server: ProductionServer | undefined

/** Starts the production build on a fresh temporary database (TRUST_PROXY=true); E2E_PORT pins its port. */
export async function setup(project: TestProject) {
  server = await startProductionServer({ port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined })
  project.provide('baseURL', server.baseURL)
  project.provide('adminKey', server.adminKey)
}

export async function teardown() {
  await server?.stop()
}
