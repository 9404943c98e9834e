/** The privacy policy (the `privacy-policy` global, shown on /privacy): limits and the default text. */

export const PRIVACY_LIMITS = { heading: 160, paragraph: 4000, sections: 30 } as const

/** `{firm}` and `{email}` in the text are replaced by the firm's name and contact e-mail (site settings). */
export const PRIVACY_DEFAULTS = {
  lastUpdated: '2026-11-23T12:00:00.000Z',
  sections: [
    {
      heading: 'Who we are',
      text: '{firm} runs this website. This policy explains what we collect through it, why, how long we keep it, and how to reach us about your data.',
    },
    {
      heading: 'What we collect',
      text: 'When you send an inquiry: your first and last name, e-mail address, website (if you give one), industry, the kind of inquiry and your message.\n\nWhen you take the business assessment: your business name, your name, e-mail address, website (if you give one), industry, city, state and ZIP code, annual revenue range, your answers and score, and, if you give them, your lifetime gross profit per customer and customer acquisition cost. If you tick "E-mail me my results", we also keep the exact wording you agreed to and when.\n\nVisitor statistics: the pages viewed, the referring site, browser, device type and country, counted without cookies. We do not store your IP address, and the statistics do not identify you.',
    },
    {
      heading: 'Why we collect it',
      text: 'To answer your inquiry, to assess whether our firm could be a partner for your business, to send you your assessment results when you ask for them, and to understand which pages are useful. Submissions may be summarised by an automated analysis to help us answer the most urgent ones first. We do not sell your data or use it for advertising.',
    },
    {
      heading: 'Who receives it',
      text: 'Our partners and the service providers who process it on our behalf: our CRM, our e-mail delivery provider and, where enabled, an AI model provider that summarises submissions. Each may use it only to provide their service to us.',
    },
    {
      heading: 'How long we keep it',
      text: 'Inquiries and assessments are kept for up to 24 months after our last contact with you, then deleted. Visitor statistics are kept as anonymous counts.',
    },
    {
      heading: 'Your rights',
      text: 'You may ask for a copy of the data we hold about you, ask us to correct it, or ask us to delete it. Write to {email} from the address you used; we answer within 30 days. When we delete your data, your inquiries, assessments and their analyses are erased together.',
    },
    {
      heading: 'Contact',
      text: 'Questions about this policy or your data: {email}.',
    },
  ],
} as const
