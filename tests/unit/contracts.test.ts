import { AI_SOURCES, LEVELS, RATINGS } from '@/contracts/enumerations'
import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { messageAnalysisAnswer, predictionAnswer } from '@/contracts/ai-answers'
import { Advisors } from '@/collections/Advisors'
import { AiPredictions } from '@/leads/collections/AiPredictions'
import { Assessments } from '@/leads/collections/Assessments'
import { BlogPosts } from '@/collections/BlogPosts'
import { ContactInquiries } from '@/leads/collections/ContactInquiries'
import { MessageAnalyses } from '@/leads/collections/MessageAnalyses'
import { TeamMembers } from '@/collections/TeamMembers'
import { advisorCreateSchema } from '@/contracts/advisors'

import { assessmentImportSchema, assessmentVisitorSchema } from '@/contracts/assessments'
import { blogPostCreateSchema } from '@/contracts/blog-posts'
import { contactInquirySchema } from '@/contracts/inquiries'
import { leadAttribution } from '@/contracts/lead-attribution'
import { teamMemberCreateSchema } from '@/contracts/team-members'
import { attributionField } from '@/fields/attribution'

/**
 * A contract and its collection must describe the same resource: every field a caller may send
 * is stored, every stored field is sent by callers unless the server fills it, and both sides
 * agree on which fields are required, the text lengths, the number ranges and the options.
 */

type JsonSchema = {
  type?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  maxLength?: number
  minimum?: number
  maximum?: number
  maxItems?: number
  items?: JsonSchema
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
}

/** Every variant of a property: `a | null`, unions and nested unions flattened. */
const variants = (schema: JsonSchema): JsonSchema[] => (schema.anyOf ? schema.anyOf.flatMap(variants) : [schema])
const stringOf = (schema: JsonSchema) =>
  variants(schema).find((variant) => variant.type === 'string' && !('const' in variant))
const numberOf = (schema: JsonSchema) =>
  variants(schema).find((variant) => variant.type === 'number' || variant.type === 'integer')
const arrayOf = (schema: JsonSchema) => variants(schema).find((variant) => variant.type === 'array')

type DataField = Extract<Field, { name: string }> & {
  required?: boolean
  defaultValue?: unknown
  maxLength?: number
  min?: number
  max?: number
  maxRows?: number
  hasMany?: boolean
  options?: ({ value: string } | string)[]
}

const dataFields = (collection: CollectionConfig): DataField[] =>
  collection.fields.map((field) => {
    if (!('name' in field)) throw new Error(`${collection.slug}: a layout field; walk its sub-fields here`)
    return field as DataField
  })

const optionValues = (field: DataField) =>
  (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))

type Exceptions = {
  /** Stored fields callers need not (or may not) send: the server computes or defaults them. */
  serverFills?: readonly string[]
  /** Fields a visitor's form requires although a record may lack them (e.g. imported ones). */
  formRequires?: readonly string[]
  /** Request flags a caller may send that are acted on, never stored (e.g. 'E-mail me my results'). */
  requestOnly?: readonly string[]
}

/** The disagreements between a collection and the schema of what a caller sends. */
function contractMismatches(
  collection: CollectionConfig,
  schema: z.ZodType,
  { serverFills = [], formRequires = [], requestOnly = [] }: Exceptions = {},
): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const properties = json.properties ?? {}
  const required = new Set(json.required ?? [])
  const fields = dataFields(collection)
  const problems: string[] = []
  const problem = (name: string, text: string) => problems.push(`${collection.slug}.${name}: ${text}`)

  for (const name of Object.keys(properties)) {
    if (requestOnly.includes(name)) continue
    if (!fields.some((field) => field.name === name)) problem(name, 'in the contract but not in the collection')
  }
  for (const field of fields) {
    const property = properties[field.name]
    if (!property) {
      if (!serverFills.includes(field.name)) problem(field.name, 'in the collection but not in the contract')
      continue
    }
    const mustSend = Boolean(field.required) && field.defaultValue === undefined && !serverFills.includes(field.name)
    if (mustSend !== required.has(field.name) && !(required.has(field.name) && formRequires.includes(field.name))) {
      problem(
        field.name,
        mustSend ? 'required by the collection, optional in the contract' : 'required by the contract only',
      )
    }
    const text = field.hasMany ? arrayOf(property)?.items : stringOf(property)
    const enumerated = variants(field.hasMany ? (arrayOf(property)?.items ?? {}) : property).flatMap((variant) =>
      variant.enum ? (variant.enum as string[]) : [],
    )
    if (field.type === 'text' || field.type === 'textarea') {
      if (enumerated.length) {
        const tooLong = enumerated.filter((value) => field.maxLength === undefined || value.length > field.maxLength)
        if (tooLong.length) problem(field.name, `options longer than the collection's maxLength: ${tooLong.join(', ')}`)
      } else if (text?.maxLength !== field.maxLength) {
        problem(field.name, `maxLength ${field.maxLength} in the collection, ${text?.maxLength} in the contract`)
      }
    }
    if (field.hasMany && arrayOf(property)?.maxItems !== field.maxRows) {
      problem(
        field.name,
        `maxRows ${field.maxRows} in the collection, maxItems ${arrayOf(property)?.maxItems} in the contract`,
      )
    }
    if (field.type === 'select') {
      const options = optionValues(field)
      if (enumerated.length) {
        if (JSON.stringify([...enumerated].sort()) !== JSON.stringify([...options].sort())) {
          problem(field.name, `options ${options.join('|')} in the collection, ${enumerated.join('|')} in the contract`)
        }
      } else if (!text || options.some((value) => text.maxLength !== undefined && value.length > text.maxLength)) {
        problem(field.name, 'a select the contract takes as text too short for its options')
      }
    }
    if (field.type === 'number') {
      const number = numberOf(property)
      if (!number) problem(field.name, 'a number in the collection only')
      for (const bound of ['min', 'max'] as const) {
        const contract = number?.[bound === 'min' ? 'minimum' : 'maximum']
        if (field[bound] !== undefined && contract !== field[bound]) {
          problem(field.name, `${bound} ${field[bound]} in the collection, ${contract} in the contract`)
        }
      }
    }
    if (field.type === 'checkbox' && !variants(property).some((variant) => variant.type === 'boolean')) {
      problem(field.name, 'a checkbox the contract does not take as a boolean')
    }
  }
  return problems
}

describe('each contract agrees with its collection', () => {
  // The server derives a lead's attribution from what the page sent (attributionOf), and scores assessments.
  // Triage (status, owner) is changed through its own calls (leadTriageSchema), never by the forms;
  // the inbox's sort keys, the address's key (emailKey) and the person's (mailbox) are derived from the
  // other fields; the uid is the server's own random value.
  const lead = ['uid', 'attribution', 'status', 'owner', 'ownerUser', 'followUpOn', 'statusRank', 'emailKey', 'mailbox']
  const scored = [...lead, 'totalScore', 'categoryScores', 'resultsEmailConsent', 'revenueRank', 'ltvCac']
  const attribution: CollectionConfig = { slug: 'lead-attribution', fields: attributionField().fields }
  it.each<[string, CollectionConfig, z.ZodType, Exceptions]>([
    ['advisors', Advisors, advisorCreateSchema, { serverFills: ['displayOrder'] }],
    // A partner's meeting availability is edited in the CMS only (docs/meetings.md).
    ['team members', TeamMembers, teamMemberCreateSchema, { serverFills: ['availability'] }],
    [
      'blog posts',
      BlogPosts,
      blogPostCreateSchema,
      { serverFills: ['newsletterSentAt', 'searchTags', 'searchBody', 'readMinutes'] },
    ],
    [
      'contact inquiries (the visitor form)',
      ContactInquiries,
      contactInquirySchema,
      { serverFills: lead, formRequires: ['industry'] },
    ],
    [
      'assessments (the visitor form)',
      Assessments,
      assessmentVisitorSchema,
      { serverFills: scored, formRequires: ['answers'], requestOnly: ['emailResults'] },
    ],
    [
      'assessments (imports with the key)',
      Assessments,
      assessmentImportSchema,
      { serverFills: scored, requestOnly: ['emailResults'] },
    ],
    // A stored touch always has every part (the server fills them, blank when unknown).
    ['lead attribution', attribution, leadAttribution, { formRequires: Object.keys(leadAttribution.shape) }],
  ])('%s', (_, collection, schema, exceptions) => {
    expect(contractMismatches(collection, schema, exceptions)).toEqual([])
  })

  it('AI results store the options their analysts answer with', () => {
    const options = (collection: CollectionConfig, name: string) =>
      optionValues(dataFields(collection).find((field) => field.name === name)!).sort()
    const answerEnum = (schema: z.ZodType, name: string) =>
      ((z.toJSONSchema(schema).properties as Record<string, JsonSchema>)[name].enum as string[]).sort()
    expect(options(AiPredictions, 'rating')).toEqual(answerEnum(predictionAnswer, 'rating'))
    expect(options(AiPredictions, 'rating')).toEqual([...RATINGS].sort())
    expect(options(AiPredictions, 'riskLevel')).toEqual(answerEnum(predictionAnswer, 'riskLevel'))
    for (const name of ['urgencyLevel', 'businessPotential']) {
      expect(options(MessageAnalyses, name)).toEqual(answerEnum(messageAnalysisAnswer, name))
      expect(options(MessageAnalyses, name)).toEqual([...LEVELS].sort())
    }
    for (const collection of [AiPredictions, MessageAnalyses]) {
      expect(options(collection, 'source')).toEqual([...AI_SOURCES].sort())
    }
  })

  it('names every kind of disagreement', () => {
    const drifted: CollectionConfig = {
      ...Advisors,
      fields: [
        ...Advisors.fields.map((field): Field => {
          if (!('name' in field)) return field
          if (field.name === 'name') return { ...field, maxLength: 100 } as Field
          if (field.name === 'company') return { ...field, required: false } as Field
          return field
        }),
        { name: 'nickname', type: 'text', maxLength: 50 } satisfies Field,
      ].filter((field) => !('name' in field) || field.name !== 'bio'),
    }
    expect(contractMismatches(drifted, advisorCreateSchema, { serverFills: ['displayOrder'] })).toEqual([
      'advisors.bio: in the contract but not in the collection',
      'advisors.name: maxLength 100 in the collection, 120 in the contract',
      'advisors.company: required by the contract only',
      'advisors.nickname: in the collection but not in the contract',
    ])
    const options: CollectionConfig = {
      ...TeamMembers,
      fields: TeamMembers.fields.map((field) =>
        'name' in field && field.name === 'teamCategory'
          ? ({ ...field, options: ['Leadership Team'] } as Field)
          : field,
      ),
    }
    expect(contractMismatches(options, teamMemberCreateSchema, { serverFills: ['availability'] })).toEqual([
      expect.stringMatching(/^team-members\.teamCategory: options Leadership Team in the collection, /),
    ])
  })
})
