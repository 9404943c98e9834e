import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { withLockedDocumentsAccess } from '@/access/lockedDocuments'
import { jobsConfig } from '@/tasks'
import { Advisors } from './collections/Advisors'
import { AiPredictions } from './leads/collections/AiPredictions'
import { Assessments } from './leads/collections/Assessments'
import { AuditLog } from './collections/AuditLog'
import { BlogPosts } from './collections/BlogPosts'
import { ContactInquiries } from './leads/collections/ContactInquiries'
import { HeldLeads } from './leads/collections/HeldLeads'
import { NotificationSummaries } from './leads/collections/NotificationSummaries'
import { LeadDeliveries } from './leads/collections/LeadDeliveries'
import { LeadNotes } from './leads/collections/LeadNotes'
import { LeadReplies } from './leads/collections/LeadReplies'
import { People } from './leads/pipeline/People'
import { LeadTasks } from './leads/tasks/LeadTasks'
import { InboundEmails, SentMessages } from './leads/inbound/collections'
import { Media } from './collections/Media'
import { MessageAnalyses } from './leads/collections/MessageAnalyses'
import { NewsletterClicks } from './collections/NewsletterClicks'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { PortfolioCompanies } from './collections/PortfolioCompanies'
import { TeamMembers } from './collections/TeamMembers'
import { Meetings } from './leads/collections/Meetings'
import { Users } from './collections/Users'
import { cmsBranding } from '@/brand/cms-branding'
import { databaseAdapter } from './config/database-adapter'
import { resolveDatabase } from './config/database'
import { ensureSecrets } from './config/secrets'
import { HomePage } from './globals/HomePage'
import { InvestmentCriteria } from './globals/InvestmentCriteria'
import { Disclaimer } from './globals/Disclaimer'
import { PrivacyPolicy } from './globals/PrivacyPolicy'
import { ReplyTemplates } from './globals/ReplyTemplates'
import { SiteChrome } from './globals/SiteChrome'
import { SiteSettings } from './globals/SiteSettings'
import { emailAdapter } from './leads/email/adapter'
import { logDestination, redactingHooks } from './lib/server-logger'
import { cmsOrigins } from './lib/site-url'
import { bootstrap } from './seed/bootstrap'
import { redirects } from './redirects/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const secrets = ensureSecrets()
const database = resolveDatabase(process.env.DATABASE_URI)
// libvips's cache of decoded images (50 MB by default) is off: uploads are re-encoded and resized
// once, and the image optimizer stores each size on disk (docs/deploy.md, "Memory").
sharp.cache(false)

export default databaseAdapter(database)
  .then((db) =>
    buildConfig({
      admin: {
        user: Users.slug,
        importMap: { baseDir: path.resolve(dirname) },
        ...cmsBranding,
      },
      routes: { admin: '/cms', api: '/cms-api' },
      collections: [
        TeamMembers,
        Advisors,
        BlogPosts,
        PortfolioCompanies,
        Media,
        Assessments,
        ContactInquiries,
        AiPredictions,
        MessageAnalyses,
        LeadDeliveries,
        LeadNotes,
        LeadReplies,
        NewsletterSubscribers,
        AuditLog,
        Users,
        // Last: a migration adds their columns to Payload's lock table at its end.
        HeldLeads,
        NotificationSummaries,
        NewsletterClicks,
        People,
        LeadTasks,
        Meetings,
        SentMessages,
        InboundEmails,
      ],
      globals: [SiteSettings, HomePage, InvestmentCriteria, PrivacyPolicy, Disclaimer, SiteChrome, ReplyTemplates],
      jobs: jobsConfig,
      email: emailAdapter(),
      editor: lexicalEditor(),
      secret: secrets.payloadSecret,
      // A session cookie counts only on requests from the site's own origin.
      csrf: cmsOrigins(),
      db,
      sharp,
      telemetry: false,
      logger: {
        options: { level: process.env.LOG_LEVEL || 'info', hooks: redactingHooks },
        destination: logDestination(),
      },
      // The product does not use GraphQL: one anonymous query could fan out into hundreds of lookups.
      graphQL: { disable: true },
      typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
      onInit: (payload) => bootstrap(payload, database, secrets),
      plugins: [redirects],
    }),
  )
  .then(withLockedDocumentsAccess)
