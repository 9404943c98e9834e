/** The content tabs when their loads and writes fail, and the post editor's own fetch by id. */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminApi, dashboardPerFile, openTab } from './admin-helpers'

type Post = { id: number; title: string }

let post: Post
const currentPage = dashboardPerFile(async () => {
  post = await adminApi<Post>('/api/blog/posts', 'POST', {
    title: 'Fetched By Id',
    summary: 'Opened for editing.',
    content: 'Body text.',
    tags: ['ops'],
    isPublished: false,
    publishedAt: null,
  })
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

const failing = (pattern: string) => page.route(pattern, (route) => route.fulfill({ status: 500, body: 'down' }))

/** Opens `tab` on a freshly loaded dashboard whose `pattern` requests fail, and waits for `message`. */
async function failedLoad(pattern: string, tab: string, message: string) {
  await failing(pattern)
  await page.reload()
  await page.getByRole('button', { name: 'Logout' }).waitFor()
  await openTab(page, tab)
  await page.getByRole('alert').filter({ hasText: message }).waitFor({ timeout: 15_000 })
  await page.unroute(pattern)
}

describe('loading failures', () => {
  it("says 'Failed to fetch advisors' (after its one retry)", async () => {
    let calls = 0
    await page.route('**/api/advisors', (route) => {
      calls += 1
      return route.fulfill({ status: 500, body: 'down' })
    })
    await page.reload()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    await openTab(page, 'Advisor Management')
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch advisors' }).waitFor({ timeout: 15_000 })
    expect(calls).toBe(2)
    await page.unroute('**/api/advisors')
  })

  it("says 'Error loading team members' with 'Failed to fetch team members'", async () => {
    await failedLoad(
      '**/api/team-members',
      'Team Management',
      'Error loading team members: Failed to fetch team members',
    )
  })

  it("says 'Failed to fetch blog posts'", async () => {
    await failedLoad('**/api/blog/posts', 'Insights', 'Failed to fetch blog posts')
  })
})

describe('editing a post', () => {
  it("fetches the post by id, and says 'Failed to fetch blog post' when that fails", async () => {
    await page.reload()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    await openTab(page, 'Insights')
    await failing(`**/api/blog/posts/${post.id}`)
    await page.getByRole('button', { name: 'Edit Fetched By Id' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' })
    await dialog.getByRole('alert').filter({ hasText: 'Failed to fetch blog post' }).waitFor()
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await page.unroute(`**/api/blog/posts/${post.id}`)

    await adminApi(`/api/blog/posts/${post.id}`, 'PUT', {
      title: 'Fetched By Id',
      summary: 'Changed on the server since the list loaded.',
      content: 'Body text.',
      tags: ['ops'],
      isPublished: false,
      publishedAt: null,
    })
    await page.getByRole('button', { name: 'Edit Fetched By Id' }).click()
    await page.getByRole('dialog', { name: 'Edit Blog Post' }).getByLabel('Summary').waitFor()
    expect(await page.getByRole('dialog').getByLabel('Summary').inputValue()).toBe(
      'Changed on the server since the list loaded.',
    )
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click()
  })
})

describe('photo upload refused by the server', () => {
  it("says 'Failed to upload image' when the upload call fails", async () => {
    await openTab(page, 'Advisor Management')
    await page.getByRole('button', { name: 'Add Advisor' }).click()
    const dialog = page.getByRole('dialog')
    // Passes the browser-side checks (PNG type, small) but its bytes are no image: the API answers 415.
    await dialog
      .getByLabel('Upload photo file')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })
    await page.getByText('Failed to upload image').first().waitFor()
    expect(await dialog.getByLabel('Photo URL').inputValue()).toBe('')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  })
})

describe('write failures', () => {
  const toastSays = (text: string) => page.getByText(text, { exact: true }).first().waitFor()
  const refusing = (pattern: string, method: string) =>
    page.route(pattern, (route) =>
      route.request().method() === method ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    )

  it("toasts 'Failed to create advisor' and 'Enhancement Failed' when the API refuses", async () => {
    await page.reload()
    await page.getByRole('button', { name: 'Logout' }).waitFor()
    await openTab(page, 'Advisor Management')
    await refusing('**/api/advisors', 'POST')
    await refusing('**/api/enhance-bio', 'POST')
    await page.getByRole('button', { name: 'Add Advisor' }).click()
    const dialog = page.getByRole('dialog')
    for (const [label, value] of [
      ['Name', 'Refused Person'],
      ['Title', 'Partner'],
      ['Company', 'Co'],
      ['Expertise', 'Ops'],
      ['Description', 'Text'],
      ['Bio', 'Some bio'],
    ]) {
      await dialog.getByLabel(label, { exact: true }).fill(value)
    }
    await dialog.getByRole('button', { name: 'Enhance with AI' }).click()
    await page.getByRole('menuitem', { name: 'General Enhancement' }).click()
    await toastSays('Enhancement Failed')
    await toastSays('Failed to enhance bio. Please try again.')
    await dialog.getByRole('button', { name: 'Create Advisor' }).click()
    await toastSays('Failed to create advisor')
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await page.unrouteAll()
  })

  it("toasts the team member error message and 'Failed to enhance overview. Please try again.'", async () => {
    await openTab(page, 'Team Management')
    await refusing('**/api/team-members', 'POST')
    await refusing('**/api/enhance-bio', 'POST')
    await page.getByRole('button', { name: 'Add Team Member' }).click()
    await page.locator('#team-name').fill('Refused Member')
    await page.locator('#team-title').fill('Principal')
    await page.getByLabel('Professional Overview').fill('Invests in founders.')
    await page.getByRole('button', { name: 'Enhance Overview with AI' }).click()
    await toastSays('Failed to enhance overview. Please try again.')
    await page.getByRole('button', { name: 'Create Team Member' }).click()
    await toastSays('500: down')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.unrouteAll()
  })

  it("toasts 'Failed to create blog post: {reason}' and 'Failed to update blog post: {reason}'", async () => {
    await openTab(page, 'Insights')
    await refusing('**/api/blog/posts', 'POST')
    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title').fill('Refused Post')
    await dialog.getByLabel('Summary').fill('Summary')
    await dialog.getByLabel('Content').fill('Content')
    await dialog.getByRole('button', { name: 'Create Post' }).click()
    await toastSays('Failed to create blog post: 500: down')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()

    await refusing(`**/api/blog/posts/${post.id}`, 'PUT')
    await page.getByRole('button', { name: 'Edit Fetched By Id' }).click()
    await dialog.getByRole('button', { name: 'Update Post' }).click()
    await toastSays('Failed to update blog post: 500: down')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await page.unrouteAll()
  })
})
