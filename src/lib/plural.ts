/**
 * A count with its noun in agreement: '1 visit', '2 visits', '0 inquiries', '1,200 visitors'. The
 * plural is the noun's regular English one unless given ('1 person', '3 people'); in a phrase
 * ('other lead') the last word takes it.
 */
export function plural(count: number, noun: string, nounPlural = regularPlural(noun)): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : nounPlural}`
}

/** 'inquiry' → 'inquiries', 'address' → 'addresses', 'visit' → 'visits'. */
export function regularPlural(noun: string): string {
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`
  return `${noun}s`
}
