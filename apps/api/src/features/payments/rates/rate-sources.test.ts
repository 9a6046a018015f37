import { aedPerBtcToFilsPerBtc, usdPerBtcToFilsPerBtc } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../lib/clock.js'
import { startFakeHttpServer, type FakeHttpServer } from '../../../test/fake-http-server.js'
import { bitstampSource } from './bitstamp.js'
import { coinbaseSource } from './coinbase.js'
import { coingeckoSource } from './coingecko.js'
import { krakenSource } from './kraken.js'
import { RateSourceError, type RateSource } from './rate-source.js'

const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
let server: FakeHttpServer

beforeAll(async () => {
  server = await startFakeHttpServer()
})
afterAll(async () => {
  await server.close()
})

const signal = () => new AbortController().signal

async function failureOf(source: RateSource): Promise<RateSourceError> {
  try {
    await source.fetchBtcAed(signal())
  } catch (error) {
    if (error instanceof RateSourceError) return error
    throw error
  }
  throw new Error('expected the source to fail')
}

// Real answer shapes of each public API (trimmed of fields the shop does not read).
const KRAKEN_OK = {
  error: [],
  result: {
    XXBTZUSD: {
      a: ['97000.20000', '1', '1.000'],
      b: ['97000.00000', '2', '2.000'],
      c: ['97000.10000', '0.00100000'],
      v: ['1000.1', '2000.2'],
      p: ['96000.1', '95000.2'],
      t: [10000, 20000],
      l: ['95000.0', '94000.0'],
      h: ['98000.0', '99000.0'],
      o: '96500.00000',
    },
  },
}
const COINBASE_OK = { data: { amount: '97000.12', base: 'BTC', currency: 'USD' } }
const BITSTAMP_OK = {
  timestamp: '1700000000',
  open: '96500',
  high: '98000',
  low: '95000',
  last: '97000',
  volume: '1234.5',
  vwap: '96800',
  bid: '96999',
  ask: '97001',
  side: '0',
  open_24: '96000',
  percent_change_24: '1.04',
}

describe('Kraken source', () => {
  const kraken = () => krakenSource({ baseUrl: server.baseUrl, clock })

  it('reads the last trade of XBTUSD and converts it through the AED peg', async () => {
    server.answer(() => ({ body: KRAKEN_OK }))
    const quote = await kraken().fetchBtcAed(signal())
    expect(server.requests.at(-1)?.path).toBe('/0/public/Ticker?pair=XBTUSD')
    expect(quote.filsPerBtc).toBe(usdPerBtcToFilsPerBtc(97000.1))
    expect(quote.filsPerBtc).toBe(35_623_287n) // 97000.10 USD x 3.6725 = 356,232.87 AED
    expect(quote.at).toEqual(clock.now())
  })

  it('treats its "Too many requests" error array as a rate limit', async () => {
    server.answer(() => ({ body: { error: ['EGeneral:Too many requests'] } }))
    const error = await failureOf(kraken())
    expect(error.message).toBe('kraken: EGeneral:Too many requests')
    expect(error.rateLimited).toBe(true)
  })

  it('fails on any other error entry, even with a result beside it', async () => {
    server.answer(() => ({ body: { ...KRAKEN_OK, error: ['EService:Unavailable'] } }))
    const error = await failureOf(kraken())
    expect(error.message).toContain('EService:Unavailable')
    expect(error.rateLimited).toBe(false)
  })

  it('fails on a 5xx, malformed JSON and an unexpected shape', async () => {
    server.answer(() => ({ status: 502, body: '<html>Bad gateway</html>' }))
    expect((await failureOf(kraken())).message).toMatch(/HTTP 502/)
    server.answer(() => ({ body: '{"error":[],"result":' }))
    expect((await failureOf(kraken())).message).toMatch(/not JSON/)
    server.answer(() => ({ body: { error: [], result: { XXBTZUSD: { c: ['-1', '1'] } } } }))
    expect((await failureOf(kraken())).message).toMatch(/unexpected answer shape/)
    server.answer(() => ({ body: { error: [], result: { XXBTZUSD: { c: ['0.0', '1'] } } } }))
    expect((await failureOf(kraken())).message).toMatch(/nonsense price/)
  })
})

describe('Coinbase source', () => {
  const coinbase = () => coinbaseSource({ baseUrl: server.baseUrl, clock })

  it('reads the BTC-USD spot price', async () => {
    server.answer(() => ({ body: COINBASE_OK }))
    const quote = await coinbase().fetchBtcAed(signal())
    expect(server.requests.at(-1)?.path).toBe('/v2/prices/BTC-USD/spot')
    expect(quote.filsPerBtc).toBe(usdPerBtcToFilsPerBtc(97000.12))
  })

  it('reports a 429 as a rate limit with its Retry-After', async () => {
    server.answer(() => ({
      status: 429,
      headers: { 'retry-after': '30' },
      body: { errors: [{ id: 'rate_limit_exceeded', message: 'Too many requests' }] },
    }))
    const error = await failureOf(coinbase())
    expect(error.rateLimited).toBe(true)
    expect(error.retryAfterMs).toBe(30_000)
  })

  it('refuses a price quoted in another currency', async () => {
    server.answer(() => ({ body: { data: { amount: '90000.00', base: 'BTC', currency: 'EUR' } } }))
    expect((await failureOf(coinbase())).message).toMatch(/unexpected answer shape/)
  })

  it('gives up when the signal aborts a request that never answers', async () => {
    server.answer(() => ({ hang: true }))
    const controller = new AbortController()
    const arrived = server.nextRequest()
    const attempt = coinbase().fetchBtcAed(controller.signal)
    await arrived
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'))
    await expect(attempt).rejects.toThrow('coinbase: timed out')
  })
})

describe('Bitstamp source', () => {
  const bitstamp = () => bitstampSource({ baseUrl: server.baseUrl, clock })

  it('reads the last BTC/USD price', async () => {
    server.answer(() => ({ body: BITSTAMP_OK }))
    const quote = await bitstamp().fetchBtcAed(signal())
    expect(server.requests.at(-1)?.path).toBe('/api/v2/ticker/btcusd/')
    expect(quote.filsPerBtc).toBe(35_623_250n) // 97000 x 3.6725 = 356,232.50 AED
  })

  it('reports its rate-limit refusal (code 400.002) as a rate limit', async () => {
    server.answer(() => ({ body: { status: 'error', reason: 'Rate limit exceeded', code: '400.002' } }))
    const error = await failureOf(bitstamp())
    expect(error.rateLimited).toBe(true)
    expect(error.message).toContain('Rate limit exceeded')
  })

  it('reports a 503 during maintenance as a failure that is not a rate limit', async () => {
    server.answer(() => ({ status: 503, body: 'Service Unavailable' }))
    const error = await failureOf(bitstamp())
    expect(error.rateLimited).toBe(false)
    expect(error.message).toContain('HTTP 503')
  })
})

describe('CoinGecko source', () => {
  const coingecko = () => coingeckoSource({ baseUrl: server.baseUrl, clock, apiKey: 'CG-test-key' })

  it('reads the AED price directly and sends the demo key header', async () => {
    server.answer(() => ({ body: { bitcoin: { aed: 356000 } } }))
    const quote = await coingecko().fetchBtcAed(signal())
    const request = server.requests.at(-1)!
    expect(request.path).toBe('/simple/price?ids=bitcoin&vs_currencies=aed')
    expect(request.headers['x-cg-demo-api-key']).toBe('CG-test-key')
    expect(quote.filsPerBtc).toBe(aedPerBtcToFilsPerBtc(356000))
    expect(quote.filsPerBtc).toBe(35_600_000n)
  })

  it('reports its 429 answer as a rate limit', async () => {
    server.answer(() => ({
      status: 429,
      body: { status: { error_code: 429, error_message: "You've exceeded the Rate Limit." } },
    }))
    expect((await failureOf(coingecko())).rateLimited).toBe(true)
  })

  it('fails on a refused key', async () => {
    server.answer(() => ({
      status: 401,
      body: { status: { error_code: 10002, error_message: 'API Key Missing' } },
    }))
    const error = await failureOf(coingecko())
    expect(error.rateLimited).toBe(false)
    expect(error.message).toContain('HTTP 401')
  })
})
