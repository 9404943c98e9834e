/** A heading and a paragraph: what any Next.js page costs before the product adds anything. */
export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        This page is the baseline of the audit: the same Next.js release, built and served by next start, with no
        styles, fonts, images or client components of its own.
      </p>
    </main>
  )
}
