import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and while it hydrates, true once React handles the page. A public
 * page's scripts start after its first paint (src/server/scripts-after-paint.ts), so a form's
 * submit button stays disabled until then: pressed earlier, the browser would send the form itself,
 * as a GET that puts the visitor's answers in the address.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
