import type { Field, NumberField } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { URL_MAX_LENGTH } from '@/contracts/fields'
import { MEETING_DEFAULTS, MEETING_LIMITS } from '@/contracts/meetings'
import { isTimeZone, minutesOf, WEEKDAYS } from '@/lib/meeting-slots'
import { isHttpsUrl } from '@/lib/urls'

const number = (name: string, label: string, min: number, max: number, description: string): NumberField => ({
  name,
  label,
  type: 'number',
  min,
  max,
  admin: { step: 1, description },
  validate: (value: number | null | undefined) =>
    value === null || value === undefined || (Number.isInteger(value) && value >= min && value <= max)
      ? true
      : `${label} must be a whole number from ${min} to ${max}`,
})

const numbers = (defaults: boolean): NumberField[] => {
  const said = (value: number, unit: string) => (defaults ? `Default ${value} ${unit}` : 'Empty: the firm’s default')
  const fields = [
    number('lengthMinutes', 'Meeting length (minutes)', 10, 240, said(MEETING_DEFAULTS.lengthMinutes, 'minutes')),
    number(
      'bufferMinutes',
      'Buffer between meetings (minutes)',
      0,
      120,
      said(MEETING_DEFAULTS.bufferMinutes, 'minutes'),
    ),
    number('noticeHours', 'Minimum notice (hours)', 0, 24 * 14, said(MEETING_DEFAULTS.noticeHours, 'hours')),
    number('maxPerDay', 'Most meetings a day', 1, 24, said(MEETING_DEFAULTS.maxPerDay, 'meetings')),
    number(
      'horizonDays',
      'How far ahead (days)',
      1,
      MEETING_LIMITS.maxDays,
      said(MEETING_DEFAULTS.horizonDays, 'days'),
    ),
  ]
  return defaults
    ? fields.map((field) => ({
        ...field,
        defaultValue: MEETING_DEFAULTS[field.name as keyof typeof MEETING_DEFAULTS],
      }))
    : fields
}

const httpsOnly = (label: string) => (value: string | null | undefined) =>
  !value || isHttpsUrl(value) || `${label} must be an https:// address`

/** A partner's availability for meetings booked in the product (the team member's "Meetings" group). */
export const availabilityField: Field = {
  name: 'availability',
  label: 'Meetings',
  type: 'group',
  admin: {
    description: 'Founders book a call with a bookable partner from their results, in free slots of these hours',
  },
  fields: [
    { name: 'bookable', label: 'Bookable', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'timeZone',
      label: 'Time zone',
      type: 'text',
      maxLength: 64,
      admin: { description: 'IANA name, e.g. America/Chicago. Empty: the site’s time zone (SITE_TIMEZONE)' },
      validate: (value: string | null | undefined) =>
        !value || isTimeZone(value) || 'Time zone must be an IANA name such as America/Chicago',
    },
    {
      name: 'weeklyHours',
      label: 'Weekly hours',
      type: 'array',
      maxRows: 21,
      admin: { description: 'Working hours per weekday, local time (HH:MM, 24-hour)' },
      fields: [
        {
          name: 'day',
          type: 'select',
          required: true,
          options: WEEKDAYS.map((day) => ({ label: day[0].toUpperCase() + day.slice(1), value: day })),
        },
        {
          name: 'start',
          type: 'text',
          required: true,
          maxLength: 5,
          validate: (value: string | null | undefined) => minutesOf(value ?? '') !== null || 'Start must be HH:MM',
        },
        {
          name: 'end',
          type: 'text',
          required: true,
          maxLength: 5,
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { start?: string } }) => {
            const [start, end] = [minutesOf(siblingData.start ?? ''), minutesOf(value ?? '')]
            return (end !== null && (start === null || end > start)) || 'End must be HH:MM after the start'
          },
        },
      ],
    },
    ...numbers(false),
    {
      name: 'videoUrl',
      label: 'Video-call address',
      type: 'text',
      maxLength: URL_MAX_LENGTH,
      admin: { description: 'Sent in the invitations (https://)' },
      validate: httpsOnly('Video-call address'),
    },
    {
      name: 'calendarFeedUrl',
      label: 'Calendar feed (secret ICS address)',
      type: 'text',
      maxLength: URL_MAX_LENGTH,
      access: { read: isAdminField, update: isAdminField, create: isAdminField },
      admin: {
        description: 'Busy times in this calendar are not offered (Google, Outlook or iCloud secret address, https://)',
      },
      validate: httpsOnly('Calendar feed'),
    },
    {
      name: 'feedFailingSince',
      label: 'Calendar feed failing since',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'feedError', label: 'Calendar feed error', type: 'text', maxLength: 300, admin: { readOnly: true } },
  ],
}

/** The firm's defaults (site settings). */
export const meetingDefaultsField: Field = {
  name: 'meetingDefaults',
  label: 'Meeting defaults',
  type: 'group',
  admin: { description: 'Used for each bookable partner who leaves a value empty' },
  fields: numbers(true),
}
