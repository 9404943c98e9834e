import type { TextField } from 'payload'

import { URL_MAX_LENGTH } from '@/contracts/fields'
import { isHttpsUrl } from '@/lib/urls'

/** A scheduling page founders book a call on: optional, https:// only (refused where it is saved). */
export const bookingUrlField = (description: string): TextField => ({
  name: 'bookingUrl',
  label: 'Booking URL',
  type: 'text',
  maxLength: URL_MAX_LENGTH,
  admin: { description },
  validate: (value: string | null | undefined) =>
    !value || isHttpsUrl(value) || 'Booking URL must be an https:// address',
})
