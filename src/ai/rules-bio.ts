import type { EnhancementType } from '@/contracts/enumerations'

import { boundBio } from '@/contracts/ai-answers'
import type { BioInput } from '@/contracts/ai-results'

const FILLER = /\b(very|really|basically|actually|just|truly|extremely|quite)\s+/gi
const ACHIEVEMENT =
  /\d|\b(led|built|grew|founded|co-founded|launched|raised|closed|delivered|increased|reduced|scaled|award\w*|achiev\w*|exit\w*)\b/i
const TECHNICAL =
  /\b(engineer\w*|software|data|systems?|technical|technolog\w*|platforms?|models?|analytics|architect\w*|develop\w*|digital|automation|cloud)\b/i
const LEADERSHIP = /\b(lead\w*|led|teams?|manag\w*|mentor\w*|boards?|vision|strateg\w*|direct\w*|execut\w*)\b/i

type Draft = { name: string; first: string; role: string; expertise: string; sentences: string[] }

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Sentences of the original bio in the third person, tidied: filler out, capitalised, punctuated, no repeats. */
function sentencesOf(bio: string, first: string): string[] {
  const tidy = bio
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(FILLER, '').trim())
    .filter((sentence) => sentence.length > 1)
    .map((sentence) => thirdPerson(sentence, first))
    .map((sentence) => capitalise(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`))
  return [...new Set(tidy)]
}

const KEEP_VERB =
  /^(can|could|will|would|shall|should|may|might|must|did|was|had|led|built|grew|ran|won|began|became|made|took|saw|wrote|held|sold|spent|\w+ed)$/i

/** "I love" → "Ana loves": a present-tense verb after the new subject takes the third person. */
function conjugate(verb: string): string {
  if (KEEP_VERB.test(verb)) return verb
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`
  if (/(s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`
  return `${verb}s`
}

function thirdPerson(sentence: string, first: string): string {
  return sentence
    .replace(/\bI am\b|\bI'm\b|\bI’m\b/g, `${first} is`)
    .replace(/\bI have\b|\bI've\b|\bI’ve\b/g, `${first} has`)
    .replace(
      /\bI (also |now |currently |still )?([a-z]+)\b/g,
      (_, adverb = '', verb: string) => `${first} ${adverb}${conjugate(verb)}`,
    )
    .replace(/\bI\b/g, first)
    .replace(/\b[Mm]y\b/g, `${first}’s`)
    .replace(/\bme\b/g, first)
}

const areasOf = (expertise: string) =>
  expertise
    .split(/,|;|\/|\band\b/)
    .map((area) => area.trim())
    .filter(Boolean)

const listText = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** Sentences matching `pattern` first, the rest after, each group in its original order. */
const leadWith = (sentences: string[], pattern: RegExp) => [
  ...sentences.filter((sentence) => pattern.test(sentence)),
  ...sentences.filter((sentence) => !pattern.test(sentence)),
]

const bullets = (sentences: string[]) => sentences.map((sentence) => `• ${sentence}`).join('\n')

const COMPOSE: Record<Exclude<EnhancementType, 'custom'>, (draft: Draft) => string> = {
  general: ({ name, first, role, expertise, sentences }) =>
    [
      `${name} is ${role}${expertise ? `, working across ${expertise}` : ''}.`,
      ...sentences,
      `${first} brings a thoughtful, collaborative approach to every engagement.`,
    ].join(' '),
  professional: ({ name, first, role, expertise, sentences }) =>
    [
      `${name} serves as ${role}.`,
      expertise ? `${first} specialises in ${expertise}.` : null,
      ...sentences,
      `Clients and colleagues value ${first}’s judgement, discretion and commitment to results.`,
    ]
      .filter(Boolean)
      .join(' '),
  achievements: ({ name, first, role, expertise, sentences }) => {
    const wins = sentences.filter((sentence) => ACHIEVEMENT.test(sentence))
    const context = sentences.filter((sentence) => !ACHIEVEMENT.test(sentence))
    return [
      `${name}, ${role}, has a record of measurable results.`,
      context.join(' '),
      `Highlights:\n${bullets(wins.length > 0 ? wins : sentences)}`,
      `${first} continues to build on this track record${expertise ? ` in ${expertise}` : ''}.`,
    ]
      .filter(Boolean)
      .join('\n\n')
  },
  expertise: ({ name, first, role, expertise, sentences }) =>
    [
      [`${name} is ${role} and a specialist in ${expertise || 'their field'}.`, ...sentences].join(' '),
      areasOf(expertise).length > 0 ? `Areas of expertise: ${listText(areasOf(expertise))}.` : null,
      `Organisations turn to ${first} for depth of knowledge applied to practical decisions.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  technical: ({ name, first, role, expertise, sentences }) =>
    [
      [`${name} combines technical depth with practical execution as ${role}.`, ...leadWith(sentences, TECHNICAL)].join(
        ' ',
      ),
      expertise ? `Technical focus: ${listText(areasOf(expertise))}.` : null,
      `${first} turns complex technical problems into reliable, scalable solutions.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  leadership: ({ name, first, role, sentences }) =>
    [
      [`As ${role}, ${name} leads with clarity and conviction.`, ...leadWith(sentences, LEADERSHIP)].join(' '),
      `${first} sets direction, builds high-performing teams and develops the next generation of leaders.`,
    ].join('\n\n'),
}

/** Custom instructions, read for the few directions a rule-based writer can follow. */
function composeCustom(input: BioInput, draft: Draft): string {
  const instructions = input.customInstructions
  const brief = /\b(short\w*|concise|brief|summar\w*|tight\w*)\b/i.test(instructions)
  const asList = /\b(bullets?|bullet points|list)\b/i.test(instructions)
  const warm = /\b(friendly|casual|warm\w*|conversational|approachable)\b/i.test(instructions)
  const emphasis = instructions
    .match(/\b(?:emphasi[sz]e|highlight|focus on|mention|stress)\s+([^.;\n]{3,80})/i)?.[1]
    ?.trim()
  const sentences = brief ? draft.sentences.slice(0, 2) : draft.sentences
  const opening = `${draft.name} is ${draft.role}.`
  const body = asList ? bullets(sentences) : sentences.join(' ')
  return [
    opening,
    body,
    emphasis ? `${draft.first} places particular emphasis on ${emphasis.replace(/[.!?]+$/, '')}.` : null,
    warm
      ? `Outside the office, ${draft.first} is approachable, curious and always glad to help.`
      : `${draft.first} is recognised for rigour, integrity and lasting client relationships.`,
  ]
    .filter(Boolean)
    .join(asList ? '\n\n' : ' ')
}

/** A deterministic rewrite: the bio's own facts, restructured and re-toned for the chosen type. */
export function rulesEnhancedBio(input: BioInput): string {
  const name = input.name.trim() || 'This professional'
  const first = input.name.trim().split(/\s+/)[0] || 'They'
  const title = input.title.trim()
  const company = input.company.trim()
  const role = [title || 'a professional', company ? `at ${company}` : ''].filter(Boolean).join(' ')
  const draft: Draft = {
    name,
    first,
    role,
    expertise: input.expertise.trim(),
    sentences: sentencesOf(input.bio, first),
  }
  const text = input.enhancementType === 'custom' ? composeCustom(input, draft) : COMPOSE[input.enhancementType](draft)
  return boundBio(text)
}
