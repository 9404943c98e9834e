/** The disclaimer (the `disclaimer` global, shown on /disclaimer): limits and the default text. */
export const DISCLAIMER_LIMITS = { heading: 160, paragraph: 4000, sections: 30 } as const

/** The eleven sections of today's text, in the order the specification lists them. `{firm}` is the firm's name. */
const SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: 'Informational Purposes Only',
    paragraphs: [
      'The content of this website, including articles, insights, team and advisor profiles and the business assessment, is provided by {firm} for general informational purposes only. It does not constitute investment, legal, tax, accounting or other professional advice, and it should not be relied upon as the basis for any business or investment decision.',
      'Every business is different. Before acting on anything you read here, consult qualified advisors who can consider your specific circumstances.',
    ],
  },
  {
    title: 'No Offer, Solicitation or Professional Relationship',
    paragraphs: [
      'Nothing on this website is an offer to sell, or a solicitation of an offer to buy, any security, fund interest or other financial instrument, nor an offer to provide investment advisory services. Any investment or partnership with {firm} is made only through definitive written agreements negotiated and executed by the parties.',
      'Using this website, completing the business assessment or sending us an inquiry does not create an advisory, fiduciary, attorney-client or any other professional relationship between you and {firm} or any of its partners, employees or advisors.',
    ],
  },
  {
    title: 'Forward-Looking Statements',
    paragraphs: [
      'Some content on this website contains forward-looking statements, such as views on industry trends, growth strategies, valuations or expected outcomes of a partnership. Words such as "expect", "believe", "plan", "target" and "potential" identify such statements.',
      'Forward-looking statements reflect our opinions at the time they were written and are subject to risks and uncertainties that could cause actual results to differ materially. Past performance of any company or investment is not indicative of future results, and we undertake no obligation to update any forward-looking statement.',
    ],
  },
  {
    title: 'Accuracy of Information',
    paragraphs: [
      'We take reasonable care to keep the information on this website accurate and current, but we make no representation or warranty, express or implied, as to its accuracy, completeness or timeliness. Information may change without notice, and examples and figures may be simplified or illustrative.',
    ],
  },
  {
    title: 'Third-Party Links',
    paragraphs: [
      'This website may link to websites, profiles and resources operated by third parties, including professional networking sites. These links are provided for convenience only. {firm} does not control, endorse or take responsibility for the content, privacy practices or availability of any third-party website, and visiting one is at your own risk.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The content, design, logos, text, graphics and assessment methodology on this website are the property of {firm} or its licensors and are protected by copyright, trademark and other intellectual property laws. You may view and print content for your personal, non-commercial use; any other reproduction, distribution or modification requires our prior written consent.',
    ],
  },
  {
    title: 'Business Assessment Tool Disclaimers',
    paragraphs: [
      'The business assessment scores your answers out of 84 points using a fixed questionnaire. The score, rating and any analysis that accompanies it are based solely on the information you provide, which we do not verify, and are intended only as a starting point for conversation.',
      'An assessment result is not a valuation, a credit or investment rating, a due-diligence finding or a commitment by {firm} to invest in, finance or partner with your business. Any analysis generated with the help of automated or AI tools may contain errors and should be reviewed with your own advisors.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent permitted by law, {firm}, its partners, employees, advisors and affiliates shall not be liable for any direct, indirect, incidental, consequential, special or punitive damages, including lost profits or lost business opportunities, arising out of or relating to your access to or use of this website, the business assessment or any content provided here, even if advised of the possibility of such damages.',
    ],
  },
  {
    title: 'Indemnification',
    paragraphs: [
      'You agree to indemnify and hold harmless {firm}, its partners, employees, advisors and affiliates from any claims, losses, liabilities, damages, costs and expenses, including reasonable attorneys\u2019 fees, arising out of your use of this website, your violation of this disclaimer or your infringement of any right of a third party.',
    ],
  },
  {
    title: 'Updates to This Disclaimer',
    paragraphs: [
      'We may revise this disclaimer at any time by updating this page. Changes take effect when posted, and the date at the top of the page shows when it was last revised. Your continued use of the website after a change means you accept the revised disclaimer.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'This disclaimer and any dispute arising out of or relating to this website are governed by the laws of the State of Texas, without regard to its conflict-of-law principles. You agree that the state and federal courts located in the State of Texas have exclusive jurisdiction over any such dispute.',
    ],
  },
]

/** What a fresh install shows: 'Last updated July 5, 2025' and the sections, paragraphs apart by a blank line. */
export const DISCLAIMER_DEFAULTS = {
  lastUpdated: '2025-07-05T12:00:00.000Z',
  sections: SECTIONS.map((section) => ({ heading: section.title, text: section.paragraphs.join('\n\n') })),
}
