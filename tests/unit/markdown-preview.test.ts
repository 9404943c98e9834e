import { describe, expect, it } from 'vitest'

import { markdownBlocks } from '@/dashboard/model/markdown-preview'

describe("the post form's Markdown preview", () => {
  it('reads the Markdown the API stores as blocks, text kept as text and unsafe links as text', () => {
    const blocks = markdownBlocks(
      [
        '## Why',
        'Read **our** [criteria](/assessment) and [this](javascript:alert(1)).\n<b>not html</b>',
        '- one\n- two',
        '1. first',
        '> quoted',
        '![media:12]()',
        '<assessmentCta heading="Ready?"/>',
      ].join('\n\n'),
    )
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'image', 'cta'])
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Read ' },
        { kind: 'bold', children: [{ kind: 'text', text: 'our' }] },
        { kind: 'text', text: ' ' },
        { kind: 'link', href: '/assessment', children: [{ kind: 'text', text: 'criteria' }] },
        { kind: 'text', text: ' and ' },
        { kind: 'link', href: null, children: [{ kind: 'text', text: 'this' }] },
        { kind: 'text', text: ').' },
        { kind: 'break' },
        { kind: 'text', text: '<b>not html</b>' },
      ],
    })
    expect(blocks[6]).toEqual({ kind: 'cta', heading: 'Ready?' })
  })
})
