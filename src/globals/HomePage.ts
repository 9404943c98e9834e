import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editsContent } from '@/access/editsContent'
import { HOME_PAGE_DEFAULTS, HOME_PAGE_LIMITS, HOME_PAGE_ROWS } from '@/contracts/home-page'
import { pillarIconField } from '@/fields/icon'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateGlobal'

const text = (name: string, maxLength: number, defaultValue: string): Field => ({
  name,
  type: 'text',
  required: true,
  maxLength,
  defaultValue,
})

const textarea = (name: string, maxLength: number, defaultValue: string): Field => ({
  name,
  type: 'textarea',
  required: true,
  maxLength,
  defaultValue,
})

/** A list of icon + title + text cards, `rows` of them (or between one and `rows.max`). */
const cards = (
  label: string,
  defaultValue: readonly { icon: string; title: string; text: string }[],
  rows: { min: number; max: number },
): Field => ({
  name: 'items',
  label,
  type: 'array',
  required: true,
  minRows: rows.min,
  maxRows: rows.max,
  defaultValue,
  fields: [
    pillarIconField('icon', { required: true }),
    { name: 'title', type: 'text', required: true, maxLength: HOME_PAGE_LIMITS.itemTitle },
    { name: 'text', type: 'textarea', required: true, maxLength: HOME_PAGE_LIMITS.itemText },
  ],
})

/** A section's eyebrow, title and intro, with today's texts as defaults. */
const introFields = (defaults: { eyebrow: string; title: string; intro: string }): Field[] => [
  text('eyebrow', HOME_PAGE_LIMITS.eyebrow, defaults.eyebrow),
  text('title', HOME_PAGE_LIMITS.heading, defaults.title),
  textarea('intro', HOME_PAGE_LIMITS.intro, defaults.intro),
]

const { hero, mission, values, focus } = HOME_PAGE_DEFAULTS

/** The home page's texts: editors change them in /cms and the statically generated page is rendered again. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Content', description: 'The texts of the home page. Saving publishes them at once.' },
  access: { read: anyone, update: editsContent },
  hooks: { afterChange: [revalidateGlobalAfterChange(['/'])] },
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: introFields(hero),
    },
    {
      name: 'mission',
      type: 'group',
      fields: [
        ...introFields(mission),
        cards('Mission verbs', mission.items, { min: HOME_PAGE_ROWS.mission, max: HOME_PAGE_ROWS.mission }),
      ],
    },
    {
      name: 'values',
      type: 'group',
      fields: [
        text('title', HOME_PAGE_LIMITS.heading, values.title),
        cards('Values', values.items, { min: HOME_PAGE_ROWS.values, max: HOME_PAGE_ROWS.values }),
      ],
    },
    {
      name: 'focus',
      label: 'Industry focus',
      type: 'group',
      fields: [
        text('eyebrow', HOME_PAGE_LIMITS.eyebrow, focus.eyebrow),
        text('title', HOME_PAGE_LIMITS.heading, focus.title),
        cards('Industry cards', focus.items, { min: 1, max: HOME_PAGE_LIMITS.focusCards }),
      ],
    },
  ],
}
