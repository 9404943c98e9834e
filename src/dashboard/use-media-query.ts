import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the window matches a media query, following it as the window changes. Lets a view render
 * only the layout the screen shows, where CSS alone would render both and hide one.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
