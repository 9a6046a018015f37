import { chromium } from 'playwright-core'
const base = 'http://localhost:3300'
const pages = (process.env.PAGES ?? '/admin/settings,/admin/categories,/admin/pages,/admin/pages/faq,/admin/staff,/profile?tab=security,/admin/refunds,/admin/audit').split(',')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-background-networking'] })
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(base + '/login')
  await page.getByLabel('Email').fill('owner@shots.test')
  await page.locator('input[type=password]').fill('Owner-Pass-2026x')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL(/profile|admin/)
  for (const lang of ['', '/ar']) {
    for (const p of pages) {
      await page.goto(base + lang + p)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      const name = `${p.replace(/[/?=]/g, '_')}-${lang ? 'ar' : 'en'}-${width}`
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const chunk = 1600
      for (let y = 0, i = 0; y < height; y += chunk, i++) {
        await page.screenshot({ path: `/tmp/shots/${name}-p${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(chunk, height - y) } })
      }
    }
  }
  await context.close()
}
await browser.close()
