import { forgetKeptValues } from './kept-values'
import { sentPages } from './sent-page-store'

/**
 * Public content changed (a post, a profile, the site's settings or chrome; an edit here, a
 * scheduled publish, another instance's change through content sync): every value kept from it
 * and every page sent with it is made again on its next use. src/hooks/revalidate.ts calls it
 * wherever it marks pages stale.
 */
export function publicContentChanged(): void {
  forgetKeptValues()
  sentPages().forget()
}
