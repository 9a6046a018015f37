import { MESSAGES, MINUTE_MS, SECOND_MS, usdPerBtcToFilsPerBtc } from '@shop/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../lib/clock.js'
import { startFakeHttpServer, type FakeHttpServer } from '../../../test/fake-http-server.js'
import { RateSourceError, type RateSource } from './rate-source.js'
import {
  createRateService,
  createRateServiceFromConfig,
  medianFils,
  RateUnavailableError,
  type Schedule,
} from './rate-service.js'

/** A source whose next answer the test sets; counts how often it was asked. */
function fakeSource(name: string, clock: ManualClock) {
  let next: bigint | RateSourceError = 0n
  const source = {
    name,
    calls: 0,
    set(answer: bigint | RateSourceError) {
      next = answer
    },
    async fetchBtcAed() {
      source.calls += 1
      if (next instanceof RateSourceError) throw next
      return { filsPerBtc: next, at: clock.now() }
    },
  } satisfies RateSource & Record<string, unknown>
  return source
}

function setup() {
  const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
  const a = fakeSource('a', clock)
  const b = fakeSource('b', clock)
  const c = fakeSource('c', clock)
  a.set(35_000_000n)
  b.set(36_000_000n)
  c.set(35_500_000n)
  const warnings: string[] = []
  const service = createRateService({
    sources: [a, b, c],
    clock,
    log: { warn: (m) => void warnings.push(m), info: () => {} },
  })
  return { clock, a, b, c, service, warnings }
}

function unavailable(fn: () => unknown): RateUnavailableError {
  try {
    fn()
  } catch (error) {
    if (error instanceof RateUnavailableError) return error
    throw error
  }
  throw new Error('expected RateUnavailableError')
}

describe('medianFils', () => {
  const cases: [bigint[], bigint][] = [
    [[5n], 5n],
    [[3n, 1n, 2n], 2n],
    [[10n, 1n, 100n], 10n],
    [[1n, 2n], 2n],
    [[2n, 4n], 3n],
    [[4n, 1n, 3n, 2n], 3n],
  ]
  for (const [values, expected] of cases) {
    it(`median of ${values.join(', ')} is ${expected}`, () => {
      expect(medianFils(values)).toBe(expected)
    })
  }
})

describe('RateService', () => {
  it('has no rate before any source answered: 503 with the shop message', () => {
    const { service } = setup()
    const error = unavailable(() => service.current())
    expect(error.statusCode).toBe(503)
    expect(error.message).toBe(MESSAGES.rateUnavailable)
  })

  it('takes the median of the sources and keeps what each answered', async () => {
    const { service, clock } = setup()
    await service.tick()
    expect(service.current()).toEqual({
      filsPerBtc: 35_500_000n,
      at: clock.now(),
      sources: [
        { name: 'a', filsPerBtc: 35_000_000n },
        { name: 'b', filsPerBtc: 36_000_000n },
        { name: 'c', filsPerBtc: 35_500_000n },
      ],
    })
  })

  it('takes the median of the rest when one source is down', async () => {
    const { service, b, warnings } = setup()
    b.set(new RateSourceError('b', 'HTTP 502'))
    await service.tick()
    const rate = service.current()
    expect(rate.filsPerBtc).toBe(35_250_000n)
    expect(rate.sources.map((s) => s.name)).toEqual(['a', 'c'])
    expect(warnings).toEqual([expect.stringContaining('b: HTTP 502')])
  })

  it('keeps the last good rate while all sources are down, and refuses it after 10 minutes', async () => {
    const { service, clock, a, b, c } = setup()
    await service.tick()
    const good = service.current()
    for (const source of [a, b, c]) source.set(new RateSourceError(source.name, 'down'))
    clock.advance(MINUTE_MS)
    await service.tick()
    expect(service.current()).toEqual(good)
    clock.advance(9 * MINUTE_MS) // exactly 10 minutes old: still accepted
    await service.tick()
    expect(service.current().filsPerBtc).toBe(good.filsPerBtc)
    clock.advance(SECOND_MS)
    await service.tick()
    expect(unavailable(() => service.current()).reason).toContain('2026-11-22T08:00:00.000Z')
  })

  it('sets no rate from one source alone, nor from two that disagree, and keeps the last good one', async () => {
    const { service, clock, a, b, c, warnings } = setup()
    b.set(new RateSourceError('b', 'down'))
    c.set(new RateSourceError('c', 'down'))
    await service.tick()
    expect(unavailable(() => service.current()).statusCode).toBe(503)
    expect(warnings.at(-1)).toContain('no two sources agree (a: alone)')

    clock.advance(2 * MINUTE_MS)
    b.set(35_100_000n)
    c.set(35_200_000n)
    await service.tick()
    const good = service.current()
    expect(good.filsPerBtc).toBe(35_100_000n)

    // One source is taken over and answers double; the other two still agree: it is set aside.
    clock.advance(MINUTE_MS)
    a.set(70_000_000n)
    await service.tick()
    expect(service.current().filsPerBtc).toBe(35_150_000n)
    expect(service.current().sources.map((s) => s.name)).toEqual(['b', 'c'])

    // Two answers 10 % apart: neither sets the rate, the last good one stays.
    clock.advance(MINUTE_MS)
    c.set(new RateSourceError('c', 'down'))
    await service.tick()
    expect(service.current().filsPerBtc).toBe(35_150_000n)
    expect(service.current().at.getTime()).toBe(clock.now().getTime() - MINUTE_MS)
  })

  it('recovers as soon as a source answers again after its backoff', async () => {
    const { service, clock, a, b, c } = setup()
    for (const source of [a, b, c]) source.set(new RateSourceError(source.name, 'down'))
    await service.tick()
    for (const source of [a, b, c]) source.set(37_000_000n)
    clock.advance(2 * MINUTE_MS) // first backoff: 2 refresh intervals
    await service.tick()
    expect(service.current().filsPerBtc).toBe(37_000_000n)
  })

  it('backs a failing source off exponentially while the others are asked every minute', async () => {
    const { service, clock, a, b } = setup()
    a.set(new RateSourceError('a', 'HTTP 500'))
    const askedAt: number[] = []
    for (let minute = 0; minute <= 14; minute += 1) {
      const before = a.calls
      await service.tick()
      if (a.calls > before) askedAt.push(minute)
      clock.advance(MINUTE_MS)
    }
    expect(askedAt).toEqual([0, 2, 6, 11]) // waits of 2, 4, then the 5-minute cap
    expect(b.calls).toBe(15)
    expect(service.sourceStatus()[0]).toMatchObject({
      name: 'a',
      consecutiveFailures: 4,
      lastError: 'a: HTTP 500',
    })
  })

  it('leaves a rate-limited source alone for as long as its Retry-After asks', async () => {
    const { service, clock, c } = setup()
    c.set(new RateSourceError('c', 'HTTP 429', true, 20 * MINUTE_MS))
    await service.tick()
    c.set(35_500_000n)
    for (let minute = 1; minute < 20; minute += 1) {
      clock.advance(MINUTE_MS)
      await service.tick()
    }
    expect(c.calls).toBe(1)
    clock.advance(MINUTE_MS)
    await service.tick()
    expect(c.calls).toBe(2)
    expect(service.sourceStatus()[2]?.consecutiveFailures).toBe(0)
  })

  it('asks each source once when two ticks overlap', async () => {
    const { service, a } = setup()
    await Promise.all([service.tick(), service.tick()])
    expect(a.calls).toBe(1)
  })

  it('returns the pinned BTC_AED_RATE without asking any source', async () => {
    const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
    const a = fakeSource('a', clock)
    const service = createRateService({ sources: [a], clock, pinnedAedPerBtc: 350_000.25 })
    await service.tick()
    clock.advance(60 * MINUTE_MS)
    expect(service.current()).toEqual({
      filsPerBtc: 35_000_025n,
      at: clock.now(),
      sources: [{ name: 'BTC_AED_RATE', filsPerBtc: 35_000_025n }],
    })
    expect(a.calls).toBe(0)
  })

  it('start() refreshes now and then every 60 s until stopped', async () => {
    const { clock, a } = setup()
    const scheduled: { fn: () => void; ms: number; cancelled: boolean }[] = []
    const schedule: Schedule = (fn, ms) => {
      const entry = { fn, ms, cancelled: false }
      scheduled.push(entry)
      return () => void (entry.cancelled = true)
    }
    const service = createRateService({ sources: [a], clock, schedule })
    const stop = service.start()
    await waitUntil(() => scheduled.length === 1)
    expect(a.calls).toBe(1)
    expect(scheduled[0]!.ms).toBe(60_000)
    clock.advance(MINUTE_MS)
    scheduled[0]!.fn()
    await waitUntil(() => scheduled.length === 2)
    expect(a.calls).toBe(2)
    stop()
    expect(scheduled[1]!.cancelled).toBe(true)
  })
})

/** Lets pending promise callbacks run (no timers involved) until `done` holds. */
async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise<void>((resolve) => setImmediate(resolve))
  expect(done()).toBe(true)
}

describe('createRateServiceFromConfig against local servers shaped like the public APIs', () => {
  let server: FakeHttpServer
  beforeAll(async () => {
    server = await startFakeHttpServer()
  })
  afterAll(async () => {
    await server.close()
  })
  const urls = () => ({
    kraken: `${server.baseUrl}/kraken`,
    coinbase: `${server.baseUrl}/coinbase`,
    bitstamp: `${server.baseUrl}/bitstamp`,
    coingecko: `${server.baseUrl}/coingecko`,
  })

  it('uses Kraken, Coinbase and Bitstamp, and the median of those that answered when Kraken is down', async () => {
    const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
    server.answer((request) => {
      if (request.path.startsWith('/kraken'))
        return { status: 500, body: { error: ['EService:Unavailable'] } }
      if (request.path.startsWith('/coinbase'))
        return { body: { data: { amount: '96000.00', base: 'BTC', currency: 'USD' } } }
      if (request.path.startsWith('/bitstamp')) return { body: { last: '97000', timestamp: '1700000000' } }
      return { status: 404, body: {} }
    })
    // What this test asks of the server, not what an earlier one did.
    server.requests.length = 0
    const service = createRateServiceFromConfig({}, { clock, urls: urls() })
    await service.tick()
    const rate = service.current()
    expect(rate.sources.map((s) => s.name)).toEqual(['coinbase', 'bitstamp'])
    expect(rate.filsPerBtc).toBe(usdPerBtcToFilsPerBtc(96500)) // (96000 + 97000) / 2 USD x peg
    expect(server.requests.some((r) => r.path.startsWith('/coingecko'))).toBe(false)
  })

  it('adds CoinGecko only when COINGECKO_API_KEY is set', async () => {
    const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
    server.answer((request) =>
      request.path.startsWith('/coingecko')
        ? { body: { bitcoin: { aed: 356000 } } }
        : request.path.startsWith('/coinbase')
          ? { body: { data: { amount: '97000.00', base: 'BTC', currency: 'USD' } } }
          : { status: 503, body: 'down' },
    )
    const service = createRateServiceFromConfig({ COINGECKO_API_KEY: 'CG-key' }, { clock, urls: urls() })
    await service.tick()
    expect(service.current().sources).toEqual([
      { name: 'coinbase', filsPerBtc: usdPerBtcToFilsPerBtc(97000) },
      { name: 'coingecko', filsPerBtc: 35_600_000n },
    ])
  })

  it('pins the rate with BTC_AED_RATE and asks nobody', async () => {
    const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
    const before = server.requests.length
    const service = createRateServiceFromConfig({ BTC_AED_RATE: 350000 }, { clock, urls: urls() })
    await service.tick()
    expect(service.current().filsPerBtc).toBe(35_000_000n)
    expect(server.requests.length).toBe(before)
  })

  it('lets development on the simulated chain take orders offline at the fallback rate, and prefers a live one', async () => {
    const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
    server.answer(() => ({ status: 503, body: 'down' }))
    const warnings: string[] = []
    const service = createRateServiceFromConfig(
      { NODE_ENV: 'development' },
      { clock, urls: urls(), log: { warn: (m) => void warnings.push(m), info: () => {} } },
    )
    await service.tick()
    expect(service.current()).toMatchObject({
      filsPerBtc: 35_000_000n,
      sources: [{ name: 'development-fallback', filsPerBtc: 35_000_000n }],
    })
    expect(warnings.some((w) => w.includes('fallback of 350000 AED/BTC'))).toBe(true)

    server.answer((request) =>
      request.path.startsWith('/coinbase')
        ? { body: { data: { amount: '100000.00', base: 'BTC', currency: 'USD' } } }
        : request.path.startsWith('/bitstamp')
          ? { body: { last: '100100', timestamp: '1700000000' } }
          : { status: 503, body: 'down' },
    )
    clock.advance(10 * MINUTE_MS)
    await service.tick()
    expect(service.current().sources.map((s) => s.name)).toEqual(['coinbase', 'bitstamp'])
  })

  it.each([
    ['production', { NODE_ENV: 'production' as const }],
    ['tests', { NODE_ENV: 'test' as const }],
    [
      'development against a real chain',
      { NODE_ENV: 'development' as const, ESPLORA_URL: 'https://mempool.space/api' },
    ],
    [
      'development against Electrum',
      { NODE_ENV: 'development' as const, CHAIN_BACKEND: 'electrum' as const },
    ],
  ])('never falls back in %s: no live rate is 503', async (_name, config) => {
    const clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
    server.answer(() => ({ status: 503, body: 'down' }))
    const service = createRateServiceFromConfig(config, { clock, urls: urls() })
    await service.tick()
    expect(unavailable(() => service.current()).message).toBe(MESSAGES.rateUnavailable)
  })
})
