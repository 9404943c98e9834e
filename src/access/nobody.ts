import type { Access } from 'payload'

/** Written by the server only: no one may do this through Payload's API. */
export const nobody: Access = () => false
