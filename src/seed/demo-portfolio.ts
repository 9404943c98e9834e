import type { PortfolioCompany } from '@/payload-types'

type NewCompany = Omit<PortfolioCompany, 'id' | 'createdAt' | 'updatedAt' | 'logo' | 'displayOrder' | 'isActive'>

/** Demo portfolio companies (fictional): added with the rest of the demo content only. */
export const demoPortfolio: NewCompany[] = [
  {
    name: 'Brazos Valley Pediatrics',
    sector: 'Healthcare services',
    stage: 'Succession',
    status: 'current',
    founderQuote:
      'We wanted a partner who would keep the practice physician-led. Two years on, we have three new clinics and the same culture.',
    quoteAuthor: 'Dr. Elena Ruiz, Founder',
    url: 'https://brazos-pediatrics.example',
  },
  {
    name: 'Ledgerline Software',
    sector: 'Vertical software',
    stage: 'Growth',
    status: 'current',
    founderQuote:
      'They helped us build a real sales team without losing the customer focus that got us to our first thousand accounts.',
    quoteAuthor: 'Marcus Bell, Co-founder & CEO',
    url: 'https://ledgerline.example',
  },
  {
    name: 'Harbor Home Health',
    sector: 'Home health',
    stage: 'Recapitalization',
    status: 'realized',
    founderQuote: 'Our family took chips off the table and still got to see the business double.',
    quoteAuthor: 'Janet Okafor, Founder',
    url: null,
  },
]
