import { LivePreviewRefresh } from './live-preview-refresh'

/**
 * Shown on every page rendered in draft mode (an editor's preview): plain markup and a link, so
 * visitors' pages carry no code for it. In the CMS's live preview, the page re-renders on each save.
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
      <LivePreviewRefresh />
    </>
  )
}
