import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type Secrets = { adminApiKey: string; payloadSecret: string; cmsAdminPassword: string }

export const secretsFile = (cwd: string = process.cwd()) =>
  path.resolve(cwd, process.env.SECRETS_FILE ?? 'data/secrets.json')

const generate = (): Secrets => ({
  adminApiKey: randomBytes(32).toString('base64url'),
  payloadSecret: randomBytes(32).toString('base64url'),
  cmsAdminPassword: randomBytes(15).toString('base64url'),
})

/** The generated values: created once, exclusively, so parallel processes (build workers) agree. */
function storedSecrets(file: string): Secrets {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(generate(), null, 2), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets
}

/**
 * Secrets come from the environment; whatever is missing comes from a git-ignored file under
 * data/, generated on first run (256-bit keys), and is put into process.env for this process.
 */
export function ensureSecrets(cwd: string = process.cwd()): Secrets {
  const fromEnv = {
    adminApiKey: process.env.ADMIN_API_KEY?.trim(),
    payloadSecret: process.env.PAYLOAD_SECRET?.trim(),
    cmsAdminPassword: process.env.CMS_ADMIN_PASSWORD,
  }
  const stored =
    fromEnv.adminApiKey && fromEnv.payloadSecret && fromEnv.cmsAdminPassword
      ? null
      : storedSecrets(secretsFile(cwd))
  const secrets: Secrets = {
    adminApiKey: fromEnv.adminApiKey || stored!.adminApiKey,
    payloadSecret: fromEnv.payloadSecret || stored!.payloadSecret,
    cmsAdminPassword: fromEnv.cmsAdminPassword || stored!.cmsAdminPassword,
  }
  process.env.ADMIN_API_KEY = secrets.adminApiKey
  process.env.PAYLOAD_SECRET = secrets.payloadSecret
  return secrets
}
