import { cache } from 'react'

import { HOME_PAGE_DEFAULTS } from '@/contracts/home-page'
import { getPayloadClient } from '@/payload-client'
import { pillarIconName } from '@/lib/pillar-icons'

type Card = { icon?: string | null; title?: string | null; text?: string | null }

const cardsOr = (rows: Card[] | null | undefined, defaults: readonly Card[]) =>
  (rows?.length ? rows : defaults).map((row, index) => ({
    key: `${index}-${row.title ?? ''}`,
    icon: pillarIconName(row.icon),
    title: row.title ?? '',
    text: row.text ?? '',
  }))

/** The home page's texts from the `home-page` global; a field never saved shows today's default text. */
export const getHomeContent = cache(async () => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'home-page', overrideAccess: false, depth: 0 })
  const { hero, mission, values, focus } = HOME_PAGE_DEFAULTS
  return {
    hero: {
      eyebrow: doc.hero?.eyebrow || hero.eyebrow,
      title: doc.hero?.title || hero.title,
      intro: doc.hero?.intro || hero.intro,
    },
    mission: {
      eyebrow: doc.mission?.eyebrow || mission.eyebrow,
      title: doc.mission?.title || mission.title,
      intro: doc.mission?.intro || mission.intro,
      items: cardsOr(doc.mission?.items, mission.items),
    },
    values: { title: doc.values?.title || values.title, items: cardsOr(doc.values?.items, values.items) },
    focus: {
      eyebrow: doc.focus?.eyebrow || focus.eyebrow,
      title: doc.focus?.title || focus.title,
      items: cardsOr(doc.focus?.items, focus.items),
    },
  }
})
