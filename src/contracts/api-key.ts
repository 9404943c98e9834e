import { z } from './zod'

/** Checking the admin key (POST /api/admin/validate), as the dashboard's sign-in sends it. */

/** Body of POST /api/admin/validate: a key, with room to spare; anything larger is no key. */
export const ADMIN_VALIDATE_BODY_BYTES = 16 * 1024

/** `{apiKey}`; any value is taken, and anything but the right key is a 401 (never a 400 that tells more). */
export const apiKeyCheckSchema = z.object({ apiKey: z.unknown() })
export type ApiKeyCheckInput = z.input<typeof apiKeyCheckSchema>

/** The answer to a call that needs the admin key (or a CMS admin's session) without one. */
export const KEY_REQUIRED = 'Unauthorized: a valid x-api-key header is required'
