import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  UploadFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import type { Block, TextFieldSingleValidation } from 'payload'

import { ASSESSMENT_CTA_BLOCK, ASSESSMENT_CTA_LIMITS } from '@/contracts/blog-posts'
import { goalField } from '@/fields/goal'
import { isAllowedLinkUrl } from '@/lib/rich-text'

import { INTERNAL_LINK_COLLECTIONS } from './internal-links'

/** 'Take the assessment': a call to action inside an article; Markdown `<assessmentCta heading="…"/>`. */
const assessmentCtaBlock: Block = {
  slug: ASSESSMENT_CTA_BLOCK,
  interfaceName: 'AssessmentCtaBlock',
  labels: { singular: 'Take the assessment', plural: 'Take the assessment' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: ASSESSMENT_CTA_LIMITS.heading,
      admin: { description: 'Empty: the standard invitation to take the assessment.' },
    },
    goalField,
  ],
  jsx: {
    // Payload's default start pattern misses the prop-less `<assessmentCta/>` it writes itself.
    customStartRegex: new RegExp(`<${ASSESSMENT_CTA_BLOCK}(?=[\\s/>]|$)`),
    import: ({ props }) => ({
      heading: typeof props.heading === 'string' ? props.heading : undefined,
      goal: typeof props.goal === 'string' ? props.goal : undefined,
    }),
    export: ({ fields }) => ({
      props: { ...(fields.heading ? { heading: fields.heading } : {}), ...(fields.goal ? { goal: fields.goal } : {}) },
    }),
  },
}

// A link by reference has no address of its own: the page renders the document's current one.
const linkUrl: TextFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { linkType?: unknown } | undefined)?.linkType === 'internal' ||
  isAllowedLinkUrl(value) ||
  'Links must be http(s) addresses or paths on this site (/…)'

/**
 * What an insight's body may hold: h2–h4, bold and italic, links (a URL, or an insight or team
 * member by reference, kept as its id so a retitle never breaks it), lists, quotes, images from
 * Media and the assessment block. Each feature brings its Markdown form.
 */
export const insightFeatures = [
  ParagraphFeature(),
  BoldFeature(),
  ItalicFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  LinkFeature({
    enabledCollections: [...INTERNAL_LINK_COLLECTIONS],
    // The id alone: the page looks up the current address of every linked document in one query each.
    maxDepth: 0,
    fields: ({ defaultFields }) => [
      ...defaultFields.map((field) =>
        field.name === 'url' && field.type === 'text' && !field.hasMany ? { ...field, validate: linkUrl } : field,
      ),
      goalField,
    ],
  }),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  UploadFeature({ enabledCollections: ['media'] }),
  BlocksFeature({ blocks: [assessmentCtaBlock] }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

export const insightEditor = lexicalEditor({ features: insightFeatures })
