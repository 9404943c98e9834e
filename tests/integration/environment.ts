import path from 'node:path'

/** A test process's settings: its own SQLite file named `id` in `dir`, known secrets, no demo content. */
export function setTestEnvironment(dir: string, id: string) {
  process.env.DATABASE_URI = `file:${path.join(dir, `${id}.db`)}`
  process.env.SECRETS_FILE = path.join(dir, `${id}-secrets.json`)
  process.env.MEDIA_DIR = path.join(dir, `${id}-media`)
  // Snapshots of this file's database, if a test takes any: never in the repository's data/.
  process.env.BACKUP_DIR = path.join(dir, `${id}-backups`)
  process.env.ADMIN_API_KEY = 'test-admin-key'
  process.env.PAYLOAD_SECRET = 'test-payload-secret'
  process.env.CMS_ADMIN_PASSWORD = 'test-cms-password'
  process.env.SEED_DEMO = 'false'
  // No background job runner: tests run queued jobs explicitly with payload.jobs.run.
  process.env.JOBS_AUTORUN = 'false'
  delete process.env.OPENAI_API_KEY
  delete process.env.TRUST_PROXY
  process.env.LOG_LEVEL = 'warn'
}
