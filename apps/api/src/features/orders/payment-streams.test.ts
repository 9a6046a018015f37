import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.js'
import { createPaymentStreams } from './payment-streams.js'

// One token once opened 1,500 streams and every payment made each of them re-read the order: these pin the
// ceilings and the one read per order per change.

function activity() {
  const listeners = new Map<string, Set<() => void>>()
  return {
    subscribe(orderUniqueId: string, listener: () => void) {
      const set = listeners.get(orderUniqueId) ?? new Set()
      listeners.set(orderUniqueId, set)
      set.add(listener)
      return () => set.delete(listener)
    },
    announce: (orderUniqueId: string) => listeners.get(orderUniqueId)?.forEach((listener) => listener()),
    count: (orderUniqueId: string) => listeners.get(orderUniqueId)?.size ?? 0,
  }
}

const log = { warn: () => {} }

describe('payment stream admission', () => {
  it('refuses the fifth stream of a session with 429 and takes it again once one closes', () => {
    const streams = createPaymentStreams({ limits: { perSession: 4, perIp: 20 }, log })
    const releases = Array.from({ length: 4 }, () => streams.admit('session-a', '10.0.0.1'))
    let refused: unknown
    try {
      streams.admit('session-a', '10.0.0.1')
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).statusCode).toBe(429)
    expect((refused as AppError).code).toBe('RATE_LIMITED')
    // Another session on the same address is not held back by the first one's ceiling.
    streams.admit('session-b', '10.0.0.1')
    releases[0]!()
    releases[0]!() // a second release of the same stream gives nothing back twice
    expect(() => streams.admit('session-a', '10.0.0.1')).not.toThrow()
    expect(() => streams.admit('session-a', '10.0.0.1')).toThrow(AppError)
  })

  it('refuses past the per-address ceiling however many sessions the address signs in', () => {
    const streams = createPaymentStreams({ limits: { perSession: 4, perIp: 6 }, log })
    for (let i = 0; i < 6; i += 1) streams.admit(`session-${i}`, '2001:db8:1:2::/64')
    expect(() => streams.admit('session-new', '2001:db8:1:2::/64')).toThrow(/this network/)
    expect(() => streams.admit('session-new', '2001:db8:9:9::/64')).not.toThrow()
    expect(streams.stats().streams).toBe(7)
  })
})

describe('payment stream fan-out', () => {
  it('reads an order once per change for all of its streams', async () => {
    const source = activity()
    const streams = createPaymentStreams({ limits: { perSession: 4, perIp: 20 }, activity: source, log })
    let reads = 0
    const read = async () => ++reads
    const received: number[][] = Array.from({ length: 50 }, () => [])
    const leaves = received.map((got) =>
      streams.join('user:ORD-1', 'ORD-1', read, (v: number) => got.push(v)),
    )
    expect(source.count('ORD-1')).toBe(1)
    source.announce('ORD-1')
    await Promise.resolve()
    await Promise.resolve()
    expect(reads).toBe(1)
    expect(received.every((got) => got.join() === '1')).toBe(true)
    for (const leave of leaves) leave()
    expect(source.count('ORD-1')).toBe(0)
    expect(streams.stats().orders).toBe(0)
  })

  it('folds changes announced during a read into one more read', async () => {
    const source = activity()
    const streams = createPaymentStreams({ limits: { perSession: 4, perIp: 20 }, activity: source, log })
    let reads = 0
    let finish: (() => void) | undefined
    const read = () =>
      new Promise<number>((resolve) => {
        reads += 1
        const n = reads
        finish = () => resolve(n)
      })
    const got: number[] = []
    streams.join('user:ORD-2', 'ORD-2', read, (v: number) => got.push(v))
    source.announce('ORD-2')
    for (let i = 0; i < 10; i += 1) source.announce('ORD-2')
    finish!()
    await new Promise((resolve) => setImmediate(resolve))
    finish!()
    await new Promise((resolve) => setImmediate(resolve))
    expect(reads).toBe(2)
    expect(got).toEqual([1, 2])
    expect(streams.stats().reads).toBe(2)
  })

  it('reads a few orders at a time in a burst, each once, and every stream hears its own', async () => {
    const source = activity()
    const streams = createPaymentStreams({
      limits: { perSession: 4, perIp: 20 },
      activity: source,
      log,
      readsAtOnce: 2,
    })
    let running = 0
    let most = 0
    const finishes: (() => void)[] = []
    const got = new Map<string, string[]>()
    const ids = Array.from({ length: 6 }, (_, i) => `ORD-${i}`)
    for (const id of ids) {
      got.set(id, [])
      const read = () =>
        new Promise<string>((resolve) => {
          running += 1
          most = Math.max(most, running)
          finishes.push(() => {
            running -= 1
            resolve(id)
          })
        })
      streams.join(`user:${id}`, id, read, (v: string) => got.get(id)!.push(v))
    }
    // The burst: every order announced, some twice while waiting their turn.
    for (const id of ids) source.announce(id)
    for (const id of ids) source.announce(id)
    expect(streams.stats().readsWaiting).toBe(4)
    while (finishes.length > 0) {
      finishes.shift()!()
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(most).toBe(2)
    // Announced twice before its read started, an order is read once; the first two were read again.
    for (const id of ids) expect(got.get(id)).toEqual(id === 'ORD-0' || id === 'ORD-1' ? [id, id] : [id])
    expect(streams.stats()).toMatchObject({ reads: 8, readsWaiting: 0 })
  })
})
