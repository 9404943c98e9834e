/**
 * In the CMS's live preview (this page in an iframe, or a popup), tells the CMS the page is ready
 * and reloads it on each save, keeping the scroll position: Payload's live-preview messages, from
 * this site's own origin only. Inline and only in draft mode, so visitors' pages carry no code for it.
 */
const LIVE_PREVIEW_SCRIPT = `(function () {
  var origin = location.origin, key = 'preview-scroll:' + location.pathname;
  var y = sessionStorage.getItem(key);
  if (y !== null) { sessionStorage.removeItem(key); scrollTo(0, Number(y)); }
  var host = window.opener || (window.parent !== window ? window.parent : null);
  if (host) host.postMessage({ type: 'payload-live-preview', ready: true }, origin);
  addEventListener('message', function (event) {
    if (event.origin !== origin || !event.data || event.data.type !== 'payload-document-event') return;
    sessionStorage.setItem(key, String(scrollY));
    location.reload();
  });
})();`

/**
 * Shown on a page rendered in draft mode (an editor's preview): plain markup, a link and an inline
 * script, so visitors' pages are unchanged.
 */
export function PreviewBanner({ exitPath }: { exitPath: string }) {
  return (
    <>
      <div
        role="region"
        aria-label="Preview"
        data-testid="preview-banner"
        className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-gold-300 px-4 py-3 text-sm text-navy-950 shadow-lg"
      >
        <p>
          <strong>Preview</strong>: the latest draft, as visitors will see it once published.
        </p>
        <a href={`/api/preview/exit?path=${encodeURIComponent(exitPath)}`} className="font-semibold underline">
          Exit preview
        </a>
      </div>
      <script dangerouslySetInnerHTML={{ __html: LIVE_PREVIEW_SCRIPT }} />
    </>
  )
}
