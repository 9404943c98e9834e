import { randomUUID } from 'node:crypto'

import type { TestProject } from 'vitest/node'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    adminKey: string
    inboundToken: string
  }
}

let server: ProductionServer | undefined

/** Starts the production build on a fresh temporary database (TRUST_PROXY=true); E2E_PORT pins its port. */
export async function setup(project: TestProject) {
  // The inbound e-mail route is off by default; the suite posts founders' answers to it.
  const inboundToken = `e2e-inbound-${randomUUID()}`
  server = await startProductionServer({
    port: process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined,
    env: { INBOUND_EMAIL_TOKEN: inboundToken },
  })
  project.provide('baseURL', server.baseURL)
  project.provide('inboundToken', inboundToken)
  project.provide('adminKey', server.adminKey)
}

export async function teardown() {
  await server?.stop()
}
