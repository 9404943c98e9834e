import type { Access } from 'payload'

import { isLeadWorker } from './worksLeads'

/**
 * Someone who works leads acting through the product's own endpoints (Payload's Local API), never
 * through /cms-api or the CMS: what they write there (a lead's history) the server composes itself.
 */
export const leadWorkerThroughProduct: Access = ({ req }) => req.payloadAPI === 'local' && isLeadWorker(req.user)
