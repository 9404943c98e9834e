import { ADMIN_SESSION_ROUTE, type AdminSession } from '@/contracts/lead-inbox'

import { requestJson } from './client'

/** Who is signed in with a CMS account (Payload's session cookie). */
export type CmsUser = NonNullable<AdminSession['user']>

/** The server's session check: the CMS user, if any, and whether their role opens the leads. */
export const readCmsSession = () => requestJson<AdminSession>(ADMIN_SESSION_ROUTE)

/** Payload's own logout: the session cookie is cleared. */
export const signOutOfCms = () => requestJson('/cms-api/users/logout', { method: 'POST' })

/** Payload's login page, coming back to the dashboard after signing in. */
export const CMS_LOGIN_URL = `/cms/login?redirect=${encodeURIComponent('/admin')}`
