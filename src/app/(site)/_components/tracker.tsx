/**
 * The first-party analytics script (public/tracker.js), for public pages only. Async, so React
 * hoists it into <head> like the page's own scripts, and the server starts it with them after the
 * first paint (src/server/scripts-after-paint.ts).
 */
export function Tracker() {
  return <script src="/tracker.js" async />
}
