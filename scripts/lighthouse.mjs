// `npm run lighthouse`: builds the shop, starts it on a free port with a fresh embedded database, and runs
// Lighthouse 12 at its default mobile settings in Debian's Chromium on the home, category, product and
// all-products pages, three runs each. Prints the medians. Options (environment):
//   LIGHTHOUSE_RUNS=3          runs per page
//   LIGHTHOUSE_SKIP_BUILD=1    reuse apps/*/dist made a moment ago
//   LIGHTHOUSE_JSON=path       also write the medians as JSON
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: apt-get install -y chromium`)
  process.exit(1)
}
if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'))
// Development mode: production insists on https (HSTS, upgrade-insecure-requests), which a local run lacks.
// The answers are otherwise the same build, compressed and cached as in production.
const server = spawn('node', ['apps/api/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: origin,
  },
})
const stop = () => {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', stop)

try {
  await waitFor(`${origin}/healthz`, 60_000)
  const pages = await pagesToMeasure()
  const results = []
  for (const page of pages) {
    const samples = []
    for (let i = 0; i < runs; i++) samples.push(runLighthouse(`${origin}${page.path}`))
    results.push({ page: page.name, path: page.path, ...medians(samples) })
    console.log(`${page.name}: done (${runs} runs)`)
  }
  printTable(results)
  if (process.env.LIGHTHOUSE_JSON)
    writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(results, null, 2))
} finally {
  stop()
}

async function pagesToMeasure() {
  const answer = await (await fetch(`${origin}/api/v1/product/get-all-products?limit=1`)).json()
  const product = answer.data[0]
  const categoryName = product.category.categoryName
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${encodeURIComponent(categoryName)}` },
    {
      name: 'product',
      path: `/category/${encodeURIComponent(categoryName)}/product/${encodeURIComponent(product.sku)}`,
    },
    { name: 'all products', path: '/products' },
  ]
}

// Chromium sometimes loses the trace of a load (NO_NAVSTART); such a run is tried again, up to three times.
function runLighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouseOnce(url)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`${url}: run failed, trying again`)
    }
  }
}

function runLighthouseOnce(url) {
  const out = path.join(dataDir, 'report.json')
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-gpu',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromium } },
  )
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}`)
  const report = JSON.parse(readFileSync(out, 'utf8'))
  const audit = (id) => report.audits[id]?.numericValue ?? NaN
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories['best-practices'].score * 100,
    seo: report.categories.seo.score * 100,
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferredKiB: audit('total-byte-weight') / 1024,
    // Every script the page downloaded in the run, headers included: the first load as a phone receives it
    // (npm run bundle-size counts only the chunks that start the page, bodies only).
    scriptKiB:
      (report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
        ?.transferSize ?? NaN) / 1024,
  }
}

function medians(samples) {
  const keys = Object.keys(samples[0])
  return Object.fromEntries(
    keys.map((key) => {
      const sorted = samples.map((s) => s[key]).sort((a, b) => a - b)
      return [key, sorted[Math.floor(sorted.length / 2)]]
    }),
  )
}

function printTable(results) {
  console.log(
    `\nLighthouse 12, mobile defaults, median of ${runs} runs (${new Date().toISOString().slice(0, 10)})`,
  )
  console.log('| page | perf | a11y | best pr. | SEO | LCP | FCP | TBT | CLS | transferred | of it, JS |')
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.performance.toFixed(0)} | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ${(r.lcpMs / 1000).toFixed(1)} s | ${(r.fcpMs / 1000).toFixed(1)} s | ${r.tbtMs.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${r.transferredKiB.toFixed(0)} KiB | ${r.scriptKiB.toFixed(0)} KiB |`,
    )
  }
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the shop did not start at ${url}`)
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address()
      probe.close(() => resolve(free))
    })
  })
}
