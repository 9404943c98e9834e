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
  /** Why a capital partner asks, in plain words, shown under the question. */
  why: string
  /** Five answers, worth 0 to 4 points in this order. */
  options: readonly [string, string, string, string, string]
}

export const POINTS_PER_QUESTION = 4

export const QUESTIONS: readonly Question[] = [
  {
    id: 'owner-dependence',
    category: 'leadership',
    prompt: 'If you stepped away for six months, how would the business run?',
    why: 'A business that depends on its owner is hard to grow, finance or hand on. Partners look for one that runs without its founder in every decision.',
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
    why: 'Most family and founder-led businesses change hands within a generation. A plan protects the value you have built and the people who depend on it.',
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
    why: 'Clear decision-making and outside perspective reduce risk and make it easier for a partner to add value.',
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
    why: 'Timely, reliable numbers are the first thing a partner reviews and the basis of every valuation.',
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
    why: 'EBITDA is earnings before interest, taxes, depreciation and amortization. As a share of revenue, it shows how much profit the business generates from operations.',
    options: ['Negative: the business lost money', 'Under 5%', '5% to under 10%', '10% to under 20%', '20% or more'],
  },
  {
    id: 'revenue-trend',
    category: 'financial',
    prompt: 'How has revenue changed over the last three years, on average?',
    why: 'A steady growth record is the strongest evidence that more capital will produce more growth.',
    options: [
      'It declined',
      'It stayed roughly flat',
      'It grew by less than 10% a year',
      'It grew by 10% to 25% a year',
      'It grew by more than 25% a year',
    ],
  },
  {
    id: 'market-opportunity',
    category: 'growth',
    prompt: 'How much room is there to grow in your market?',
    why: 'Capital creates the most value where the market leaves room to grow.',
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
    why: 'A written plan with owners and budgets shows how new capital would turn into results.',
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
    prompt: 'How would you use new capital?',
    why: 'Partners invest to build value. Capital for proven growth initiatives earns the strongest interest.',
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
    why: 'Documented processes let the business scale, train new people quickly and keep quality as it grows.',
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
    why: 'Systems that scale keep growth from overwhelming your team and give partners reliable data.',
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
    why: 'Depending on one supplier puts margins and continuity at risk.',
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
    why: 'When one customer carries a large share of revenue, losing it would put the whole business at risk.',
    options: ['More than 40%', '25% to 40%', '15% to under 25%', '5% to under 15%', 'Under 5%'],
  },
  {
    id: 'recurring-revenue',
    category: 'customers',
    prompt: 'How much of your revenue is recurring or repeat business?',
    why: 'Predictable revenue lowers risk and supports higher valuations.',
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
    why: 'A durable advantage protects margins as the business grows.',
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
    prompt: 'What share of your key employees left in the last twelve months?',
    why: 'Losing key people disrupts customers and operations, and often signals deeper issues.',
    options: ['More than 30%', '20% to 30%', '10% to under 20%', '5% to under 10%', 'Under 5%'],
  },
  {
    id: 'management-depth',
    category: 'team',
    prompt: 'How strong is the management team below the owners?',
    why: 'Growth needs leaders in every function, not only at the top.',
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
    why: 'People who share in the value they create stay longer and think like owners.',
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
    prompt: 'What are you looking for in a capital partner?',
    why: 'The best partnerships start from shared goals for the business and its owners.',
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
    why: 'Organized records shorten due diligence and surface fewer surprises at closing.',
    options: [
      'Scattered or incomplete',
      'Mostly in one place but out of date',
      'Complete but would need review',
      'Organized and reviewed by legal counsel in the last two years',
      'A ready data room: contracts, licences, intellectual property and ownership records',
    ],
  },
  {
    id: 'alignment',
    category: 'readiness',
    prompt: 'How aligned are the owners and family on bringing in a partner?',
    why: 'Disagreement among owners is one of the most common reasons partnerships fail to close.',
    options: [
      'We have not discussed it',
      'Opinions differ widely',
      'Most owners are open to it',
      'All owners agree in principle',
      'All owners agree on the goals, timing and terms we would accept',
    ],
  },
]
