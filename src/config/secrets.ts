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

/** A key or secret set by hand must be at least this long in production: 32 characters resist guessing. */
const MIN_SECRET_LENGTH = 32
/** The first CMS user's password, if set by hand; the login is throttled per client address. */
const MIN_CMS_PASSWORD_LENGTH = 12

/**
 * Refuses weak values set in the environment (the generated ones are 43 characters). Throws one
 * error naming every variable that is too short.
 */
export function assertStrongSecrets(env: NodeJS.ProcessEnv = process.env): void {
  const minimums = [
    ['ADMIN_API_KEY', MIN_SECRET_LENGTH],
    ['PAYLOAD_SECRET', MIN_SECRET_LENGTH],
    ['CMS_ADMIN_PASSWORD', MIN_CMS_PASSWORD_LENGTH],
  ] as const
  const weak = minimums.filter(([name, min]) => {
    const value = env[name]?.trim()
    return value && value.length < min
  })
  if (weak.length === 0) return
  throw new Error(
    `Refusing to start in production with a short secret: ${weak
      .map(([name, min]) => `${name} must be at least ${min} characters`)
      .join('; ')}. Generate one with \`openssl rand -base64 32\`, or unset it to use a generated value.`,
  )
}

/**
 * Secrets come from the environment; whatever is missing comes from a git-ignored file under
 * data/, generated on first run (256-bit keys), and is put into process.env for this process.
 * In production, values set by hand that are too short are refused (see assertStrongSecrets).
 */
export function ensureSecrets(cwd: string = process.cwd()): Secrets {
  if (process.env.NODE_ENV === 'production') assertStrongSecrets()
  const fromEnv = {
    adminApiKey: process.env.ADMIN_API_KEY?.trim(),
    payloadSecret: process.env.PAYLOAD_SECRET?.trim(),
    cmsAdminPassword: process.env.CMS_ADMIN_PASSWORD,
  }
  const stored =
    fromEnv.adminApiKey && fromEnv.payloadSecret && fromEnv.cmsAdminPassword ? null : storedSecrets(secretsFile(cwd))
  const secrets: Secrets = {
    adminApiKey: fromEnv.adminApiKey || stored!.adminApiKey,
    payloadSecret: fromEnv.payloadSecret || stored!.payloadSecret,
    cmsAdminPassword: fromEnv.cmsAdminPassword || stored!.cmsAdminPassword,
  }
  process.env.ADMIN_API_KEY = secrets.adminApiKey
  process.env.PAYLOAD_SECRET = secrets.payloadSecret
  return secrets
}
