/** The bench's published insights: a deterministic blog of BENCH_POSTS posts written straight into SQLite. */
import { createClient } from '@libsql/client'

import { readMinutes } from '../../src/lib/read-time'
import { plainTextToRichText } from '../../src/lib/rich-text'

const TOPIC_WORDS = (
  'growth capital succession family board margin pricing buyer founder exit valuation governance ' +
  'healthcare technology recurring revenue retention churn hiring culture leadership strategy ' +
  'acquisition diligence partnership operations efficiency customer market expansion'
).split(' ')
/** The blog's tags, two a post: a curated few, as an editor keeps them, none of them a query's word. */
export const TAGS = (
  'Case Study,Interview,Playbook,Checklist,Outlook,Field Notes,Research,Letters,Webinar,Podcast,Essay,Guide,' +
  'Primer,Profile,Opinion,Review'
).split(',')
export const QUERIES = ['growth', 'family succession', 'pricing power', 'board governance', 'recur', 'healthcare buyer']

/**
 * A 5,000-word vocabulary drawn with Zipf-like frequencies (the rank-r word about 1/r as often as
 * the first), the topic words spread over ranks 20–360: the commonest are in most posts, the
 * rarest in about one in ten, as in a real blog.
 */
export const VOCABULARY = Array.from({ length: 5000 }, (_, rank) => `w${rank.toString(36)}`)
TOPIC_WORDS.forEach((word, index) => (VOCABULARY[20 + index * 10] = word))

/** A deterministic pseudo-random word sequence, so every run searches the same posts. */
export function words(seed: number, count: number): string {
  let state = seed
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648
    const rank = Math.floor(Math.exp((state / 2147483648) * Math.log(VOCABULARY.length))) - 1
    return VOCABULARY[rank]
  }).join(' ')
}

/** Posts straight into the database as Payload stores them (tags as rows of blog_posts_texts; the FTS5 triggers index the save hook's columns). */
export async function seedPosts(database: string, POSTS: number): Promise<void> {
  const client = createClient({ url: `file:${database}` })
  const statements = Array.from({ length: POSTS }, (_, n) => {
    const body = `${words(n * 7 + 1, 120)}\n\n${words(n * 7 + 2, 180)}`
    const tags = [TAGS[n % TAGS.length], TAGS[(n * 7 + 3) % TAGS.length]].filter(
      (tag, index, all) => all.indexOf(tag) === index,
    )
    return [
      {
        sql: 'INSERT INTO blog_posts (id, title, summary, content, is_published, _status, published_at, search_tags, search_body, read_minutes) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?)',
        args: [
          n + 1,
          `Bench ${n}: ${words(n * 7 + 4, 5)}`,
          words(n * 7 + 5, 25),
          JSON.stringify(plainTextToRichText(body)),
          'published',
          new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
          tags.join(' '),
          body,
          readMinutes(body),
        ],
      },
      ...tags.map((tag, order) => ({
        sql: 'INSERT INTO blog_posts_texts ("order", parent_id, path, text) VALUES (?, ?, \'tags\', ?)',
        args: [order + 1, n + 1, tag],
      })),
    ]
  }).flat()
  for (let start = 0; start < statements.length; start += 1000)
    await client.batch(statements.slice(start, start + 1000), 'write')
  client.close()
}

/**
 * The n-th of many distinct searches, none of them in QUERIES: a mid-frequency word alone, or a
 * topic word and another word, so each is seen for the first time (the cold path) and matches posts.
 */
export function coldQuery(n: number): string {
  const word = VOCABULARY[40 + ((n * 7) % 4000)]
  return n % 2 ? word : `${TOPIC_WORDS[n % TOPIC_WORDS.length]} ${word}`
}
