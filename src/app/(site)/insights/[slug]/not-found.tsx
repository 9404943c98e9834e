import { FileQuestion } from 'lucide-react'

import { BackToInsights } from '../../_components/back-to-insights'
import { Icon } from '../../_components/icon'

export default function PostNotFound() {
  return (
    <section className="bg-navy-950 pb-24 pt-40 text-white">
      <div className="mx-auto max-w-2xl px-5 text-center sm:px-8">
        <Icon icon={FileQuestion} className="mx-auto size-12 text-gold-300" aria-hidden="true" />
        <h1 className="mt-6 font-serif text-4xl font-semibold">Post Not Found</h1>
        <p className="mt-4 text-lg text-slate-300">
          The blog post you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <div className="mt-10">
          <BackToInsights tone="dark" />
        </div>
      </div>
    </section>
  )
}
