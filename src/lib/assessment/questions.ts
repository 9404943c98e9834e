export const CATEGORIES = [
  { id: 'leadership', label: 'Leadership & Succession' },
  { id: 'financial', label: 'Financial Health' },
  { id: 'growth', label: 'Growth Potential' },
  { id: 'operations', label: 'Operations & Systems' },
  { id: 'customers', label: 'Customers & Market' },
  { id: 'team', label: 'Team & Culture' },
  { id: 'readiness', label: 'Partnership Readiness' },
] as const
export type CategoryId = (typeof CATEGORIES)[number]['id']

export type Question = {
  id: string
  category: CategoryId
  prompt: string
  /** Five answers, worth 0 to 4 points in this order. */
  options: readonly [string, string, string, string, string]
}

export const POINTS_PER_QUESTION = 4

export const QUESTIONS: readonly Question[] = [
  {
    id: 'owner-dependence',
    category: 'leadership',
    prompt: 'If you stepped away for six months, how would the business run?',
    options: [
      'It would stall: most decisions need me',
      'It would struggle; one or two people could cover parts of my role',
      'Key managers could keep it running, with frequent calls to me',
      'A capable leadership team would run it with little help',
      'Normally: a leadership team already runs the business day to day',
    ],
  },
  {
    id: 'succession-plan',
    category: 'leadership',
    prompt: 'How far along is your succession plan?',
    options: [
      'There is no plan yet',
      'We have discussed it informally',
      'Successor candidates are identified',
      'A written plan with a timeline exists',
      'The plan is in motion: successor in role, ownership transition agreed',
    ],
  },
  {
    id: 'governance',
    category: 'leadership',
    prompt: 'How are major decisions made and governed?',
    options: [
      'By me alone, informally',
      'With family members or partners, informally',
      'In regular leadership meetings with written minutes',
      'With an advisory board that meets regularly',
      'By a formal board that includes independent members',
    ],
  },
  {
    id: 'financial-reporting',
    category: 'financial',
    prompt: 'How would you describe your financial reporting?',
    options: [
      'Tax returns only',
      'Bookkeeping, reviewed once a year',
      'A monthly profit and loss statement and balance sheet',
      'A monthly close within 15 days, with budget against actuals',
      'Reviewed or audited financials with monthly KPIs and rolling forecasts',
    ],
  },
  {
    id: 'ebitda-margin',
    category: 'financial',
    prompt: 'What was your EBITDA margin over the last twelve months?',
    options: ['Loss-making', '0% to 5%', '5% to 10%', '10% to 20%', 'Above 20%'],
  },
  {
    id: 'revenue-trend',
    category: 'financial',
    prompt: 'How has revenue changed over the last three years?',
    options: [
      'It declined',
      'It stayed roughly flat',
      'It grew less than 10% a year',
      'It grew 10% to 25% a year',
      'It grew more than 25% a year',
    ],
  },
  {
    id: 'market-opportunity',
    category: 'growth',
    prompt: 'How much room is there to grow in your market?',
    options: [
      'Little: the market is shrinking',
      'Some: the market is mature and we already hold a large share',
      'Moderate: a stable market with share to win from competitors',
      'Large: a growing market where we hold a modest share',
      'Very large: a fast-growing market where we hold a small share',
    ],
  },
  {
    id: 'growth-plan',
    category: 'growth',
    prompt: 'How clear is your growth plan for the next three years?',
    options: [
      'We have no plan beyond this year',
      'We have ideas but nothing written down',
      'A written plan with revenue targets',
      'A written plan with initiatives, owners and budgets',
      'A plan whose first initiatives are already delivering measured results',
    ],
  },
  {
    id: 'use-of-capital',
    category: 'growth',
    prompt: 'How would new capital be used?',
    options: [
      'To cover operating losses or repay debt',
      'Mostly for owner liquidity',
      'General working capital',
      'Specific expansion: new locations, products or key hires',
      'Scaling initiatives that have already proven their returns',
    ],
  },
  {
    id: 'process-documentation',
    category: 'operations',
    prompt: 'How well documented are your core processes?',
    options: [
      'They live in people’s heads',
      'A few are written down',
      'Most are documented but not always followed',
      'Documented, followed and measured',
      'Documented, measured and improved on a regular cycle',
    ],
  },
  {
    id: 'systems',
    category: 'operations',
    prompt: 'How well would your systems cope with growth?',
    options: [
      'We run on paper and spreadsheets',
      'Basic accounting software and spreadsheets',
      'Separate systems for finance, sales and operations',
      'Integrated systems that would handle twice today’s volume',
      'Integrated, automated systems with room for several times today’s volume',
    ],
  },
  {
    id: 'supplier-dependence',
    category: 'operations',
    prompt: 'How dependent are you on a single supplier or vendor?',
    options: [
      'Entirely: one supplier we could not replace',
      'Heavily: replacing our main supplier would take a year',
      'Moderately: alternatives exist but switching would hurt',
      'Lightly: several suppliers, with contracts in place',
      'Not at all: diversified suppliers with tested alternatives',
    ],
  },
  {
    id: 'customer-concentration',
    category: 'customers',
    prompt: 'What share of revenue comes from your largest customer?',
    options: ['More than 40%', '25% to 40%', '15% to 25%', '5% to 15%', 'Less than 5%'],
  },
  {
    id: 'recurring-revenue',
    category: 'customers',
    prompt: 'How much of your revenue is recurring or repeat business?',
    options: [
      'Almost none: one-off projects',
      'Less than 25%',
      '25% to 50%',
      '50% to 75%',
      'More than 75%: contracts, subscriptions or loyal repeat customers',
    ],
  },
  {
    id: 'competitive-position',
    category: 'customers',
    prompt: 'How do you win against competitors?',
    options: [
      'Mostly on price',
      'On service, but competitors can match it',
      'A recognised brand in our local market',
      'A leading position with lasting customer relationships',
      'Clear leadership protected by brand, know-how or intellectual property',
    ],
  },
  {
    id: 'retention',
    category: 'team',
    prompt: 'How many key employees left in the last twelve months?',
    options: ['More than 30%', '20% to 30%', '10% to 20%', '5% to 10%', 'Less than 5%'],
  },
  {
    id: 'management-depth',
    category: 'team',
    prompt: 'How deep is your management team below the owners?',
    options: [
      'There are no managers: everyone reports to me',
      'One or two supervisors',
      'Managers in the main functions',
      'Experienced managers in every function',
      'Experienced managers in every function, with their successors in development',
    ],
  },
  {
    id: 'incentives',
    category: 'team',
    prompt: 'How are your key people rewarded for the company’s success?',
    options: [
      'Salary only',
      'Occasional discretionary bonuses',
      'Bonuses tied to individual targets',
      'Bonuses tied to company results',
      'Equity or long-term incentives tied to the value of the company',
    ],
  },
  {
    id: 'partner-goals',
    category: 'readiness',
    prompt: 'What do you want from a capital partner?',
    options: [
      'We are not sure yet',
      'A full exit within a year',
      'Partial liquidity for the owners',
      'Growth capital with strategic advice',
      'A long-term partner for growth and succession, with a shared plan',
    ],
  },
  {
    id: 'records',
    category: 'readiness',
    prompt: 'How ready are your legal and corporate records for due diligence?',
    options: [
      'Scattered or incomplete',
      'Mostly in one place but out of date',
      'Complete but would need review',
      'Organized and reviewed by counsel in the last two years',
      'A ready data room: contracts, licences, intellectual property and ownership records',
    ],
  },
  {
    id: 'alignment',
    category: 'readiness',
    prompt: 'How aligned are the owners and family on bringing in a partner?',
    options: [
      'We have not discussed it',
      'Opinions differ widely',
      'Most owners are open to it',
      'All owners agree in principle',
      'All owners agree on the goals, timing and terms we would accept',
    ],
  },
]
