/**
 * The kinds of lead, one row each: everything that names a kind (its collection, its routes, its
 * dashboard tab, the field other collections point at it by, its AI result) derives from here, so a
 * new kind is one row plus its collection.
 */
export const LEAD_KIND_TABLE = {
  assessment: {
    /** Payload collection slug. */
    collection: 'assessments',
    /** SQLite table of the collection. */
    table: 'assessments',
    /** `/api/{segment}…`: the kind's routes. */
    segment: 'assessments',
    /** The dashboard tab listing the kind (`/admin?tab=…`). */
    tab: 'assessments',
    /** The relationship field naming the lead in lead notes, deliveries, replies and the AI result. */
    relationField: 'assessment',
    /** The AI result collection and the queued task writing it (its input: `{ [aiInput]: id }`). */
    aiCollection: 'ai-predictions',
    aiTask: 'predictAssessment',
    aiInput: 'assessmentId',
    /** What a 404 about one lead of the kind names, and the CMS's plural. */
    label: 'Assessment',
    plural: 'Assessments',
    /** A list of them, as the dashboard captions it. */
    listName: 'Business assessments',
    /** The fields the inbox's search looks in: name, e-mail and business. */
    searchFields: ['businessName', 'contactName', 'contactEmail'],
    /** The field holding the person's e-mail address. */
    emailField: 'contactEmail',
    /** The file name of the list's CSV export. */
    csvFile: 'business-assessments.csv',
  },
  inquiry: {
    collection: 'contact-inquiries',
    table: 'contact_inquiries',
    segment: 'contact',
    tab: 'inquiries',
    relationField: 'contactInquiry',
    aiCollection: 'message-analyses',
    aiTask: 'analyzeInquiry',
    aiInput: 'contactInquiryId',
    label: 'Contact inquiry',
    plural: 'Contact inquiries',
    listName: 'Contact inquiries',
    searchFields: ['firstName', 'lastName', 'email', 'website'],
    emailField: 'email',
    csvFile: 'contact-inquiries.csv',
  },
} as const

type Table = typeof LEAD_KIND_TABLE
export type LeadKind = keyof Table
export type LeadCollectionSlug = Table[LeadKind]['collection']
export type LeadTab = Table[LeadKind]['tab']

export const LEAD_KINDS = Object.keys(LEAD_KIND_TABLE) as LeadKind[]

const kindBy =
  <F extends 'collection' | 'segment' | 'tab'>(field: F) =>
  (value: string): LeadKind | undefined =>
    LEAD_KINDS.find((kind) => LEAD_KIND_TABLE[kind][field] === value)

/** The kind stored in a collection, served under a route segment (none: not a lead route), or listed on a dashboard tab. */
export const kindOfCollection = kindBy('collection') as (value: LeadCollectionSlug) => LeadKind
export const kindOfSegment = kindBy('segment')
export const kindOfTab = kindBy('tab') as (value: LeadTab) => LeadKind
