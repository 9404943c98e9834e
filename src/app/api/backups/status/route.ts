import { getBackupStatus } from '@/endpoints/backups'
import { withErrors } from '@/endpoints/http'

export const dynamic = 'force-dynamic'
export const GET = withErrors(getBackupStatus)
