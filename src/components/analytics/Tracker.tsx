/** The first-party analytics script (public/tracker.js), for public pages only. */
export function Tracker() {
  return <script src="/tracker.js" defer />
}
