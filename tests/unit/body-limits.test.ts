import { MAX_EVENT_BODY_BYTES } from '../../src/contracts/analytics-event'
import { describe, expect, it } from 'vitest'

import { BLOG_POST_BODY_BYTES } from '@/contracts/blog-posts'
import { CONTACT_BODY_BYTES } from '@/contracts/inquiries'
import { JSON_BODY_BYTES } from '@/contracts/fields'
import { TEAM_MEMBER_BODY_BYTES } from '@/contracts/team-members'
import { MAX_UPLOAD_BYTES } from '@/contracts/uploads'
import { bodyRule, credentialsRequired } from '@/contracts/body-limits'

describe('bodyRule', () => {
  it.each([
    ['/api/events', MAX_EVENT_BODY_BYTES],
    ['/api/admin/validate', 16 * 1024],
    ['/api/contact', CONTACT_BODY_BYTES],
    ['/api/contact/12', CONTACT_BODY_BYTES],
    ['/api/team-members/3', TEAM_MEMBER_BODY_BYTES],
    ['/api/blog/posts', BLOG_POST_BODY_BYTES],
    ['/api/assessments', JSON_BODY_BYTES],
    ['/api/contactx', JSON_BODY_BYTES],
    ['/', JSON_BODY_BYTES],
  ])('limits %s to %i bytes', (path, bytes) => {
    expect(bodyRule(path).maxBytes).toBe(bytes)
  })

  it('gives uploads 5 MB plus room for the multipart framing, with the upload message', () => {
    for (const path of ['/api/upload', '/cms-api/media', '/cms-api/media/4']) {
      expect(bodyRule(path).maxBytes).toBeGreaterThan(MAX_UPLOAD_BYTES)
      expect(bodyRule(path).maxBytes).toBeLessThan(MAX_UPLOAD_BYTES + 100 * 1024)
      expect(bodyRule(path).tooLarge).toBe('File size must be less than 5MB')
    }
    expect(bodyRule('/cms-api/advisors').maxBytes).toBeLessThan(MAX_UPLOAD_BYTES)
  })
})

describe('credentialsRequired', () => {
  it.each([
    ['POST', '/cms-api/advisors'],
    ['PATCH', '/cms-api/advisors/1'],
    ['DELETE', '/cms-api/users/1'],
    ['POST', '/cms-api/globals/site-settings'],
    ['POST', '/cms-api/media'],
    ['POST', '/cms-api/users'],
    ['POST', '/cms-api/graphql'],
  ])('refuses anonymous %s %s', (method, path) => {
    expect(credentialsRequired(method, path)).toEqual({
      status: 403,
      message: 'You are not allowed to perform this action.',
    })
  })

  it('refuses an anonymous upload as the upload route does', () => {
    expect(credentialsRequired('POST', '/api/upload')).toEqual({
      status: 401,
      message: 'Unauthorized: a valid x-api-key header is required',
    })
  })

  it.each([
    ['POST', '/cms-api/users/login'],
    ['POST', '/cms-api/users/logout'],
    ['POST', '/cms-api/users/forgot-password'],
    ['POST', '/cms-api/users/reset-password'],
    ['POST', '/cms-api/users/first-register'],
    ['POST', '/cms-api/users/verify/abc123'],
    ['GET', '/cms-api/advisors'],
    ['POST', '/api/contact'],
    ['POST', '/cms-apix'],
  ])('lets %s %s through to its own checks', (method, path) => {
    expect(credentialsRequired(method, path)).toBeNull()
  })
})
