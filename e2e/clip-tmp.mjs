import { chromium } from 'playwright-core'
import { writeFileSync } from 'node:fs'
const [file, y, h, w] = process.argv.slice(2)
writeFileSync('/tmp/view.html', `<html><body style="margin:0"><img style="display:block" src="file://${file}"></body></html>`)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--allow-file-access-from-files'] })
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } })
await page.goto('file:///tmp/view.html')
await page.waitForLoadState('load')
await page.screenshot({ fullPage: true, path: file.replace('.png', '-clip.png'), clip: { x: 0, y: Number(y), width: Number(w), height: Number(h) } })
await browser.close()
