import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminApi, dashboardPerFile, openTab, seeText } from './admin-helpers'
import { axeViolations, baseURL } from './browser'

type Advisor = {
  id: number
  name: string
  title: string
  photo: string | null
  isActive: boolean
  displayOrder: number
}
type TeamMember = {
  id: number
  name: string
  bio: string
  displayOrder: number
  pillar1Icon: string
  careerJourney: string
  bookingUrl: string | null
  focusIndustry: string | null
  user: number | null
}
type Post = { id: number; title: string; isPublished: boolean; publishedAt: string | null; tags: string[] }

const currentPage = dashboardPerFile()
let page: Page
beforeAll(() => {
  page = currentPage()
})

const dialog = () => page.getByRole('dialog')
/** Escape would first dismiss the newest toast (a Radix layer too), so the dialog's own X is used. */
const closeDialog = () => dialog().getByRole('button', { name: 'Close', exact: true }).click()

describe('Advisor Management', () => {
  it('creates, edits, reorders and deletes an advisor through the API', async () => {
    await openTab(page, 'Advisor Management')
    await page.getByTestId('advisor-item').first().waitFor()
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Add Advisor' }).click()
    await dialog().getByLabel('Name').fill('Eve Example')
    await dialog().getByLabel('Title').fill('Operating Partner')
    await dialog().getByLabel('Company').fill('Example Co')
    await dialog().getByLabel('Expertise').fill('Supply chain')
    await dialog().getByLabel('Description').fill('Twenty years in logistics.')
    await dialog().getByLabel('Bio').fill('Line one\nLine two')
    expect(await axeViolations(page)).toEqual([])
    await dialog().getByRole('button', { name: 'Create Advisor' }).click()
    await seeText(page, 'Advisor created successfully')

    let advisors = await adminApi<Advisor[]>('/api/advisors')
    const created = advisors.find((advisor) => advisor.name === 'Eve Example')!
    expect(created).toMatchObject({ title: 'Operating Partner', isActive: true })
    expect(advisors.at(-1)?.id).toBe(created.id)

    await page.getByRole('button', { name: 'Edit Eve Example' }).click()
    await dialog().getByLabel('Title').fill('Senior Operating Partner')
    await dialog().getByRole('switch', { name: 'Active' }).click()
    await dialog().getByRole('button', { name: 'Update Advisor' }).click()
    await seeText(page, 'Advisor updated successfully')
    advisors = await adminApi<Advisor[]>('/api/advisors')
    expect(advisors.find((advisor) => advisor.id === created.id)).toMatchObject({
      title: 'Senior Operating Partner',
      isActive: false,
    })
    await page.getByText('Inactive').first().waitFor()

    const last = advisors.length - 1
    expect(await page.getByRole('button', { name: 'Move Eve Example down' }).isDisabled()).toBe(true)
    const firstName = advisors[0].name
    expect(await page.getByRole('button', { name: `Move ${firstName} up` }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Move Eve Example up' }).click()
    await seeText(page, 'Advisor order updated successfully')
    advisors = await adminApi<Advisor[]>('/api/advisors')
    expect(advisors.findIndex((advisor) => advisor.id === created.id)).toBe(last - 1)
    await page.getByRole('button', { name: 'Move Eve Example down' }).waitFor()
    expect(
      await page
        .getByTestId('advisor-item')
        .nth(last - 1)
        .innerText(),
    ).toContain('Eve Example')

    await page.getByRole('button', { name: 'Delete Eve Example' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await seeText(page, 'Advisor deleted successfully')
    advisors = await adminApi<Advisor[]>('/api/advisors')
    expect(advisors.some((advisor) => advisor.id === created.id)).toBe(false)
  })

  it('asks for bio text before enhancing, and for instructions before a custom enhancement', async () => {
    await page.getByRole('button', { name: 'Add Advisor' }).click()
    await dialog().getByRole('button', { name: 'Enhance with AI' }).click()
    await page.getByRole('menuitem', { name: 'Professional Tone' }).click()
    await seeText(page, 'Bio Required')
    await seeText(page, 'Please enter some bio content first before enhancing with AI')
    await dialog().getByLabel('Bio').fill('Some bio')
    await dialog().getByRole('button', { name: 'Enhance with AI' }).click()
    expect(await page.getByRole('menuitem').allInnerTexts()).toHaveLength(7)
    await page.getByRole('menuitem', { name: 'Custom Instructions...' }).click()
    await dialog().getByRole('button', { name: 'Apply Custom Enhancement' }).click()
    await seeText(page, 'Instructions Required')
    await seeText(page, 'Please enter your enhancement instructions')
    await closeDialog()
  })

  it('uploads a real PNG, refuses a 6 MB file and an SVG', async () => {
    await page.getByRole('button', { name: 'Add Advisor' }).click()
    const file = dialog().getByLabel('Upload photo file')
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    await file.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png })
    await dialog().getByAltText('Photo preview').waitFor()
    const url = await dialog().getByLabel('Photo URL').inputValue()
    expect(url).toMatch(/^\/cms-api\/media\/file\//)
    const stored = await fetch(`${baseURL()}${url}`)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-type')).toBe('image/png')

    await file.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) })
    await seeText(page, 'File size must be less than 5MB')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await file.setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: svg })
    await seeText(page, 'Please select an image file')
    expect(await dialog().getByLabel('Photo URL').inputValue()).toBe(url)

    // The dashboard's policy loads this site's images only: an outside URL is named, never requested.
    await dialog().getByLabel('Photo URL').fill('https://images.example/portrait.png')
    await seeText(
      page,
      'A photo at images.example shows on the public site; the dashboard previews uploaded photos only.',
    )

    await dialog().getByLabel('Photo URL').fill('/no-such-image.png')
    await seeText(page, 'Failed to load image')
    await closeDialog()
  })
})

describe('Team Management', () => {
  it('creates a member with pillars and career, edits and deletes it', async () => {
    await openTab(page, 'Team Management')
    await page.getByRole('button', { name: 'Add Team Member' }).waitFor()
    await page.getByRole('table').waitFor()
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Add Team Member' }).click()
    await page.locator('#team-name').fill('Tess Teammate')
    await page.locator('#team-title').fill('Principal')
    await page.getByLabel('Team Category').click()
    await page.getByRole('option', { name: 'Investment Team' }).click()
    await page.getByLabel('Professional Overview').fill('Invests in founders.')
    await page.getByLabel(/Career Journey/).fill('Principal at Keystone\nAnalyst at First Bank\nVolunteer')
    await page.locator('#pillar-1-icon').click()
    await page.getByRole('option', { name: 'Rocket' }).click()
    await page.locator('#pillar-1-title').fill('Scale')
    await page.locator('#pillar-1-description').fill('Grow what works')
    await page.locator('#pillar-2-title').fill('Only a title')
    await page.getByLabel('Philosophy').fill('Patience compounds.')
    await page.getByLabel('Display Order').fill('7')
    await page.getByLabel('Booking URL').fill('http://cal.example/tess')
    await page.getByLabel('Focus Industry').click()
    await page.getByRole('option', { name: 'Healthcare', exact: true }).click()
    await page.getByLabel('CMS Account').click()
    await page.getByRole('option', { name: /admin@example\.com/ }).click()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Create Team Member' }).click()
    // The contract refuses a booking address that is not https:// before anything is sent.
    expect(await page.locator('#team-booking-url-error').textContent()).toBe('Must be an https:// address')
    await page.getByLabel('Booking URL').fill('https://cal.example/tess')
    await page.getByRole('button', { name: 'Create Team Member' }).click()
    await seeText(page, 'Team member created successfully')

    let members = await adminApi<TeamMember[]>('/api/team-members')
    const created = members.find((member) => member.name === 'Tess Teammate')!
    expect(created.displayOrder).toBe(7)
    expect(JSON.parse(created.bio)).toEqual({
      overview: 'Invests in founders.',
      career: [
        { role: 'Principal', institution: 'Keystone' },
        { role: 'Analyst', institution: 'First Bank' },
        { role: 'Volunteer', institution: '' },
      ],
      pillars: [{ icon: 'Rocket', title: 'Scale', description: 'Grow what works' }],
      philosophy: 'Patience compounds.',
    })
    expect(created.pillar1Icon).toBe('Rocket')
    const owners = await adminApi<{ id: number; email: string }[]>('/api/owners')
    const cmsAdmin = owners.find((owner) => owner.email === 'admin@example.com')!
    expect(created).toMatchObject({
      bookingUrl: 'https://cal.example/tess',
      focusIndustry: 'Healthcare',
      user: cmsAdmin.id,
    })

    await page.getByRole('button', { name: 'Edit Tess Teammate' }).click()
    expect(await page.getByLabel(/Career Journey/).inputValue()).toBe(
      'Principal at Keystone\nAnalyst at First Bank\nVolunteer',
    )
    expect(await page.getByLabel('Booking URL').inputValue()).toBe('https://cal.example/tess')
    await page.getByLabel('Focus Industry').click()
    await page.getByRole('option', { name: 'No focus industry' }).click()
    await page.getByLabel('Display Order').fill('oops')
    await page.getByRole('button', { name: 'Update Team Member' }).click()
    await seeText(page, 'Team member updated successfully')
    members = await adminApi<TeamMember[]>('/api/team-members')
    expect(members.find((member) => member.id === created.id)).toMatchObject({
      displayOrder: 0,
      focusIndustry: null,
      user: cmsAdmin.id,
    })

    await page.getByRole('button', { name: 'Delete Tess Teammate' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await seeText(page, 'Team member deleted successfully')
    members = await adminApi<TeamMember[]>('/api/team-members')
    expect(members.some((member) => member.id === created.id)).toBe(false)
  })

  it('asks for overview text before enhancing it', async () => {
    await page.getByRole('button', { name: 'Add Team Member' }).click()
    await page.getByRole('button', { name: 'Enhance Overview with AI' }).click()
    await seeText(page, 'Overview Required')
    await seeText(page, 'Please enter some overview content first before enhancing with AI')
    await page.getByRole('button', { name: 'Cancel' }).click()
  })
})

describe('Insights', () => {
  it('creates a draft, publishes it, edits and deletes it', async () => {
    await openTab(page, 'Insights')
    await page.getByRole('table').waitFor()
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'New Post' }).click()
    await dialog().getByRole('heading', { name: 'Create New Blog Post' }).waitFor()
    await dialog().getByLabel('Title').fill('E2E Insight')
    await dialog().getByLabel('Summary').fill('A short summary')
    await dialog().getByLabel('Content').fill('Body text')
    expect(await dialog().getByLabel('Summary').getAttribute('rows')).toBe('3')
    expect(await dialog().getByLabel('Content').getAttribute('rows')).toBe('10')
    const tagBox = dialog().locator('#post-tags')
    for (const tag of ['one', ' two ', 'one', '   ', 'three', 'four']) {
      await tagBox.fill(tag)
      await tagBox.press('Enter')
    }
    await dialog().getByRole('button', { name: 'Remove tag four' }).click()
    await dialog().getByRole('button', { name: 'Create Post' }).click()
    await seeText(page, 'Blog post created successfully')
    let posts = await adminApi<Post[]>('/api/blog/posts')
    const created = posts.find((post) => post.title === 'E2E Insight')!
    expect(created).toMatchObject({ isPublished: false, publishedAt: null, tags: ['one', 'two', 'three'] })
    const row = page.getByRole('row', { name: /E2E Insight/ })
    await row.getByText('Draft').waitFor()
    await row.getByText('Not published').waitFor()

    await page.getByRole('button', { name: 'Edit E2E Insight' }).click()
    await dialog().getByRole('heading', { name: 'Edit Blog Post' }).waitFor()
    await dialog().getByLabel('Title').fill('E2E Insight Published')
    await dialog().getByRole('switch', { name: 'Publish immediately' }).click()
    await dialog().getByRole('button', { name: 'Update Post' }).click()
    await seeText(page, 'Blog post updated successfully')
    posts = await adminApi<Post[]>('/api/blog/posts')
    const updated = posts.find((post) => post.id === created.id)!
    expect(updated.isPublished).toBe(true)
    expect(updated.publishedAt).not.toBeNull()
    await page
      .getByRole('row', { name: /E2E Insight Published/ })
      .getByText('Published', { exact: true })
      .waitFor()

    await page.getByRole('button', { name: 'Delete E2E Insight Published' }).click()
    await page.getByText('Are you sure you want to delete this blog post?').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await seeText(page, 'Blog post deleted successfully')
    posts = await adminApi<Post[]>('/api/blog/posts')
    expect(posts.some((post) => post.id === created.id)).toBe(false)
  })

  it('shows the first three tags and a +N overflow', async () => {
    const post = await adminApi<Post>('/api/blog/posts', 'POST', {
      title: 'Tagged Post',
      summary: 's',
      content: 'c',
      tags: ['a', 'b', 'c', 'd', 'e'],
    })
    await page.getByRole('button', { name: 'Refresh' }).click()
    const row = page.getByRole('row', { name: /Tagged Post/ })
    await row.getByText('+2').waitFor()
    expect(await row.getByText('d', { exact: true }).count()).toBe(0)
    await adminApi(`/api/blog/posts/${post.id}`, 'DELETE')
  })
})
