import { chromium } from 'playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const pages = process.argv.slice(2)
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } })
  const page = await context.newPage()
  const fonts = []
  page.on('request', (r) => { if (r.url().includes('plex')) fonts.push(r.url()) })
  for (const p of pages) {
    await page.goto(`http://localhost:4100${p}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const name = `${p.replace(/\//g, '_') || 'root'}-${width}`
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === '1' })
    console.log(name, await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir} ${document.title}`), 'fonts:', fonts.length)
    fonts.length = 0
  }
  await context.close()
}
await browser.close()
