import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'

export function BackToInsights({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link
      href="/insights"
      className={`inline-flex items-center gap-2 rounded-full border px-5 py-2.5 text-sm font-semibold transition-colors ${
        tone === 'dark'
          ? 'border-white/30 text-white hover:border-gold-300 hover:text-gold-300'
          : 'border-navy-950 text-navy-950 hover:bg-navy-950 hover:text-white'
      }`}
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Insights
    </Link>
  )
}
