import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../lib/clock.js'
import type { DbOrTx } from '../../db/client.js'
import { createShopMetrics } from './metrics.js'
import { btcRateAgeSeconds } from './shop-state.repo.js'

const START = new Date('2026-11-28T08:00:00.000Z')

function metricsAt(clock: ManualClock) {
  return createShopMetrics({
    // Only the watcher's metrics are read here: nothing reaches the database.
    db: {} as DbOrTx,
    clock,
    log: { warn: () => {} },
    rates: () => ({ current: () => ({ at: clock.now() }), latestAt: () => clock.now() }),
    watcherRole: () => 'leader',
    setAsideCount: async () => 0,
    walletUnusedRun: async () => 0,
    walletGapLimit: 20,
  })
}

/** The value of the unlabelled sample `sampleName` of metric `name`, from its Prometheus text. */
async function valueOf(metrics: ReturnType<typeof metricsAt>, name: string, sampleName = name) {
  const text = await metrics.registry.getSingleMetricAsString(name)
  const line = text.split('\n').find((l) => l.startsWith(`${sampleName} `))
  return line === undefined ? undefined : Number(line.split(' ')[1])
}

describe('the watcher cycle metrics', () => {
  it("measures the leader's cycles and moves the last success only on one that completed", async () => {
    const clock = new ManualClock(START)
    const metrics = metricsAt(clock)
    metrics.watcherCycle({ seconds: 0.2, ok: true, report: { ran: true } })
    clock.advance(60_000)
    // A follower's cycle (it did not lead) is neither measured nor a success.
    metrics.watcherCycle({ seconds: 0.001, ok: true, report: { ran: false } })
    // A cycle that threw is measured, and is no success.
    metrics.watcherCycle({ seconds: 1.5, ok: false })
    const cycles = 'shop_watcher_cycle_seconds'
    expect(await valueOf(metrics, cycles, `${cycles}_count`)).toBe(2)
    expect(await valueOf(metrics, cycles, `${cycles}_sum`)).toBeCloseTo(1.7)
    expect(await valueOf(metrics, 'shop_watcher_last_success_timestamp_seconds')).toBe(START.getTime() / 1000)
  })
})

describe('btcRateAgeSeconds', () => {
  const now = new Date('2026-11-28T08:10:00.000Z')
  it('is the age of the rate an order would lock', () => {
    const rates = { current: () => ({ at: new Date('2026-11-28T08:09:00.000Z') }), latestAt: () => null }
    expect(btcRateAgeSeconds(rates, now)).toBe(60)
  })

  it('falls back to the last fetched rate when none is usable, and to Infinity when none ever was', () => {
    const refusing = () => {
      throw new Error('no BTC/AED rate newer than 10 minutes')
    }
    expect(
      btcRateAgeSeconds({ current: refusing, latestAt: () => new Date('2026-11-28T07:55:00.000Z') }, now),
    ).toBe(900)
    expect(btcRateAgeSeconds({ current: refusing, latestAt: () => null }, now)).toBe(Number.POSITIVE_INFINITY)
  })
})
