import { getBackupStatus } from '@/endpoints/backups'
import { withPayload } from '@/endpoints/route'

export const dynamic = 'force-dynamic'
export const GET = withPayload(getBackupStatus)
