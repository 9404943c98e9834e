import type { CollectionConfig } from 'payload'

import { ADVISOR_LIMITS } from '@/contracts/advisors'

import { listingFields, photoAndLinkedinFields, profileCollection } from './profile'

export const Advisors: CollectionConfig = profileCollection({
  slug: 'advisors',
  singular: 'Advisor',
  plural: 'Advisors',
  column: 'company',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: ADVISOR_LIMITS.name },
    { name: 'title', type: 'text', required: true, maxLength: ADVISOR_LIMITS.title },
    { name: 'company', type: 'text', required: true, maxLength: ADVISOR_LIMITS.company },
    { name: 'expertise', type: 'text', required: true, maxLength: ADVISOR_LIMITS.expertise },
    { name: 'description', type: 'textarea', required: true, maxLength: ADVISOR_LIMITS.description },
    { name: 'bio', type: 'textarea', maxLength: ADVISOR_LIMITS.bio },
    ...photoAndLinkedinFields(ADVISOR_LIMITS),
    ...listingFields(),
  ],
})
