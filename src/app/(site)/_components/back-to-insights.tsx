import { ArrowLeft } from 'lucide-react'

import { ButtonLink } from './ui/button'

export function BackToInsights({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <ButtonLink href="/insights" variant={tone === 'dark' ? 'outlineOnDark' : 'outline'} size="compact">
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Insights
    </ButtonLink>
  )
}
