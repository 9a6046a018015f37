// `npm run lighthouse`: builds the shop, starts it on a free port with a fresh embedded database, and runs
// Lighthouse 12 at its default mobile settings in Debian's Chromium, three runs a page: the home, category,
// product and all-products pages as a visitor, then the cart, checkout, profile, order and payment pages as a
// signed-in buyer with one item in the cart, a saved address and a placed order, all made through the API of
// the server it started (docs/benchmarks.md#npm-run-lighthouse). Prints the medians. Options (environment):
//   LIGHTHOUSE_RUNS=3          runs per page
//   LIGHTHOUSE_SKIP_BUILD=1    reuse apps/*/dist made a moment ago
//   LIGHTHOUSE_API_MAIN=path   serve another build (e.g. a copy of an earlier commit's apps/*/dist); no build
//   LIGHTHOUSE_ONLY=cart,order only the pages whose name contains one of these words
//   LIGHTHOUSE_JSON=path       also write the medians as JSON
//   LIGHTHOUSE_REPORTS=dir     also keep each run's whole report (name-run.json) to read where the time went
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const apiMain = path.resolve(process.env.LIGHTHOUSE_API_MAIN ?? path.join(root, 'apps/api/dist/main.js'))
const only = (process.env.LIGHTHOUSE_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean)
// The flags the Lighthouse CLI ran Chromium with before this script called Lighthouse itself: the same
// launcher (chrome-launcher, Lighthouse's own) adds the same defaults, so the visitor pages' figures compare.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu']
// Lighthouse's own copies: the launcher and the browser driver it runs Chromium with.
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'))
const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href)
const { default: puppeteer } = await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)

if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: apt-get install -y chromium`)
  process.exit(1)
}
if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1' && !process.env.LIGHTHOUSE_API_MAIN) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'))
// Development mode: production insists on https (HSTS, upgrade-insecure-requests), which a local run lacks.
// The answers are otherwise the same build, compressed and cached as in production.
const server = spawn('node', [apiMain], {
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
    // The buyer's order is priced without the internet: a pinned BTC/AED rate, and the metal feeds pointed at a
    // closed port so the seeded metal prices stand (as in the e2e journeys).
    BTC_AED_RATE: '350000',
    METAL_GOLDAPI_URL: 'http://127.0.0.1:9',
    METAL_SWISSQUOTE_URL: 'http://127.0.0.1:9',
  },
})
const stop = () => {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', stop)

try {
  await waitFor(`${origin}/healthz`, 60_000)
  const pages = (await pagesToMeasure()).filter(
    (page) => only.length === 0 || only.some((word) => page.name.includes(word)),
  )
  const results = []
  for (const page of pages) {
    const samples = []
    for (let i = 0; i < runs; i++) {
      const report = await runLighthouse(`${origin}${page.path}`, page.buyer)
      if (process.env.LIGHTHOUSE_REPORTS)
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_REPORTS, `${page.name.replace(/\W+/g, '-')}-${i + 1}.json`),
          JSON.stringify(report),
        )
      samples.push(figuresOf(report))
    }
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
  const answer = await (await fetch(`${origin}/api/v1/product/get-all-products?limit=100`)).json()
  const product = answer.data[0]
  const categoryName = product.category.categoryName
  const visitorPages = [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${encodeURIComponent(categoryName)}` },
    {
      name: 'product',
      path: `/category/${encodeURIComponent(categoryName)}/product/${encodeURIComponent(product.sku)}`,
    },
    { name: 'all products', path: '/products' },
  ]
  const wantsBuyer = ['cart', 'checkout', 'profile', 'order', 'payment'].some(
    (name) => only.length === 0 || only.some((word) => name.includes(word)),
  )
  if (!wantsBuyer) return visitorPages
  const buyer = await signedInBuyer(answer.data)
  return [
    ...visitorPages,
    { name: 'cart', path: '/cart', buyer },
    { name: 'checkout', path: '/checkout', buyer },
    { name: 'profile', path: '/profile', buyer },
    { name: 'order', path: `/profile/orders/${buyer.orderId}`, buyer },
    { name: 'payment', path: `/crypto-payment?order=${buyer.orderId}`, buyer },
  ]
}

/**
 * A buyer as the shop makes one: registered, verified with the code the development outbox received, signed
 * in, with a saved address and one placed (unpaid) order of a silver product in stock, and that product in the
 * cart, put there by the product page's own Add to cart. Answers what each run gives its fresh browser: the
 * session cookie and the stored cart.
 */
async function signedInBuyer(products) {
  const email = `lighthouse-${Date.now()}@example.com`
  const password = 'Gold-and-Bitcoin-2026'
  const cookies = new Map()
  const call = async (method, apiPath, body, expected) => {
    const response = await fetch(`${origin}/api/v1${apiPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        // A cookie-authenticated change must come from the shop's own origin.
        origin,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const text = await response.text()
    if (response.status !== expected)
      throw new Error(`${method} ${apiPath}: ${response.status}, expected ${expected}: ${text}`)
    return JSON.parse(text)
  }

  await call('POST', '/user/register-user', { firstName: 'Layla', lastName: 'Haddad', email, password }, 201)
  await call('POST', '/user/verify-user-otp', { email, otp: await mailedCode(email) }, 200)
  await call('POST', '/user/login-user', { email, password }, 200)
  const me = (await call('GET', '/user/me', undefined, 200)).data

  const listed = products.find((product) => product.stock > 5 && product.sku.startsWith('AG-'))
  if (!listed) throw new Error('the demo catalog has no silver product in stock')
  const detail = (await call('GET', `/product/get-product/${listed.id}`, undefined, 200)).data
  const place = {
    apartmentNumber: '1204',
    buildingNumber: 'Burj Vista 1',
    additionalAddress: 'Near the Dubai Mall metro exit',
    location: 'Downtown Dubai, Dubai',
    emirate: 'dubai',
    area: 'Downtown Dubai',
    phoneNumber: '050 123 4567',
    whatsappNumber: '+971 50 123 4567',
  }
  await call('POST', '/address/add-addresses', { ...place, userId: me.id, isDefault: true }, 201)
  const order = {
    userId: me.id,
    totalPrice: 0.01,
    status: 'Pending',
    apartment: place.apartmentNumber,
    building: place.buildingNumber,
    additionalAddress: place.additionalAddress,
    location: place.location,
    phone: place.phoneNumber,
    whatsapp: place.whatsappNumber,
    items: [
      {
        productId: detail.id,
        quantity: 1,
        optionIds: detail.variants.map((variant) => variant.variant_options[0].id),
      },
    ],
  }
  // The total is the server's: a wrong one is answered 409 with the right one (docs/architecture.md#pricing).
  const priced = await call('POST', '/order/create-order', order, 409)
  const placed = await call(
    'POST',
    '/order/create-order',
    { ...order, totalPrice: priced.data.totalPrice },
    201,
  )

  const session = [...cookies].map(([name, value]) => ({ name, value }))
  const productPath = `/category/${encodeURIComponent(listed.category.categoryName)}/product/${encodeURIComponent(listed.sku)}`
  const cart = await cartWithOneItem(session, productPath)
  return { cookies: session, cart, orderId: placed.data.orderPayment.orderUniqueId }
}

/** The 6-digit code of the newest mail to `email` in the development outbox (DATA_DIR/outbox). */
async function mailedCode(email) {
  const outbox = path.join(dataDir, 'outbox')
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.json')) : []
    for (const name of names.sort().reverse()) {
      const mail = JSON.parse(readFileSync(path.join(outbox, name), 'utf8'))
      const code = mail.to === email ? /\b\d{6}\b/.exec(mail.text)?.[0] : undefined
      if (code) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no code mailed to ${email}`)
}

/** The stored cart (its localStorage entries) after Add to cart on the product page, signed in. */
async function cartWithOneItem(session, productPath) {
  return withChromium(async (browser) => {
    await browser.setCookie(...session.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })))
    const tab = await browser.newPage()
    await tab.goto(`${origin}${productPath}`, { waitUntil: 'networkidle0' })
    await tab.locator('button ::-p-text(Add to cart)').click()
    await tab.locator('::-p-text(In your cart: 1)').wait()
    return tab.evaluate(() => Object.fromEntries(Object.entries(localStorage)))
  })
}

/** Runs `use` with a fresh Chromium (a profile of its own) that Lighthouse could be pointed at. */
async function withChromium(use) {
  const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags })
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    try {
      return await use(browser, chrome.port)
    } finally {
      await browser.disconnect()
    }
  } finally {
    chrome.kill()
  }
}

// Chromium sometimes loses the trace of a load (NO_NAVSTART); such a run is tried again, up to three times.
async function runLighthouse(url, buyer) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, buyer)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`${url}: run failed (${error.message}), trying again`)
    }
  }
}

/**
 * One Lighthouse run in a fresh browser. A buyer's session cookie and cart are put in its profile first:
 * Lighthouse empties the HTTP cache, caches and service workers of the origin before it loads the page, not its
 * cookies or localStorage (its default `clearStorageTypes`), so the page loads cold, as the signed-in buyer.
 */
async function runLighthouseOnce(url, buyer) {
  return withChromium(async (browser, chromePort) => {
    if (buyer) {
      await browser.setCookie(
        ...buyer.cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/', httpOnly: true })),
      )
      // A file of the origin, not a page: nothing of the shop's code is fetched (or cached) before the run.
      const tab = await browser.newPage()
      await tab.goto(`${origin}/robots.txt`)
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
      }, buyer.cart)
      await tab.close()
    }
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const report = result?.lhr
    if (!report || report.runtimeError) throw new Error(report?.runtimeError?.code ?? 'no report')
    if (buyer && new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} went to ${report.finalDisplayedUrl}: the buyer is not signed in`)
    return report
  })
}

function figuresOf(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN
  const lcpNode = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
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
    // What painted last as the largest: on a page rendered in the browser, whether LCP is its content.
    lcpElement: (lcpNode?.selector ?? lcpNode?.nodeLabel ?? '?').split(' > ').slice(-2).join(' > '),
  }
}

/** The median of each figure; the LCP element of the run whose LCP is the median. */
function medians(samples) {
  const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number')
  const middle = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const figures = Object.fromEntries(keys.map((key) => [key, middle(samples.map((s) => s[key]))]))
  const lcpRun = samples.find((s) => s.lcpMs === figures.lcpMs)
  return { ...figures, lcpElement: lcpRun?.lcpElement ?? '?', lcpRunsMs: samples.map((s) => s.lcpMs) }
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
  console.log('\nLCP element (of the median run), and each run’s LCP:')
  for (const r of results)
    console.log(
      `  ${r.page}: ${r.lcpElement}; ${r.lcpRunsMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`,
    )
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
