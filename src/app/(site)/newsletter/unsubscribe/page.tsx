import { NEWSLETTER_BAD_LINK, NEWSLETTER_UNSUBSCRIBED_ANSWER } from '@/contracts/newsletter'
import { linkPagePath, type UnsubscribeLinkState, unsubscribeLink } from '@/newsletter/links'
import { getPayloadClient } from '@/payload-client'

import { getSiteSettings } from '../../_lib/queries'
import { LinkPage, linkPageMetadata, type LinkPageView, tokenParam } from '../link-page'

export const metadata = linkPageMetadata('Unsubscribe')

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The unsubscribe link of every newsletter e-mail: a GET shows it; its button unsubscribes (a POST
 * here, the same as a mail client's one-click unsubscribe).
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const token = tokenParam((await searchParams).token)
  const [{ state }, { firmName }] = await Promise.all([
    unsubscribeLink(await getPayloadClient(), token),
    getSiteSettings(),
  ])
  const views: Record<UnsubscribeLinkState, LinkPageView> = {
    subscribed: {
      title: 'Unsubscribe from Strategic Insights',
      text: `Press the button and ${firmName} will send you no more insights by e-mail.`,
      button: {
        label: 'Unsubscribe',
        action: linkPagePath('unsubscribe', token),
        field: ['List-Unsubscribe', 'One-Click'],
      },
    },
    unsubscribed: { title: 'You are unsubscribed', text: NEWSLETTER_UNSUBSCRIBED_ANSWER },
    void: { title: 'This link is not valid', text: `${NEWSLETTER_BAD_LINK} It may be incomplete.` },
  }
  return <LinkPage view={views[state]} />
}
