import { ArrowLeft } from 'lucide-react'

import { ButtonLink } from './ui/button'
import { Icon } from './icon'

/** Like the navigation's links, it does not prefetch: an article loads only its own JavaScript (docs/benchmarks.md). */
export function BackToInsights({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <ButtonLink
      href="/insights"
      prefetch={false}
      variant={tone === 'dark' ? 'outlineOnDark' : 'outline'}
      size="compact"
    >
      <Icon icon={ArrowLeft} className="size-4" aria-hidden="true" /> Back to Insights
    </ButtonLink>
  )
}
