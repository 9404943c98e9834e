import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * The generated social cards (/insights/{slug}/share-image, a cached route handler) show the
 * title and date: they are rendered anew with the posts. A route handler carries its segments'
 * layout tags, so the post segment's layout path reaches every card. Outside a Next.js request
 * (jobs, seed, tests) there is no cache here; the content sync revalidates the site instead.
 */
function expireShareCards(): void {
  try {
    revalidatePath('/(site)/insights/[slug]', 'layout')
  } catch {
    return
  }
}

export const revalidateShareCardsAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) expireShareCards()
  return doc
}

export const revalidateShareCardsAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) expireShareCards()
  return doc
}
