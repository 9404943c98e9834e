import { NEWSLETTER_BAD_LINK, NEWSLETTER_CONFIRMED_ANSWER, NEWSLETTER_EXPIRED_LINK } from '@/contracts/newsletter'
import type { ConfirmLinkState } from '@/lib/newsletter-links'
import { confirmLink, linkPagePath } from '@/newsletter/links'
import { getPayloadClient } from '@/payload-client'

import { getSiteSettings } from '../../_lib/queries'
import { LinkPage, linkPageMetadata, type LinkPageView, tokenParam } from '../link-page'

export const metadata = linkPageMetadata('Confirm your subscription')

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The confirmation e-mail's link: a GET shows what it would do; its button confirms (a POST here). */
export default async function ConfirmPage({ searchParams }: Props) {
  const token = tokenParam((await searchParams).token)
  const [{ state }, { firmName }] = await Promise.all([confirmLink(await getPayloadClient(), token), getSiteSettings()])
  const views: Record<ConfirmLinkState, LinkPageView> = {
    confirmable: {
      title: 'Confirm your subscription',
      text: `Press the button to receive new Strategic Insights from ${firmName} by e-mail.`,
      button: {
        label: 'Confirm my subscription',
        action: linkPagePath('confirm', token),
        field: ['confirm', 'yes'],
      },
    },
    confirmed: { title: 'Subscription confirmed', text: NEWSLETTER_CONFIRMED_ANSWER },
    expired: { title: 'This link has expired', text: NEWSLETTER_EXPIRED_LINK },
    void: {
      title: 'This link is not valid',
      text: `${NEWSLETTER_BAD_LINK} It may be incomplete, or a later e-mail replaced it.`,
    },
  }
  return <LinkPage view={views[state]} />
}
