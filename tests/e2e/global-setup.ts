import type { TestProject } from 'vitest/node'

import { startProductionServer, type ProductionServer } from '../../scripts/production-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    adminKey: string
  }
}

let server: ProductionServer | undefined

/** Starts the production build (`next build` ran before) on a fresh temporary database. */
export async function setup(project: TestProject) {
  server = await startProductionServer()
  project.provide('baseURL', server.baseURL)
  project.provide('adminKey', server.adminKey)
}

export async function teardown() {
  await server?.stop()
}
