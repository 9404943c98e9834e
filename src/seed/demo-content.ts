import type { Assessment, BlogPost, ContactInquiry } from '@/payload-types'
import type { TeamBio } from '@/lib/team-bio'
import type { TeamCategory } from '@/contracts/enumerations'

type NewDoc<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: string }

/** The demo partners founders can book a call with. */
export const DEMO_BOOKABLE = ['Daniel Whitaker', 'Priya Raman']

export const demoTeam: {
  name: string
  title: string
  teamCategory: TeamCategory
  linkedinUrl: string
  bio: TeamBio
}[] = [
  {
    name: 'Daniel Whitaker',
    title: 'Founder & Managing Partner',
    teamCategory: 'Leadership Team',
    linkedinUrl: 'https://www.linkedin.com/in/daniel-whitaker-example',
    bio: {
      overview:
        'Daniel founded the firm after two decades advising and investing in founder-led companies across Texas and the Southeast. He has led more than thirty growth and succession transactions, most of them for families selling or recapitalizing a business for the first time, and he still sits on the boards of six portfolio companies.',
      career: [
        { role: 'Managing Director', institution: 'Crestline Growth Partners' },
        { role: 'Vice President, Healthcare Investment Banking', institution: 'Raymond James' },
        { role: 'Operating Partner', institution: 'Summit Family Holdings' },
      ],
      pillars: [
        {
          icon: 'TrendingUp',
          title: 'Disciplined Growth',
          description:
            'Growth plans built on unit economics the team already understands, funded in stages and measured every quarter.',
        },
        {
          icon: 'Target',
          title: 'Operational Focus',
          description:
            'A short list of operating priorities (pricing, working capital, key hires) agreed with management in the first hundred days.',
        },
        {
          icon: 'Users',
          title: 'Founder Partnership',
          description:
            'Founders keep meaningful ownership and a real voice; we add capital, a board that helps and a bench of operators.',
        },
      ],
      philosophy:
        'A family business is a promise made over generations. Our job is to help keep it: patient capital, honest advice and the discipline to grow without losing what made the company worth building.',
    },
  },
  {
    name: 'Priya Raman',
    title: 'Partner, Technology Investments',
    teamCategory: 'Investment Team',
    linkedinUrl: 'https://www.linkedin.com/in/priya-raman-example',
    bio: {
      overview:
        'Priya leads the firm’s technology practice, backing vertical software and tech-enabled services companies that have grown past $2 million in revenue without institutional capital. Before investing she built and sold a healthcare scheduling platform, so she knows the trade-offs a founder faces when taking on a partner.',
      career: [
        { role: 'Principal', institution: 'Lone Star Growth Equity' },
        { role: 'Co-founder and COO', institution: 'ClinicFlow' },
        { role: 'Product Manager', institution: 'Dell Technologies' },
      ],
      pillars: [
        {
          icon: 'Rocket',
          title: 'Product-Led Scale',
          description:
            'Turning a product customers already love into a repeatable go-to-market motion with clear payback periods.',
        },
        {
          icon: 'Brain',
          title: 'Data-Driven Decisions',
          description:
            'Instrumenting the business early so that pricing, retention and hiring decisions rest on evidence, not instinct alone.',
        },
        {
          icon: 'Handshake',
          title: 'Aligned Incentives',
          description: 'Structures where management, founders and investors win together, with no surprises at exit.',
        },
      ],
      philosophy:
        'Great software companies are built by teams who stay close to the customer. We invest when that closeness is already there and help turn it into durable growth.',
    },
  },
  {
    name: 'Marcus Ortega',
    title: 'Vice President, Portfolio Operations',
    teamCategory: 'Operations Team',
    linkedinUrl: 'https://www.linkedin.com/in/marcus-ortega-example',
    bio: {
      overview:
        'Marcus works side by side with portfolio management teams on the operating plan: financial reporting, procurement, plant and clinic operations, and the systems that let a growing company scale without losing its culture.',
      career: [
        { role: 'Director of Operations', institution: 'Baylor Scott & White Health' },
        { role: 'Senior Consultant', institution: 'Deloitte' },
        { role: 'Plant Manager', institution: 'Ortega Precision Components' },
      ],
      pillars: [
        {
          icon: 'Settings',
          title: 'Operating Rhythm',
          description: 'Monthly closes in ten days, weekly KPIs and a simple dashboard every manager trusts.',
        },
        {
          icon: 'Shield',
          title: 'Risk Discipline',
          description:
            'Customer concentration, key-person and compliance risks named early and worked down deliberately.',
        },
        {
          icon: 'Users',
          title: 'People Development',
          description:
            'Promoting from within wherever possible and building the second layer of leadership a founder can rely on.',
        },
      ],
      philosophy:
        'Operational improvement is not a cost-cutting exercise. It is how a good company earns the right to grow.',
    },
  },
]

export const demoAdvisors = [
  {
    name: 'Dr. Helen Cho',
    title: 'Former Chief Medical Officer',
    company: 'Lakeside Health System',
    expertise: 'Healthcare Operations',
    description: 'Advises portfolio companies on clinical quality, payer strategy and physician partnerships.',
    bio: 'Helen spent fifteen years as a practicing internist before leading clinical operations for a twelve-hospital system.\n\nShe has guided three physician-owned practices through recapitalizations and now chairs the firm’s healthcare advisory council.',
    linkedinUrl: 'https://www.linkedin.com/in/helen-cho-example',
  },
  {
    name: 'Robert Kessler',
    title: 'Retired Chief Financial Officer',
    company: 'Meridian Software',
    expertise: 'Finance and M&A',
    description: 'Helps management teams build investor-grade reporting and prepare for add-on acquisitions.',
    bio: 'Robert was CFO of Meridian Software through its growth from $20 million to $310 million in revenue and its sale to a strategic acquirer.\n\nHe serves on two audit committees and mentors first-time CFOs.',
    linkedinUrl: 'https://www.linkedin.com/in/robert-kessler-example',
  },
  {
    name: 'Alicia Moreno',
    title: 'Founder',
    company: 'Moreno Family Foods',
    expertise: 'Family Business Succession',
    description:
      'Shares first-hand experience of transitioning a third-generation family business to professional management.',
    bio: 'Alicia grew her grandfather’s tortilla bakery into a regional brand sold in 900 stores, then led its sale to a family office in 2019.\n\nShe speaks often on governance, family councils and preparing the next generation.',
    linkedinUrl: '',
  },
]

/**
 * The demo's one image (src/seed/demo-figure.ts draws it): the three-circle model of a family
 * business, so a fresh install has an article with a heading, a list and an image.
 */
export const DEMO_FIGURE = {
  /** Where a demo post's Markdown names the image; the seed puts the stored image's id there. */
  token: 'media:demo-figure',
  alt: 'The three-circle model: family, ownership and management overlap in a family business',
  name: 'three-circle-model.png',
}

/** Blocks of Markdown, separated by blank lines. */
const paragraphs = (...parts: string[]) => parts.join('\n\n')

/** A demo insight: its body (`content`) as Markdown, read into the rich body when it is stored. */
export type DemoPost = Omit<NewDoc<BlogPost>, 'content' | 'authors'> & { content: string; authorNames: string[] }

export const demoPosts: DemoPost[] = [
  {
    title: 'Succession Without Surprises: Preparing a Family Business for Its Next Chapter',
    summary:
      'Most family businesses change hands only once a generation. Here is how owners can prepare years ahead, so the transition protects the family, the employees and the value they built.',
    content: paragraphs(
      'Fewer than a third of family businesses survive the move to a second generation, and the most common reason is not the market. It is the absence of a plan that everyone understood before it was needed.',
      '## Three questions to answer first',
      'Start with three questions. The answers are often different people, and that is fine, as long as it is said out loud.',
      '1. Who should lead the company in five years?\n2. Who should own it?\n3. What does the founding generation need from the business to retire with confidence?',
      `![${DEMO_FIGURE.token}]()`,
      '## Separate ownership from management',
      'Next, separate the roles. Family members can be owners without being managers. A family council for ownership questions and a board for business questions keep dinner-table conversations from becoming boardroom disputes.',
      '> What happens if the founder is unavailable for six months?',
      'A buyer, a lender or a growth partner will all ask that question. The best answer is a team that already runs the business day to day, so build the second layer of leadership now. Our [investment criteria](/assessment) describe what we look for.',
      '<assessmentCta heading="How ready is your business for its next chapter?"/>',
    ),
    tags: ['Succession', 'Family Business'],
    authorNames: ['Daniel Whitaker'],
    isPublished: true,
    publishedAt: '2026-09-15T14:00:00.000Z',
  },
  {
    title: 'What Growth Capital Really Costs: A Founder’s Guide to Dilution, Control and Partnership',
    summary:
      'Capital is never just money. We walk through the real costs of a minority growth investment and the terms that matter more than the headline valuation.',
    content: paragraphs(
      'Founders tend to compare offers on valuation alone. Yet two offers at the same valuation can lead to very different outcomes five years later.',
      'Look first at governance: board seats, consent rights and what decisions need investor approval. Then look at the economics beneath the headline: liquidation preferences, participation and the size of the option pool you are asked to create before the round.',
      'Finally, ask what the partner will actually do. Capital without operating help is expensive; capital with the right introductions, hires and discipline can pay for itself within a year.',
    ),
    tags: ['Growth Capital', 'Founders'],
    authorNames: ['Priya Raman'],
    isPublished: true,
    publishedAt: '2026-07-22T14:00:00.000Z',
  },
  {
    title: 'Unit Economics Before Scale: Reading Your LTV/CAC Ratio Like an Investor',
    summary:
      'The ratio of customer lifetime gross profit to acquisition cost tells an investor whether growth creates value. Here is how we read it, and what good looks like.',
    content: paragraphs(
      'Lifetime gross profit divided by customer acquisition cost is the simplest test of whether growth creates value. Below one, every new customer destroys value. Between one and three, growth works but leaves little room for error. Above three, the business can afford to invest in growth. Above five, it probably should invest more.',
      'Two mistakes are common. The first is using revenue instead of gross profit, which flatters service businesses with thin margins. The second is leaving out the fully loaded cost of the sales team when calculating acquisition cost.',
      'Measure both by channel and by cohort. A blended ratio of four can hide one channel at eight and another at one, and that difference is where the next year of growth comes from.',
    ),
    tags: ['Unit Economics', 'Metrics'],
    authorNames: ['Marcus Ortega', 'Priya Raman'],
    isPublished: true,
    publishedAt: '2026-05-06T14:00:00.000Z',
  },
  {
    title: 'Why We Focus on Healthcare and Technology',
    summary:
      'Our current industry focus reflects where founder-led businesses can grow fastest with the right partner, and where our team has operated before.',
    content: paragraphs(
      'Healthcare services and technology share two traits that matter to us: fragmented markets full of excellent founder-led companies, and customers who value trust and continuity over the lowest price.',
      'In healthcare we partner with physician-led practices, outpatient providers and healthcare services companies that want to grow without selling to a consolidator. In technology we back vertical software and tech-enabled services businesses that have found product-market fit on their own.',
      'In both, our operating team has run the kind of businesses we invest in. That experience is what we bring to the table alongside capital.',
    ),
    tags: ['Healthcare', 'Technology', 'Strategy'],
    authorNames: ['Daniel Whitaker'],
    isPublished: true,
    publishedAt: '2026-02-10T14:00:00.000Z',
  },
  {
    title: 'Building a Board That Helps: Governance for Founder-Led Companies',
    summary:
      'A practical guide to forming a first board: who to invite, how often to meet and what to bring to each meeting.',
    content: paragraphs(
      'A first board should be small: the founder, one investor representative and one independent director with operating experience in your industry.',
      'Meet quarterly, send materials a week ahead and spend most of the meeting on two or three strategic questions rather than a recap of last quarter.',
    ),
    tags: ['Governance', 'Founders'],
    authorNames: [],
    isPublished: false,
    publishedAt: null,
  },
]

export const demoAssessments: NewDoc<Assessment>[] = [
  {
    businessName: 'Lone Star Physical Therapy',
    contactName: 'Angela Brooks',
    contactEmail: 'angela@lonestarpt.example',
    businessWebsite: 'https://lonestarpt.example',
    industry: 'Healthcare',
    businessCity: 'Austin',
    businessState: 'TX',
    businessZipCode: '78704',
    annualRevenue: '1m-5m',
    totalScore: 78,
    lifetimeGrossProfit: 9200,
    customerAcquisitionCost: 850,
  },
  {
    businessName: 'Brightline Scheduling Software',
    contactName: 'Kevin Tran',
    contactEmail: 'kevin@brightline.example',
    businessWebsite: 'https://brightline.example',
    industry: 'Computer Software',
    businessCity: 'Dallas',
    businessState: 'TX',
    businessZipCode: '75201',
    annualRevenue: '5m-plus',
    totalScore: 72,
    lifetimeGrossProfit: 48000,
    customerAcquisitionCost: 9500,
  },
  {
    businessName: 'Hill Country Veterinary Group',
    contactName: 'Dr. Sarah Lindqvist',
    contactEmail: 'sarah@hcvet.example',
    businessWebsite: null,
    industry: 'Healthcare',
    businessCity: 'San Antonio',
    businessState: 'TX',
    businessZipCode: '78209',
    annualRevenue: '1m-5m',
    totalScore: 70,
    lifetimeGrossProfit: 3100,
    customerAcquisitionCost: 1000,
  },
  {
    businessName: 'Gulf Coast HVAC Services',
    contactName: 'Tony Delgado',
    contactEmail: 'tony@gulfcoasthvac.example',
    businessWebsite: 'https://gulfcoasthvac.example',
    industry: 'Consumer Services',
    businessCity: 'Houston',
    businessState: 'TX',
    businessZipCode: '77002',
    annualRevenue: '1m-5m',
    totalScore: 64,
    lifetimeGrossProfit: 2600,
    customerAcquisitionCost: 700,
  },
  {
    businessName: 'Redbud Family Bakery',
    contactName: 'Maria Gonzalez',
    contactEmail: 'maria@redbudbakery.example',
    businessWebsite: 'https://redbudbakery.example',
    industry: 'Food & Beverage',
    businessCity: 'Fort Worth',
    businessState: 'TX',
    businessZipCode: '76102',
    annualRevenue: '500k-1m',
    totalScore: 55,
    lifetimeGrossProfit: 420,
    customerAcquisitionCost: 180,
  },
  {
    businessName: 'Pecan Street Analytics',
    contactName: 'Jordan Ellis',
    contactEmail: 'jordan@pecananalytics.example',
    businessWebsite: 'https://pecananalytics.example',
    industry: 'Data Analytics',
    businessCity: 'Austin',
    businessState: 'TX',
    businessZipCode: '78701',
    annualRevenue: '100k-500k',
    totalScore: 50,
    lifetimeGrossProfit: 12000,
    customerAcquisitionCost: 9000,
  },
  {
    businessName: 'Prairie Home Health',
    contactName: 'Linda Parker',
    contactEmail: 'linda@prairiehomehealth.example',
    businessWebsite: null,
    industry: null,
    businessCity: 'Lubbock',
    businessState: 'TX',
    businessZipCode: '79401',
    annualRevenue: '100k-500k',
    totalScore: 42,
    lifetimeGrossProfit: null,
    customerAcquisitionCost: null,
  },
  {
    businessName: 'Trinity Print & Sign',
    contactName: 'Greg Walsh',
    contactEmail: 'greg@trinityprint.example',
    businessWebsite: 'https://trinityprint.example',
    industry: 'Business Services',
    businessCity: 'Waco',
    businessState: 'TX',
    businessZipCode: '76701',
    annualRevenue: 'under-100k',
    totalScore: 31,
    lifetimeGrossProfit: 300,
    customerAcquisitionCost: 450,
  },
]

export const demoInquiries: NewDoc<ContactInquiry>[] = [
  {
    firstName: 'Rachel',
    lastName: 'Kim',
    email: 'rachel.kim@kimdental.example',
    website: 'https://kimdental.example',
    industry: 'Healthcare',
    inquiryType: 'partnership',
    message:
      'We operate four dental clinics around Houston with $6.5M in revenue and are looking for a partner to help us open three more locations over the next two years. My father founded the practice and is planning to retire, so succession is part of the conversation.',
  },
  {
    firstName: 'Samuel',
    lastName: 'Okafor',
    email: 'sam@okaforlogistics.example',
    website: 'https://okaforlogistics.example',
    industry: 'Logistics & Transportation',
    inquiryType: 'consulting',
    message:
      'Our trucking company has grown quickly but margins have shrunk for three years. We would like help reviewing our pricing and dispatch operations.',
  },
  {
    firstName: 'Emily',
    lastName: 'Watson',
    email: 'emily@watsonsoftware.example',
    website: 'https://watsonsoftware.example',
    industry: 'Computer Software',
    inquiryType: 'partnership',
    message:
      'We build practice-management software for veterinary clinics, 1,200 customers and 35% annual growth, fully bootstrapped. We are exploring a minority growth investment this year.',
  },
  {
    firstName: 'Carlos',
    lastName: 'Ramirez',
    email: 'carlos@ramirezbuilders.example',
    website: null,
    industry: 'Architecture & Construction',
    inquiryType: 'consulting',
    message: 'Family-owned builder, second generation. We need better financial reporting before talking to lenders.',
  },
  {
    firstName: 'Hannah',
    lastName: 'Lee',
    email: 'hannah.lee@university.example',
    website: null,
    industry: 'Education',
    inquiryType: 'general',
    message:
      'I am writing a case study on family business succession and would love to interview someone from your team.',
  },
  {
    firstName: 'Peter',
    lastName: 'Novak',
    email: 'peter@novakadvisors.example',
    website: 'https://novakadvisors.example',
    industry: 'Investment Management',
    inquiryType: 'general',
    message: 'Do you co-invest alongside family offices? We have two healthcare services deals in diligence.',
  },
]
