import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { LOCKED_COLLECTIONS, rebuildLocksRels } from './frozen/locks-rels'

/** Collections of branches developed side by side, whose columns a later rebuild of the table left out. */
const ADDED = ['people', 'lead_tasks', 'sent_messages', 'inbound_emails']

/**
 * The pipeline's, tasks' and inbound mail's migrations added their collections to the locks'
 * relation table before the redirects and meetings migrations rebuilt it without them: the table
 * names every collection again.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuildLocksRels(db, [...LOCKED_COLLECTIONS, ...ADDED])
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuildLocksRels(db, LOCKED_COLLECTIONS)
}
