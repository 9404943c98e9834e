export type BannerFacts = {
  base: string
  /** The key came from ADMIN_API_KEY (so nothing generated is shown). */
  keyFromEnv: boolean
  /** The password came from CMS_ADMIN_PASSWORD. */
  passwordFromEnv: boolean
  /** data/secrets.json was created by this start. */
  firstStart: boolean
  secretsFile: string
  cmsEmail: string
  adminApiKey: string
  cmsAdminPassword: string
  /** Standard output is a terminal: a person reads it, no log collector keeps it. */
  terminal: boolean
  /** Lines after the addresses (metrics), and after the sign-in lines (database, backups). */
  beforeKey?: string[]
  afterLogin?: string[]
}

/**
 * What the server prints once it is ready. Generated secrets are shown only on the first start
 * and only on a terminal; otherwise (later starts, a log that may be collected) the banner says
 * where they are instead.
 */
export function startupBanner(facts: BannerFacts): string {
  const { base, firstStart, secretsFile } = facts
  const show = firstStart && facts.terminal
  const key = facts.keyFromEnv ? '(from ADMIN_API_KEY)' : show ? facts.adminApiKey : `(in ${secretsFile})`
  // Every start says where the CMS login is; the generated password itself only on the first, on a terminal.
  const password = facts.passwordFromEnv
    ? '(from CMS_ADMIN_PASSWORD, unless changed in the CMS)'
    : show
      ? `${facts.cmsAdminPassword} (first start only; change it in the CMS)`
      : firstStart
        ? `(the password in ${secretsFile}; change it in the CMS)`
        : `(the password in ${secretsFile}, unless changed in the CMS)`
  // A log that may be collected carries no e-mail address: it names the setting instead.
  const user = facts.terminal ? facts.cmsEmail : 'the CMS_ADMIN_EMAIL user'
  const login = [`  CMS login   ${user} / ${password}`]
  return [
    '',
    `  Site        ${base}`,
    `  Dashboard   ${base}/admin`,
    `  CMS         ${base}/cms`,
    ...(facts.beforeKey ?? []),
    `  Admin key   ${key}`,
    ...login,
    ...(facts.afterLogin ?? []),
    '',
    `Ready on ${base}`,
  ].join('\n')
}
