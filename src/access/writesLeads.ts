import type { Access } from 'payload'

import { leadWorkerThroughProduct } from './leadWorkerThroughProduct'

/**
 * Leads and their replies: written by whoever works leads through the product's own endpoints,
 * where the history, webhooks and owner rules live; through /cms-api by admins alone, whose writes
 * the collection's hooks record the same way (src/leads/inbox/cms-writes.ts).
 */
export const writesLeads: Access = (args) => args.req.user?.role === 'admin' || leadWorkerThroughProduct(args)
