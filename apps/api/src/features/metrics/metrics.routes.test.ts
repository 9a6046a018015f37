import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestProduct, placeTestOrder } from '../../test/factories.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { startMetricsServer } from './metrics.js'

// What Prometheus scrapes and the alert rules (ops/prometheus/alerts.yml) read: the names must not drift.
const METRIC_NAMES = [
  'shop_http_request_duration_seconds',
  'shop_orders_total',
  'shop_orders_open',
  'shop_watcher_cycle_seconds',
  'shop_watcher_last_success_timestamp_seconds',
  'shop_watcher_orders_set_aside',
  'shop_metal_price_age_seconds',
  'shop_btc_rate_age_seconds',
  'shop_mail_jobs',
  'shop_wallet_unused_address_run',
  'shop_wallet_gap_limit',
  // prom-client's default process metrics
  'process_cpu_user_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
]

const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
const DEAD_ESPLORA = 'http://127.0.0.1:9/api'
const PRODUCTION = { NODE_ENV: 'production', BTC_XPUB: ZPUB, ESPLORA_URL: DEAD_ESPLORA }
const TOKEN = 'metrics-token-0123456789abcdef'

/** The value of the sample `name{labels}` in a Prometheus text answer, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    )
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3])
  }
  return undefined
}

describe('/metrics outside production', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(() => t.close())

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return res.body
  }

  it('answers every metric the alerts and dashboards read, without a token', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' })
    const text = await scrape()
    for (const name of METRIC_NAMES) expect(text, name).toContain(`# TYPE ${name} `)
    expect(sample(text, 'shop_wallet_gap_limit')).toBe(20)
    expect(sample(text, 'shop_btc_rate_age_seconds')).toBe(0)
    // The set-aside table may not exist in this database yet: the gauge reads 0 rather than failing.
    expect(sample(text, 'shop_watcher_orders_set_aside')).toBe(0)
    expect(sample(text, 'shop_mail_jobs', { state: 'dead' })).toBe(0)
  })

  it('files a request under its route template and status class, never the raw URL', async () => {
    const template = { route: '/api/v1/order/get-payment/:orderUniqueId', method: 'GET', status_class: '4xx' }
    const before = sample(await scrape(), 'shop_http_request_duration_seconds_count', template) ?? 0
    await t.app.inject({ method: 'GET', url: '/healthz' })
    await t.app.inject({ method: 'GET', url: '/api/v1/order/get-payment/ORD-NOSUCH0001' })
    await t.app.inject({ method: 'GET', url: '/api/v1/no/such/call' })
    const text = await scrape()
    expect(sample(text, 'shop_http_request_duration_seconds_count', template)).toBe(before + 1)
    expect(text).not.toContain('ORD-NOSUCH0001')
    expect(text).not.toContain('/api/v1/no/such/call')
    expect(
      sample(text, 'shop_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1)
    expect(
      sample(text, 'shop_http_request_duration_seconds_count', { route: '/healthz', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1)
  })

  it('counts a placed order, shows it open, and records the watcher cycle that read it', async () => {
    // The wallet's run (a read of every paid address) is read again a minute after the last reading: the
    // figures before this order are read fresh, since other tests of this app may have placed orders.
    t.clock.advance(60_000)
    const earlier = await scrape()
    const before = (name: string, labels: Record<string, string> = {}) => sample(earlier, name, labels) ?? 0
    const product = await createTestProduct(t.testDb.database.db, { stock: 10 })
    await placeTestOrder(t, product)
    const tickAt = t.clock.now()
    await t.app.payments.watcher.tick()
    t.clock.advance(60_000)
    const text = await scrape()
    const pending = { status: 'Pending' }
    expect(sample(text, 'shop_orders_total', pending)).toBe(before('shop_orders_total', pending) + 1)
    expect(sample(text, 'shop_orders_open', pending)).toBe(before('shop_orders_open', pending) + 1)
    expect(sample(text, 'shop_orders_open', { status: 'Processing' })).toBe(0)
    expect(sample(text, 'shop_watcher_cycle_seconds_count')).toBe(
      before('shop_watcher_cycle_seconds_count') + 1,
    )
    expect(sample(text, 'shop_watcher_last_success_timestamp_seconds')).toBe(tickAt.getTime() / 1000)
    expect(sample(text, 'shop_watcher_leader')).toBe(1)
    expect(sample(text, 'shop_wallet_unused_address_run')).toBe(before('shop_wallet_unused_address_run') + 1)
  })
  it("leaves a payment page's event stream out of the latency histogram", async () => {
    const product = await createTestProduct(t.testDb.database.db, { stock: 10 })
    const order = await placeTestOrder(t, product)
    const stream = t.app.inject({
      method: 'GET',
      url: `/api/v1/order/payment-events/${order.data.orderPayment.orderUniqueId}`,
      headers: order.headers,
    })
    while (t.app.sessionStreams.openCount() === 0) await new Promise((resolve) => setImmediate(resolve))
    t.app.sessionStreams.stop()
    expect((await stream).statusCode).toBe(200)
    const text = await scrape()
    expect(text).not.toContain('route="/api/v1/order/payment-events/:orderUniqueId"')
    expect(text).toContain('route="/api/v1/order/create-order"')
  })
})

describe('/metrics in production', () => {
  it('answers only with METRICS_TOKEN as a bearer token', async () => {
    const t = await createTestApp({ seed: false, env: { ...PRODUCTION, METRICS_TOKEN: TOKEN } })
    try {
      const bare = await t.app.inject({ method: 'GET', url: '/metrics' })
      expect(bare.statusCode).toBe(401)
      expect(bare.headers['www-authenticate']).toMatch(/^Bearer/)
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}x` },
      })
      expect(wrong.statusCode).toBe(401)
      const right = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(right.statusCode).toBe(200)
      expect(right.body).toContain('# TYPE shop_orders_open gauge')
    } finally {
      await t.close()
    }
  })

  it('answers 404 on the shop port without a token, and serves METRICS_PORT on its own listener', async () => {
    const t = await createTestApp({ seed: false, env: PRODUCTION })
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { accept: '*/*' } })
      expect(res.statusCode).toBe(404)

      const open = await startMetricsServer(t.app.metrics, { port: 0, host: '127.0.0.1', token: undefined })
      try {
        const scraped = await fetch(`http://127.0.0.1:${open.port}/metrics`)
        expect(scraped.status).toBe(200)
        expect(await scraped.text()).toContain('# TYPE shop_wallet_gap_limit gauge')
        expect((await fetch(`http://127.0.0.1:${open.port}/api/v1/product/get-all-products`)).status).toBe(
          404,
        )
      } finally {
        await open.close()
      }

      const guarded = await startMetricsServer(t.app.metrics, { port: 0, host: '127.0.0.1', token: TOKEN })
      try {
        expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(401)
        const scraped = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        })
        expect(scraped.status).toBe(200)
      } finally {
        await guarded.close()
      }
    } finally {
      await t.close()
    }
  })
})
