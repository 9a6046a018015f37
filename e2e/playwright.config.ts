import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
const reportDir = process.env.TEST_REPORT_DIR
// run-e2e.mjs runs each browser project in a Playwright of its own, side by side: each keeps its own results
// folder (Playwright empties it when it starts) and its own JSON report.
const runName = process.env.E2E_RUN_NAME ?? 'all'

/**
 * The journeys the phone project walks at 390 px: those whose point is what a phone shows (every page's content
 * and overflow, the owner's pages in both languages, the cart, the purchase from browsing to a paid order, the
 * payment page, search). Every journey runs at 1280 px; the shop's logic is the same at both widths, and CI's
 * time is the cost of walking it twice (decisions 249, 279).
 */
const PHONE_JOURNEYS = [
  'buyer-pages.spec.ts',
  'cart.spec.ts',
  'company.spec.ts',
  'home.spec.ts',
  'layout.spec.ts',
  'owner-area.spec.ts',
  'pages.spec.ts',
  'payment-page.spec.ts',
  'purchase.spec.ts',
  'search.spec.ts',
].map((file) => `**/${file}`)

export default defineConfig({
  testDir: './tests',
  outputDir: `./artifacts/test-results-${runName}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: on a shared two-core machine a journey can run three times slower than alone; a limit only
  // matters for a journey that hangs, and a passing one takes no longer for it.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(reportDir ? [['json', { outputFile: path.join(reportDir, `e2e-${runName}.json`) }] as const] : []),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The shop honours reduced motion (no skeleton pulses, spinners or fades; apps/web/src/index.css): a
    // browser that asks for it draws no frame for an animation nobody checks, about a tenth of a journey's CPU
    // on CI's two cores (decision 279).
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testMatch: PHONE_JOURNEYS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node ../apps/api/dist/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.resolve('artifacts/data'),
      // The run's fresh database (run-e2e.mjs): a PostgreSQL one of its own where the run has a server, otherwise
      // the embedded one in DATA_DIR, whatever the shell has set.
      DATABASE_URL: process.env.E2E_RUN_DATABASE_URL ?? '',
      // The local Nominatim stand-in started by run-e2e.mjs (no internet here); unset, the picker falls back to
      // the pin's coordinates.
      ...(process.env.E2E_GEOCODER_URL ? { GEOCODER_URL: process.env.E2E_GEOCODER_URL } : {}),
      // Every journey registers its own shoppers from one IP in both projects: more than 10 registrations an hour.
      RATE_LIMIT_FACTOR: '20',
      // The payment page follows the chain; a quicker watcher keeps the payment journey short.
      CHAIN_POLL_MS: '500',
      // Refunds are made by a sweep; journeys that settle late money by hand need it not to run meanwhile.
      REFUND_SWEEP_MS: process.env.E2E_REFUND_SWEEP_MS ?? '3600000',
      // A price the owner pins reaches price alerts at the next sweep: a second, so the alert journey is short.
      PRICE_ALERT_SWEEP_MS: '1000',
      // No internet here for the live BTC/AED sources: a pinned rate lets orders be placed.
      BTC_AED_RATE: '350000',
      // Nor for the live metal sources: a closed local port fails at once, and development's stored-price
      // fallback keeps the seeded gold and silver prices (a journey may point these at local stand-ins).
      METAL_GOLDAPI_URL: process.env.E2E_METAL_GOLDAPI_URL ?? 'http://127.0.0.1:9',
      METAL_SWISSQUOTE_URL: process.env.E2E_METAL_SWISSQUOTE_URL ?? 'http://127.0.0.1:9',
      // The cart journey buys a 1 kg gold bar (about 500,000 AED), above the default cap on one account's
      // unpaid orders (250,000 AED, README "Limits"); the caps have their own API tests.
      MAX_OPEN_ORDER_VALUE_AED: '5000000',
    },
  },
})
