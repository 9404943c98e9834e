import { chromium } from 'playwright-core'
const [url, out, width, action] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, timezoneId: 'America/New_York' })
await page.goto(url, { waitUntil: 'networkidle', timeout: 120000 })
await page.getByTestId('meeting-picker').waitFor({ timeout: 60000 })
if (action === 'pick') { await page.getByTestId('meeting-picker').locator('ul button').first().click() }
await page.getByTestId('meeting-picker').scrollIntoViewIfNeeded()
await page.screenshot({ path: out, fullPage: false })
if (action === 'book') {
  await page.getByTestId('meeting-picker').locator('ul button').first().click()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await page.waitForURL(/\/meetings\//, { timeout: 60000 })
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: out.replace('.png', '-confirm.png'), fullPage: true })
  console.log(page.url())
}
await browser.close()
