import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'

import { internalHrefs } from '@/insights/internal-links'
import { relatedInsights } from '@/insights/related'
import { asRichText } from '@/lib/rich-text'
import { getPayloadClient } from '@/payload-client'
import { postIdFromSlug } from '@/lib/slug'

import { BackToInsights } from '../../_components/back-to-insights'
import { HeroBand } from '../../_components/hero-band'
import { JsonLd } from '../../_components/json-ld'
import { PostMeta } from '../../_components/post-meta'
import { PreviewBanner } from '../../_components/preview-banner'
import { pageMetadata } from '../../_lib/metadata'
import { summarizePost } from '../../_lib/posts'
import { ArticleBody, hasAssessmentCta } from './article-body'
import { Byline } from './byline'
import { NextSteps } from './next-steps'
import { postSeo } from './seo'
import { articleStructuredData, postAuthors } from './structured-data'
import { getSiteSettings, latestPost, publishedPost, publishedPostLinks } from '../../_lib/queries'

type Props = { params: Promise<{ slug: string }> }

/** Published posts are prerendered; posts published later render on first visit and are then cached. */
export async function generateStaticParams() {
  return (await publishedPostLinks()).map(({ slug }) => ({ slug }))
}

/** Visitors get the published version; an editor's preview (draft mode) the latest draft. */
async function postForSlug(slug: string) {
  const id = postIdFromSlug(slug)
  if (!id) return null
  return (await draftMode()).isEnabled ? latestPost(id) : publishedPost(id)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await postForSlug((await params).slug)
  if (!post) return { title: 'Post Not Found', robots: { index: false } }
  const summary = summarizePost(post)
  const preview = (await draftMode()).isEnabled
  const seo = postSeo(post, summary.slug)
  const metadata = await pageMetadata({
    // An SEO title is the whole title, as the editor wrote it; else the post's title and the firm.
    title: seo.title ?? post.title,
    absoluteTitle: seo.title !== null,
    description: seo.description,
    path: `/insights/${summary.slug}`,
    type: 'article',
    image: seo.image,
  })
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: summary.dateTime, tags: summary.tags },
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  }
}

export default async function InsightPage({ params }: Props) {
  const { slug } = await params
  const post = await postForSlug(slug)
  if (!post) notFound()
  const summary = summarizePost(post)
  // One address per post: any other text before the id (an old title, a typo) moves to the current one.
  if (slug !== summary.slug) permanentRedirect(`/insights/${summary.slug}`)
  const { firmName } = await getSiteSettings()
  const preview = (await draftMode()).isEnabled
  const payload = await getPayloadClient()
  const [links, related] = await Promise.all([
    internalHrefs(payload, asRichText(post.content)),
    relatedInsights(payload, post),
  ])

  return (
    <article>
      {preview && <PreviewBanner exitPath={post.publishedAt ? `/insights/${summary.slug}` : '/insights'} />}
      <HeroBand as="header" className="pb-16 pt-32 sm:pt-36">
        <div className="relative mx-auto max-w-3xl px-5 sm:px-8">
          <BackToInsights tone="dark" />
          <PostMeta {...summary} className="mt-10 text-slate-300" />
          <h1 className="mt-4 font-serif text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-300">{post.summary}</p>
          <Byline authors={postAuthors(post)} />
          {summary.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
              {summary.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-gold-300/50 px-3 py-1 text-xs font-semibold text-gold-300"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </HeroBand>
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <div data-testid="post-content">
          <ArticleBody body={post.content} links={links} />
        </div>
        <NextSteps related={related} inviteToAssessment={!hasAssessmentCta(post.content)} />
        <div className="mt-8">
          <BackToInsights />
        </div>
      </div>
      <JsonLd
        data={articleStructuredData(post, summary, { firmName, imageUrl: postSeo(post, summary.slug).image.url })}
      />
    </article>
  )
}
