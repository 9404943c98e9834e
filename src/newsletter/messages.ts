import { escapeHtml, htmlDocument, htmlLink, type Message, oneLine } from '@/email/compose'

/** The double opt-in: the link that confirms the subscription (nothing is sent before it is followed). */
export function confirmationMessage({ firmName, url }: { firmName: string; url: string }): Message {
  const intro = `Please confirm that you would like to receive new Strategic Insights from ${firmName} by e-mail.`
  const ignore = 'If you did not ask for this, ignore this e-mail: you will not hear from us again.'
  return {
    subject: `Confirm your subscription to ${firmName} Strategic Insights`,
    html: htmlDocument(
      'Confirm your subscription',
      `<p>${escapeHtml(intro)}</p><p>${htmlLink(url, 'Confirm my subscription')}</p><p>${escapeHtml(ignore)}</p>`,
      firmName,
    ),
    text: [intro, '', url, '', ignore].join('\n'),
  }
}

export type IssueInput = { firmName: string; title: string; summary: string; url: string; unsubscribeUrl: string }

/** A new insight for a confirmed subscriber: title, summary and link; the unsubscribe link in the footer. */
export function issueMessage(input: IssueInput): Message {
  const footer = `You receive this because you subscribed to ${input.firmName} Strategic Insights.`
  return {
    subject: oneLine(`New insight: ${input.title}`, 200),
    html: htmlDocument(
      input.title,
      `<p>${escapeHtml(input.summary)}</p><p>${htmlLink(input.url, 'Read the insight')}</p>`,
      footer,
    ).replace('</body>', `<p style="font-size:12px">${htmlLink(input.unsubscribeUrl, 'Unsubscribe')}</p></body>`),
    text: [
      input.title,
      '',
      input.summary,
      '',
      `Read it: ${input.url}`,
      '',
      footer,
      `Unsubscribe: ${input.unsubscribeUrl}`,
    ].join('\n'),
  }
}
