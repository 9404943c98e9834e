import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemoContent } from '../src/seed/seed-demo'

/** `npm run seed`: migrates the database and adds the demo content unless it was added before. */
const payload = await getPayload({ config })
const added = await seedDemoContent(payload)
payload.logger.info(added ? 'Demo content added.' : 'Demo content was already added; nothing to do.')
process.exit(0)
