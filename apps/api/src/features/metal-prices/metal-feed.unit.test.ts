import { MINUTE_MS, SECOND_MS, type FeedMetal, type MetalSourceAnswer } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../lib/clock.js'
import { createMetalFeed } from './metal-feed.js'
import { MetalSourceError, type MetalSource } from './sources/metal-source.js'

/** A source whose next answer the test sets; counts how often it was asked. */
interface FakeSource extends MetalSource {
  calls: number
  answer: Record<FeedMetal, number> | MetalSourceError
}

function fakeSource(name: string, answer: FakeSource['answer']): FakeSource {
  const source: FakeSource = {
    name,
    calls: 0,
    answer,
    async fetchUsdPerOunce(metal: FeedMetal) {
      source.calls += 1
      if (source.answer instanceof MetalSourceError) throw source.answer
      return source.answer[metal]
    },
  }
  return source
}

function setup(options: { leader?: boolean } = {}) {
  const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'))
  const a = fakeSource('a', { gold: 2651.3, silver: 31.2 })
  const b = fakeSource('b', { gold: 2651.25, silver: 31.3 })
  const applied: { metal: FeedMetal; pricePerGramFils: number; sources: MetalSourceAnswer[] }[] = []
  const warnings: string[] = []
  const feed = createMetalFeed({
    sources: [a, b],
    clock,
    pollMs: MINUTE_MS,
    apply: async (metal, price) => void applied.push({ metal, ...price }),
    isLeader: async () => options.leader ?? true,
    log: { warn: (m) => void warnings.push(m), info: () => {} },
  })
  return { clock, a, b, feed, applied, warnings }
}

describe('createMetalFeed', () => {
  it('hands over the median of both sources per metal, in fils per gram', async () => {
    const { feed, applied } = setup()
    await feed.tick()
    expect(applied).toEqual([
      {
        metal: 'gold',
        pricePerGramFils: 31_305,
        sources: [
          { name: 'a', usdPerOunce: 2651.3 },
          { name: 'b', usdPerOunce: 2651.25 },
        ],
      },
      {
        metal: 'silver',
        pricePerGramFils: 369, // 31.25 USD/oz
        sources: [
          { name: 'a', usdPerOunce: 31.2 },
          { name: 'b', usdPerOunce: 31.3 },
        ],
      },
    ])
  })

  it('leaves polling to the leading instance', async () => {
    const { feed, a, applied } = setup({ leader: false })
    await feed.tick()
    expect(a.calls).toBe(0)
    expect(applied).toEqual([])
    expect(feed.health().polling).toBe(false)
  })

  it('backs a failing source off (2, 4 ... poll intervals) and asks it again once it is due', async () => {
    const { feed, clock, a, b, warnings } = setup()
    b.answer = new MetalSourceError('b', 'HTTP 503 from b')
    await feed.tick()
    expect(b.calls).toBe(2) // gold and silver
    expect(warnings).toEqual(['metal price source failed (next try in 120 s): b: HTTP 503 from b'])

    clock.advance(MINUTE_MS)
    await feed.tick()
    expect(b.calls).toBe(2) // still backing off
    expect(a.calls).toBe(4)

    clock.advance(MINUTE_MS)
    await feed.tick()
    expect(b.calls).toBe(4)
    const health = feed.health().sources.find((s) => s.name === 'b')!
    expect(health).toMatchObject({ consecutiveFailures: 2, lastError: 'b: HTTP 503 from b' })
    expect(health.nextAttemptAt.getTime() - clock.now().getTime()).toBe(4 * MINUTE_MS)
  })

  it('waits as long as a rate limit asks (Retry-After), up to an hour', async () => {
    const { feed, clock, b } = setup()
    b.answer = new MetalSourceError('b', 'HTTP 429 from b', true, 30 * MINUTE_MS)
    await feed.tick()
    clock.advance(29 * MINUTE_MS)
    await feed.tick()
    expect(b.calls).toBe(2)
    clock.advance(MINUTE_MS + SECOND_MS)
    await feed.tick()
    expect(b.calls).toBe(4)
  })

  it('never throws when storing fails; the next poll tries again', async () => {
    const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'))
    const warnings: string[] = []
    let fail = true
    let stored = 0
    const feed = createMetalFeed({
      sources: [fakeSource('a', { gold: 2651.3, silver: 31.2 })],
      clock,
      pollMs: MINUTE_MS,
      apply: async () => {
        if (fail) throw new Error('connection lost')
        stored += 1
      },
      log: { warn: (m) => void warnings.push(m), info: () => {} },
    })
    await expect(feed.tick()).resolves.toBeUndefined()
    expect(warnings).toEqual(['metal price feed: could not store this poll: connection lost'])
    fail = false
    clock.advance(MINUTE_MS)
    await feed.tick()
    expect(stored).toBe(2)
  })
})
