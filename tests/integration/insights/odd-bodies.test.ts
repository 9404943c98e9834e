/** Bodies the CMS's REST API may be sent that no editor makes: each is answered, never with a 500. */
import { describe, expect, it } from 'vitest'

import { POST as cmsPOST } from '@/app/(payload)/cms-api/[...slug]/route'

import { ADMIN_KEY, testPayload } from '../helpers'

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  mode: 'normal',
  style: '',
  detail: 0,
})
const bodies: Record<string, unknown> = {
  number: 12,
  array: [],
  noRoot: { foo: 1 },
  rootChildrenString: { root: { type: 'root', children: 'x' } },
  childNotObject: { root: { type: 'root', children: [1] } },
  unknownNode: { root: { type: 'root', children: [{ type: 'nope', version: 1 }] } },
  unknownBlock: { root: { type: 'root', children: [{ type: 'block', version: 2, fields: { blockType: 'nope' } }] } },
  blockNoFields: { root: { type: 'root', children: [{ type: 'block', version: 2 }] } },
  uploadNoValue: { root: { type: 'root', children: [{ type: 'upload', version: 3, relationTo: 'media' }] } },
  uploadOther: { root: { type: 'root', children: [{ type: 'upload', version: 3, relationTo: 'users', value: 1 }] } },
  linkNoFields: {
    root: {
      type: 'root',
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'link', version: 3, children: [text('x')] }] }],
    },
  },
  textNoText: {
    root: { type: 'root', children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1 }] }] },
  },
  headingH1: { root: { type: 'root', children: [{ type: 'heading', tag: 'h1', version: 1, children: [text('x')] }] } },
}

describe('odd bodies sent to /cms-api', () => {
  it.each(Object.entries(bodies))('%s is refused with a 4xx or stored, never a 500', async (_, content) => {
    await testPayload()
    const url = new URL('/cms-api/blog-posts', 'http://localhost:3000')
    const response = await cmsPOST(
      new Request(url, {
        method: 'POST',
        headers: { 'x-api-key': ADMIN_KEY, 'content-type': 'application/json', 'x-client-ip': '203.0.113.8' },
        body: JSON.stringify({ title: 'T', summary: 'S', content }),
      }),
      { params: Promise.resolve({ slug: ['blog-posts'] }) },
    )

    expect(response.status).toBeLessThan(500)
  })
})
