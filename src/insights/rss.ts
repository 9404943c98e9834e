/** RSS 2.0 (https://www.rssboard.org/rss-specification): the channel and its items, text escaped. */

type FeedItem = { title: string; link: string; description: string; published: string; categories: string[] }
export type Feed = { title: string; link: string; feedUrl: string; description: string; items: FeedItem[] }

// Characters XML 1.0 cannot carry at all are dropped; the five special ones are escaped.
const INVALID_XML = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu

const escapeXml = (text: string): string =>
  text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

export function rssFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', new Date(item.published).toUTCString()),
      element('description', item.description),
      ...item.categories.map((category) => element('category', category)),
      '</item>',
    ].join(''),
  )
  const updated = feed.items[0]?.published
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    '<language>en-us</language>',
    `<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(updated ? [element('lastBuildDate', new Date(updated).toUTCString())] : []),
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n')
}
