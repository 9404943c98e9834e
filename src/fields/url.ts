import type { TextField } from 'payload'

import { URL_MAX_LENGTH } from '@/contracts/fields'
import { isImageUrl, isSafeWebsiteText, isWebUrl } from '@/lib/urls'

type Rule = (value: string) => boolean
type Extra = { label?: string; maxLength?: number; admin?: TextField['admin'] }

/** A URL text field checked by `rule` on every write, through the CMS and our API alike. */
const urlField = (name: string, rule: Rule, message: string, extra: Extra = {}): TextField => ({
  name,
  type: 'text',
  maxLength: URL_MAX_LENGTH,
  ...extra,
  validate: (value: string | null | undefined) => !value || rule(value) || message,
})

export const webUrlField = (name: string, extra: Extra = {}) =>
  urlField(name, isWebUrl, 'Must be an http(s) URL', extra)

export const imageUrlField = (name: string, extra: Extra = {}) =>
  urlField(name, isImageUrl, 'Must be an http(s) URL or a path on this site', extra)

export const websiteTextField = (name: string, extra: Extra = {}) =>
  urlField(name, isSafeWebsiteText, 'A website address must start with http:// or https://', extra)
