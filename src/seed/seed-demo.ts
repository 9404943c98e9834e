import type { Payload } from 'payload'

import { insightEditorConfig, markdownToBody } from '@/insights/markdown'
import { DEMO_CONTENT_CONTEXT } from '@/leads/hooks'
import { serializeTeamBio } from '@/lib/team-bio'

import { DEMO_FIGURE, demoAdvisors, demoAssessments, demoInquiries, demoPosts, demoTeam } from './demo-content'
import { demoFigureFile } from './demo-figure'
import { demoPortfolio } from './demo-portfolio'
import { LEAD_KIND_TABLE } from '@/contracts/lead-kinds'

const context = { disableRevalidate: true, [DEMO_CONTENT_CONTEXT]: true }

/**
 * Adds the demo content once: the site-settings marker records that it was added, so a second
 * start (or `npm run seed`) adds nothing, even after the demo records were edited or deleted.
 */
export async function seedDemoContent(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (settings.demoSeededAt) return false
  payload.logger.info('Adding the demo content (first start; SEED_DEMO=false leaves it out)…')

  const memberIds = new Map<string, number>()
  for (const [index, member] of demoTeam.entries()) {
    const { bio, ...rest } = member
    const created = await payload.create({
      collection: 'team-members',
      overrideAccess: true,
      context,
      data: { ...rest, bio: serializeTeamBio(bio), displayOrder: index, isActive: true },
    })
    memberIds.set(member.name, created.id)
  }
  for (const [index, advisor] of demoAdvisors.entries()) {
    await payload.create({
      collection: 'advisors',
      overrideAccess: true,
      context,
      data: { ...advisor, displayOrder: index, isActive: true },
    })
  }
  const figure = await payload.create({
    collection: 'media',
    overrideAccess: true,
    context,
    data: { alt: DEMO_FIGURE.alt },
    file: await demoFigureFile(),
  })
  const editorConfig = insightEditorConfig(payload)
  for (const { authorNames, ...post } of demoPosts) {
    const content = markdownToBody(editorConfig, post.content.replaceAll(DEMO_FIGURE.token, `media:${figure.id}`))
    const authors = authorNames.flatMap((name) => memberIds.get(name) ?? [])
    await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      context,
      data: { ...post, content, authors },
    })
  }
  for (const [index, company] of demoPortfolio.entries()) {
    const data = { ...company, displayOrder: index, isActive: true }
    await payload.create({ collection: 'portfolio-companies', overrideAccess: true, context, data })
  }
  for (const assessment of demoAssessments) {
    await payload.create({ collection: 'assessments', overrideAccess: true, context, data: assessment })
  }
  for (const inquiry of demoInquiries) {
    await payload.create({
      collection: LEAD_KIND_TABLE.inquiry.collection,
      overrideAccess: true,
      context,
      data: inquiry,
    })
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    context,
    data: { demoSeededAt: new Date().toISOString() },
  })
  payload.logger.info('Demo content added (team, advisors, insights, portfolio, assessments, inquiries).')
  return true
}
