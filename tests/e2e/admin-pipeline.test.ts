/**
 * The deal board as a partner works it: a card dragged to Diligence with the mouse and with the
 * keyboard moves the column totals; a task added in the person's panel is marked done; a drafted
 * reply is edited and sent; on a phone, a card moves by its stage select. One page load for all of it.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminApi, assessmentBody, dashboardPerFile, openTab, seeText } from './admin-helpers'
import { baseURL } from './browser'

const currentPage = dashboardPerFile(async () => {
  for (const [businessName, contactEmail] of [
    ['Board Bakery', 'bea@board.example'],
    ['Keyboard Kilns', 'kai@keys.example'],
  ])
    await adminApi('/api/assessments', 'POST', assessmentBody({ businessName, contactEmail, contactName: 'Bea Board' }))
  await adminApi('/api/people?email=bea%40board.example', 'PATCH', { stage: 'qualified', deal: { amount: 1_000_000 } })
  await adminApi('/api/people?email=kai%40keys.example', 'PATCH', { stage: 'qualified', deal: { amount: 250_000 } })
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

const total = (stage: string) => page.getByTestId(`total-${stage}`).innerText()
const card = (name: string) => page.getByTestId('pipeline-card').filter({ hasText: name })

describe('the deal board', () => {
  it('moves cards by mouse and keyboard, with the totals; a task is added and done; a draft is edited and sent; on a phone, by a select', async () => {
    await page.goto(`${baseURL()}/admin?tab=pipeline`)
    await openTab(page, 'Pipeline')
    await card('Board Bakery').waitFor()
    const before = await total('in_diligence')

    // The mouse: drag Board Bakery's handle onto the Diligence column.
    const handle = page.getByRole('button', { name: 'Move Board Bakery' })
    const target = page.locator('section[data-stage="in_diligence"]')
    const from = (await handle.boundingBox())!
    const to = (await target.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 })
    await page.mouse.up()
    await target.getByText('Board Bakery').waitFor()
    await expect.poll(() => total('in_diligence')).not.toBe(before)
    await expect.poll(() => total('in_diligence')).toBe('$1,000,000')

    // The keyboard: Space picks the card up, the right arrow moves it one column, Space drops it.
    const keys = page.getByRole('button', { name: 'Move Keyboard Kilns' })
    await keys.focus()
    // Each key waits for the board's screen-reader announcement of the step before (a key pressed
    // before the pick-up has registered would be lost).
    const announced = () => page.locator('[id^="DndLiveRegion"]').first().textContent()
    await page.keyboard.press('Space')
    await expect.poll(announced).toMatch(/kai@keys\.example/)
    await page.keyboard.press('ArrowRight')
    await expect.poll(announced).toMatch(/over droppable area in_diligence/)
    await page.keyboard.press('Space')
    await target.getByText('Keyboard Kilns').waitFor()
    await expect.poll(() => total('in_diligence')).toBe('$1,250,000')
    // The board moves the card before the server answers: the stored stage follows.
    const storedStage = async () => (await adminApi<{ stage: string }>('/api/people?email=kai%40keys.example')).stage
    await expect.poll(storedStage).toBe('in_diligence')

    // The person's panel: a task, then done.
    await page.getByRole('button', { name: 'Board Bakery', exact: true }).first().click()
    const panel = page.getByRole('dialog', { name: 'bea@board.example' })
    await panel.getByLabel('New task').fill('Send the NDA')
    await panel.getByLabel('Due', { exact: true }).fill('2030-01-15')
    await panel.getByRole('button', { name: 'Add task' }).click()
    const task = panel.getByRole('checkbox', { name: /Send the NDA/ })
    await task.waitFor()
    await task.click()
    await panel.getByRole('list', { name: 'Timeline' }).getByText('Task done: Send the NDA').waitFor()

    // A drafted reply, edited, then sent.
    await panel.getByRole('button', { name: 'Draft' }).click()
    await expect.poll(() => panel.getByLabel('Subject').inputValue()).toContain('Board Bakery')
    const drafted = await panel.getByLabel('Message').inputValue()
    expect(drafted).toContain('Board Bakery')
    await panel.getByLabel('Message').fill(`${drafted}\n\nP.S. Looking forward to it.`)
    await panel.getByRole('button', { name: 'Send reply' }).click()
    await seeText(page, 'Reply queued')
    const person = await adminApi<{ timeline: { type: string; text: string }[] }>(
      '/api/people?email=bea%40board.example',
    )
    expect(person.timeline.find((entry) => entry.type === 'reply')?.text).toContain('P.S. Looking forward to it.')

    // A task reminder's link opens the board on its person.
    await page.goto(`${baseURL()}/admin?tab=pipeline&person=kai%40keys.example`)
    await page.getByRole('dialog', { name: 'kai@keys.example' }).waitFor()
    await page.keyboard.press('Escape')

    // On a phone: a list per stage and no columns; a card moves by its stage select; the person is full-screen.
    await page.setViewportSize({ width: 390, height: 844 })
    const diligence = page.getByRole('region', { name: 'In diligence (list)' })
    await diligence.getByText('Keyboard Kilns').waitFor()
    expect(await page.locator('section[data-stage]').count()).toBe(0)
    await diligence.getByRole('combobox', { name: 'Stage of Keyboard Kilns' }).click()
    await page.getByRole('option', { name: 'Invested' }).click()
    await page.getByRole('region', { name: 'Invested (list)' }).getByText('Keyboard Kilns').waitFor()
    await expect.poll(storedStage).toBe('invested')
    await page.getByRole('button', { name: 'Keyboard Kilns', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'kai@keys.example' })
    await sheet.getByText('Loading this person...').waitFor({ state: 'detached' })
    expect((await sheet.boundingBox())?.width).toBe(390)
  })
})
