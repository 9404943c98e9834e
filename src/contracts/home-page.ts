import type { PillarIconName } from '@/lib/pillar-icons'

/** The home page's editable texts (the `home-page` global): limits and today's text as the defaults. */

export const HOME_PAGE_LIMITS = {
  eyebrow: 80,
  heading: 120,
  intro: 600,
  itemTitle: 80,
  itemText: 400,
  /** Industry focus cards: the spec's two (Healthcare, Technology), room for a few more. */
  focusCards: 6,
} as const

/** The mission has three verbs and the firm three values, always three each. */
export const HOME_PAGE_ROWS = { mission: 3, values: 3 } as const

type Item = { icon: PillarIconName; title: string; text: string }

export const HOME_PAGE_DEFAULTS = {
  hero: {
    eyebrow: 'Venture & Growth Capital',
    title: 'Your Legacy: Our Commitment',
    intro:
      'We partner with founder-led and family-run businesses, bringing patient capital, operating experience and a long-term view to the companies that families and founders have spent decades building.',
  },
  mission: {
    eyebrow: 'About the firm',
    title: 'Our Mission',
    intro:
      'Three commitments guide every partnership, from the first conversation to the day a company begins its next chapter.',
    items: [
      {
        icon: 'Landmark',
        title: 'Build',
        text: 'enduring businesses that outlast any single owner, market cycle or investment horizon.',
      },
      {
        icon: 'Scale',
        title: 'Invest',
        text: 'disciplined capital and hands-on expertise where they compound the value founders have created.',
      },
      {
        icon: 'Sprout',
        title: 'Give Back',
        text: 'to society through the jobs, communities and institutions our companies sustain.',
      },
    ] satisfies Item[],
  },
  values: {
    title: 'Our Values',
    items: [
      {
        icon: 'Target',
        title: 'Strategic Focus',
        text: 'We concentrate on a few industries we know deeply, so every dollar comes with relevant judgment and relationships.',
      },
      {
        icon: 'Users',
        title: 'Stakeholder Value',
        text: 'Employees, customers, families and communities share in the success we build together, not only shareholders.',
      },
      {
        icon: 'Handshake',
        title: 'Long-Term Partnership',
        text: 'We hold for the long run, keep founders in the room and measure ourselves by the businesses we leave behind.',
      },
    ] satisfies Item[],
  },
  focus: {
    eyebrow: 'Where we invest',
    title: 'Current Industry Focus',
    items: [
      {
        icon: 'Heart',
        title: 'Healthcare',
        text: 'Physician-owned practices, specialty clinics, home health and healthcare services businesses ready to professionalize operations and grow without losing their patient-first culture.',
      },
      {
        icon: 'Network',
        title: 'Technology',
        text: 'Vertical software, tech-enabled services and data businesses that have found product-market fit and need capital and go-to-market discipline to scale.',
      },
    ] satisfies Item[],
  },
}
