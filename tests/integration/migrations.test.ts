import { describe, expect, it } from 'vitest'

import { testPayload } from './helpers'

type DrizzleKit = {
  pushSchema: (schema: unknown, drizzle: unknown) => Promise<{ statementsToExecute: string[] }>
}

describe('committed migrations', () => {
  it('create exactly the schema the collections describe (run `npm run payload -- migrate:create` after schema changes)', async () => {
    const payload = await testPayload()
    const adapter = payload.db as unknown as { schema: unknown; drizzle: unknown; requireDrizzleKit: () => DrizzleKit }
    const { statementsToExecute } = await adapter.requireDrizzleKit().pushSchema(adapter.schema, adapter.drizzle)
    // The analytics, shared-state, operations and search tables (and the search's index of tags) are plain SQL of their own migrations, outside Payload's schema.
    const payloadSchemaChanges = statementsToExecute.filter(
      (statement) => !/`(analytics|shared|ops|search)_/.test(statement),
    )
    expect(payloadSchemaChanges).toEqual([])
  })
})
