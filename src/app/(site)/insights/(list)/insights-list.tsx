'use client'

import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { insightsHref } from '@/lib/insights-listing'

import { PostMeta } from '../../_components/post-meta'
import type { PostSummary } from '../../_lib/posts'

type Props = {
  posts: PostSummary[]
  /** All plus each of these: the distinct tags of the posts the list is drawn from. */
  tags: string[]
  activeTag: string | null
  query: string
  /** The posts are all there are (one page, no tag applied): a tag filters them here, at once. */
  complete: boolean
}

/** Posts with a tag filter, All (no tag) or exactly one tag: in place when all posts are here, else by loading that tag's pages. */
export function InsightsList({ posts, tags, activeTag: initialTag, query, complete }: Props) {
  const router = useRouter()
  const [activeTag, setActiveTag] = useState(initialTag)
  const shown = complete && activeTag ? posts.filter((post) => post.tags.includes(activeTag)) : posts

  const choose = (tag: string | null) => {
    setActiveTag(tag)
    if (!complete) router.push(insightsHref({ query, tag, page: 1 }))
  }

  return (
    <>
      <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
        {[null, ...tags].map((tag) => {
          const active = tag === activeTag
          return (
            <button
              key={tag ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => choose(tag)}
              data-label={tag ?? 'All'}
              // Sized by an unseen copy in the stand-in font, which never swaps: the web font arriving cannot rewrap the row.
              className={`relative whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition-colors before:invisible before:font-stand-in before:content-[attr(data-label)] ${
                active
                  ? 'border-navy-950 bg-navy-950 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-navy-700'
              }`}
            >
              <span className="absolute inset-0 flex items-center justify-center">{tag ?? 'All'}</span>
            </button>
          )
        })}
      </div>
      <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((post) => (
          <li key={post.id}>
            <article
              data-testid="post-card"
              className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-lg"
            >
              <PostMeta {...post} className="text-slate-600" />
              <h2 className="mt-4 font-serif text-2xl font-semibold leading-snug text-navy-950">
                <Link
                  prefetch={false}
                  href={`/insights/${post.slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 flex-1 leading-relaxed text-slate-700">{post.summary}</p>
              {post.tags.length > 0 && (
                <ul aria-label="Tags" className="mt-5 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-gold-400/15 px-3 py-1 text-xs font-semibold text-gold-700">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              <span
                aria-hidden="true"
                className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-navy-800 group-hover:text-gold-700"
              >
                Read more <ArrowRight className="size-4" />
              </span>
            </article>
          </li>
        ))}
      </ul>
    </>
  )
}
