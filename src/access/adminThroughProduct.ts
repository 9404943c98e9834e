import type { Access } from 'payload'

/**
 * An admin acting through the product's own endpoints (Payload's Local API), never through
 * /cms-api or the CMS: what they write there (a lead's history) the server composes itself.
 */
export const adminThroughProduct: Access = ({ req }) => req.payloadAPI === 'local' && req.user?.role === 'admin'
