import { optionalImageUrl, optionalWebUrl, requiredText, URL_MAX_LENGTH } from './fields'

/** What every profile on /team (advisors and team members) holds: its limits and the fields a caller sends. */
export const PROFILE_LIMITS = { name: 120, title: 160, photo: URL_MAX_LENGTH, linkedinUrl: URL_MAX_LENGTH } as const

export const profileFields = {
  name: requiredText(PROFILE_LIMITS.name),
  title: requiredText(PROFILE_LIMITS.title),
  photo: optionalImageUrl,
  linkedinUrl: optionalWebUrl,
}
