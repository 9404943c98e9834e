import Link from 'next/link'

/** The line beside a form's submit button that links to the privacy policy. */
export function PrivacyNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      We use your details only to answer you. Read our{' '}
      <Link
        href="/privacy"
        prefetch={false}
        className="font-medium text-navy-700 underline underline-offset-4 hover:text-navy-950"
      >
        Privacy Policy
      </Link>
      .
    </p>
  )
}
