import type { Payload } from 'payload'
import sharp from 'sharp'

import * as advisorById from '@/app/api/advisors/[id]/route'
import * as advisors from '@/app/api/advisors/route'
import {
  assessmentById,
  assessmentExport,
  assessmentNotes,
  assessmentRestore,
  assessmentTrash,
  assessmentTrashById,
  assessments,
  contact,
  inquiryById,
  inquiryNotes,
} from '../lead-routes'
import * as postById from '@/app/api/blog/posts/[id]/route'
import * as posts from '@/app/api/blog/posts/route'
import * as leadSummary from '@/app/api/leads/summary/route'
import * as reorder from '@/app/api/reorder-advisors/route'
import * as revalidate from '@/app/api/revalidate/route'
import * as memberById from '@/app/api/team-members/[id]/route'
import * as members from '@/app/api/team-members/route'
import * as upload from '@/app/api/upload/route'

import { advisorBody, assessmentBody, businessBody, inquiryBody, postBody, teamBody } from './bodies'

type Handler = (request: Request, context: never) => Promise<Response>

/** One call of the API, with what a valid request to it looks like. */
export type RouteCase = {
  name: string
  handler: Handler
  method: string
  /** A valid id (a fresh record, so a DELETE can succeed each time). */
  id?: () => Promise<string>
  /** A valid JSON body. */
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>
  /** A valid multipart body instead. */
  form?: () => Promise<FormData>
  /** Public writes run the spam checks (traps and formStartTime answer 200). */
  spamChecked?: boolean
  /** Needs the admin key. */
  adminOnly: boolean
}

export const COLLECTIONS = [
  'advisors',
  'team-members',
  'blog-posts',
  'contact-inquiries',
  'assessments',
  'media',
] as const

/** Everything stored, to show a request changed nothing. */
export async function snapshot(payload: Payload): Promise<string> {
  const all = await Promise.all(
    COLLECTIONS.map((collection) =>
      payload.find({ collection, overrideAccess: true, pagination: false, depth: 0, sort: 'id' }),
    ),
  )
  return JSON.stringify(all.map((result) => result.docs))
}

export function routeCases(payload: Payload): RouteCase[] {
  const made = (collection: (typeof COLLECTIONS)[number], data: Record<string, unknown>) => async () =>
    String((await payload.create({ collection, data: data as never, overrideAccess: true })).id)
  const newAdvisor = made('advisors', advisorBody('Fixture Advisor'))
  const newMember = made('team-members', teamBody('Fixture Member'))
  const newPost = made('blog-posts', postBody('Fixture Post'))
  const newInquiry = made('contact-inquiries', inquiryBody('fixture@example.com'))
  const newAssessment = made('assessments', { ...businessBody('Fixture Co'), totalScore: 50 })
  const trashedAssessment = async () => {
    const id = await newAssessment()
    await payload.update({
      collection: 'assessments',
      id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    return id
  }
  const allAdvisorIds = async () => ({
    advisorIds: (await payload.find({ collection: 'advisors', overrideAccess: true, pagination: false })).docs.map(
      (a) => a.id,
    ),
  })
  const photo = async () => {
    const data = new FormData()
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .jpeg()
      .toBuffer()
    data.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'p.jpg')
    return data
  }
  return [
    { name: 'POST /api/advisors', handler: advisors.POST, method: 'POST', body: () => advisorBody(), adminOnly: true },
    {
      name: 'PUT /api/advisors/{id}',
      handler: advisorById.PUT,
      method: 'PUT',
      id: newAdvisor,
      body: () => advisorBody(),
      adminOnly: true,
    },
    {
      name: 'DELETE /api/advisors/{id}',
      handler: advisorById.DELETE,
      method: 'DELETE',
      id: newAdvisor,
      adminOnly: true,
    },
    { name: 'PUT /api/reorder-advisors', handler: reorder.PUT, method: 'PUT', body: allAdvisorIds, adminOnly: true },
    { name: 'POST /api/team-members', handler: members.POST, method: 'POST', body: () => teamBody(), adminOnly: true },
    {
      name: 'PUT /api/team-members/{id}',
      handler: memberById.PUT,
      method: 'PUT',
      id: newMember,
      body: () => teamBody(),
      adminOnly: true,
    },
    {
      name: 'DELETE /api/team-members/{id}',
      handler: memberById.DELETE,
      method: 'DELETE',
      id: newMember,
      adminOnly: true,
    },
    { name: 'POST /api/blog/posts', handler: posts.POST, method: 'POST', body: () => postBody(), adminOnly: true },
    { name: 'GET /api/blog/posts/{id}', handler: postById.GET, method: 'GET', id: newPost, adminOnly: false },
    {
      name: 'PUT /api/blog/posts/{id}',
      handler: postById.PUT,
      method: 'PUT',
      id: newPost,
      body: () => postBody(),
      adminOnly: true,
    },
    { name: 'DELETE /api/blog/posts/{id}', handler: postById.DELETE, method: 'DELETE', id: newPost, adminOnly: true },
    {
      name: 'POST /api/contact',
      handler: contact.POST,
      method: 'POST',
      body: () => inquiryBody(),
      spamChecked: true,
      adminOnly: false,
    },
    { name: 'GET /api/contact', handler: contact.GET, method: 'GET', adminOnly: true },
    {
      name: 'DELETE /api/contact/{id}',
      handler: inquiryById.DELETE,
      method: 'DELETE',
      id: newInquiry,
      adminOnly: true,
    },
    {
      name: 'POST /api/assessments',
      handler: assessments.POST,
      method: 'POST',
      body: () => assessmentBody(),
      spamChecked: true,
      adminOnly: false,
    },
    { name: 'GET /api/assessments', handler: assessments.GET, method: 'GET', adminOnly: true },
    {
      name: 'GET /api/assessments/{id}',
      handler: assessmentById.GET,
      method: 'GET',
      id: newAssessment,
      adminOnly: true,
    },
    {
      name: 'DELETE /api/assessments/{id}',
      handler: assessmentById.DELETE,
      method: 'DELETE',
      id: newAssessment,
      adminOnly: true,
    },
    {
      name: 'PATCH /api/assessments/{id}',
      handler: assessmentById.PATCH,
      method: 'PATCH',
      id: newAssessment,
      body: () => ({ status: 'contacted', followUpOn: '2026-03-02' }),
      adminOnly: true,
    },
    {
      name: 'PATCH /api/contact/{id}',
      handler: inquiryById.PATCH,
      method: 'PATCH',
      id: newInquiry,
      body: () => ({ status: 'qualified' }),
      adminOnly: true,
    },
    {
      name: 'GET /api/assessments/{id}/notes',
      handler: assessmentNotes.GET,
      method: 'GET',
      id: newAssessment,
      adminOnly: true,
    },
    {
      name: 'POST /api/contact/{id}/notes',
      handler: inquiryNotes.POST,
      method: 'POST',
      id: newInquiry,
      body: () => ({ text: 'Called back.' }),
      adminOnly: true,
    },
    { name: 'GET /api/assessments/trash', handler: assessmentTrash.GET, method: 'GET', adminOnly: true },
    {
      name: 'POST /api/assessments/trash/{id}/restore',
      handler: assessmentRestore.POST,
      method: 'POST',
      id: trashedAssessment,
      adminOnly: true,
    },
    {
      name: 'DELETE /api/assessments/trash/{id}',
      handler: assessmentTrashById.DELETE,
      method: 'DELETE',
      id: trashedAssessment,
      adminOnly: true,
    },
    { name: 'GET /api/assessments/export', handler: assessmentExport.GET, method: 'GET', adminOnly: true },
    { name: 'GET /api/leads/summary', handler: leadSummary.GET, method: 'GET', adminOnly: true },
    { name: 'POST /api/upload', handler: upload.POST, method: 'POST', form: photo, adminOnly: true },
    { name: 'POST /api/revalidate', handler: revalidate.POST, method: 'POST', adminOnly: true },
  ]
}

type SendOptions = {
  key?: string
  ip: string
  id?: string
  /** Overrides the JSON body: raw text sent as is. */
  rawBody?: string | BodyInit
  contentType?: string | null
  json?: unknown
}

/** Calls the route's handler directly, as our server and Next.js would. */
export async function send(route: RouteCase, options: SendOptions): Promise<{ status: number; text: string }> {
  const id = options.id ?? (route.id ? await route.id() : '')
  const headers = new Headers({ 'x-client-ip': options.ip })
  if (options.key !== undefined) headers.set('x-api-key', options.key)
  let body: BodyInit | undefined
  if (options.rawBody !== undefined) body = options.rawBody
  else if (options.json !== undefined) body = JSON.stringify(options.json)
  else if (route.body) body = JSON.stringify(await route.body())
  else if (route.form) body = await route.form()
  if (typeof body === 'string' && options.contentType !== null)
    headers.set('content-type', options.contentType ?? 'application/json')
  else if (options.contentType) headers.set('content-type', options.contentType)
  const request = new Request(`http://localhost:3000/api/x/${encodeURIComponent(id)}`, {
    method: route.method,
    headers,
    body,
  })
  const response = await route.handler(request, { params: Promise.resolve({ id }) } as never)
  return { status: response.status, text: await response.text() }
}
