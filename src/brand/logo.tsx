/** The firm's monogram: a keystone over a baseline. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="6" fill="#0b1d3a" />
      <path d="M10 8h12l-3 11h-6z" fill="#d4b06a" />
      <path d="M8 23h16v2H8z" fill="#e2c992" />
    </svg>
  )
}
