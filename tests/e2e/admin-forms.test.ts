/** The dashboard's forms check their body with the resource's contract, and show the fields a 400 names. */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardPerFile, openTab, seeText } from './admin-helpers'

const currentPage = dashboardPerFile()
let page: Page
beforeAll(() => {
  page = currentPage()
})

const dialog = () => page.getByRole('dialog')
const closeDialog = () => dialog().getByRole('button', { name: 'Close', exact: true }).click()
/** The message under a control, read through the control's aria-describedby. */
const errorOf = async (label: string) => {
  const control = dialog().getByLabel(label, { exact: true })
  expect(await control.getAttribute('aria-invalid')).toBe('true')
  const id = await control.getAttribute('aria-describedby')
  return page.locator(`[id="${id}"]`).textContent()
}

async function fillAdvisor(name: string) {
  for (const [label, value] of [
    ['Name', name],
    ['Title', 'Partner'],
    ['Company', 'Co'],
    ['Expertise', 'Ops'],
    ['Description', 'Text'],
  ]) {
    await dialog().getByLabel(label, { exact: true }).fill(value)
  }
}

describe('advisor editor', () => {
  it('refuses a body the contract refuses before sending it, naming the field', async () => {
    await openTab(page, 'Advisor Management')
    let posts = 0
    await page.route('**/api/advisors', (route) => {
      if (route.request().method() === 'POST') posts += 1
      return route.continue()
    })
    await page.getByRole('button', { name: 'Add Advisor' }).click()
    await fillAdvisor('N'.repeat(121))
    await dialog().getByRole('button', { name: 'Create Advisor' }).click()
    expect(await errorOf('Name')).toBe('At most 120 characters')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('advisor-name')
    expect(posts).toBe(0)
    await page.unrouteAll()
    await closeDialog()
  })

  it('marks the fields a 400 lists in X-Invalid-Fields, with the failure toast', async () => {
    await page.route('**/api/advisors', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            headers: { 'content-type': 'text/plain', 'X-Invalid-Fields': 'linkedinUrl,photo' },
            body: 'Invalid or missing fields: linkedinUrl, photo',
          })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Add Advisor' }).click()
    await fillAdvisor('Refused Fields')
    await dialog().getByRole('button', { name: 'Create Advisor' }).click()
    await seeText(page, 'Failed to create advisor')
    expect(await errorOf('LinkedIn URL')).toBe('The server did not accept this value')
    expect(await errorOf('Photo URL')).toBe('The server did not accept this value')
    expect(await dialog().getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBeNull()
    await page.unrouteAll()
    await closeDialog()
  })
})

describe('post editor', () => {
  it('names an over-long title under its field and sends nothing', async () => {
    await openTab(page, 'Insights')
    let sent = 0
    await page.route('**/api/blog/posts', (route) => {
      if (route.request().method() === 'POST') sent += 1
      return route.continue()
    })
    await page.getByRole('button', { name: 'New Post' }).click()
    await dialog().getByLabel('Title').fill('T'.repeat(201))
    await dialog().getByLabel('Summary').fill('Summary')
    await dialog().getByLabel('Content').fill('Content')
    await dialog().getByRole('button', { name: 'Create Post' }).click()
    expect(await errorOf('Title')).toBe('At most 200 characters')
    expect(sent).toBe(0)
    await page.unrouteAll()
    await closeDialog()
  })
})

describe('team editor', () => {
  it('shows a rejected pillar title on the pillar the admin filled', async () => {
    await openTab(page, 'Team Management')
    await page.route('**/api/team-members', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            headers: { 'X-Invalid-Fields': 'pillar1Title' },
            body: 'Invalid or missing fields: pillar1Title',
          })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Add Team Member' }).click()
    await page.locator('#team-name').fill('Pillar Person')
    await page.locator('#team-title').fill('Principal')
    await page.locator('#pillar-2-title').fill('Growth')
    await page.locator('#pillar-2-description').fill('We grow things.')
    await page.getByRole('button', { name: 'Create Team Member' }).click()
    await seeText(page, '400: Invalid or missing fields: pillar1Title')
    expect(await page.locator('#pillar-2-title').getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('#pillar-2-title-error').textContent()).toBe('The server did not accept this value')
    await page.unrouteAll()
    await page.getByRole('button', { name: 'Cancel' }).click()
  })
})
