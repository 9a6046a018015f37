import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../lib/clock.js'
import { createNominatimGeocoder, GeocoderError } from './geocoder.js'
import { LruCache } from './lru-cache.js'

/** A port nothing listens on: bound, noted and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('createNominatimGeocoder', () => {
  it('fails with GeocoderError when nothing answers at GEOCODER_URL', async () => {
    const geocoder = createNominatimGeocoder({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      userAgent: 'test',
      timeoutMs: 1_000,
    })
    await expect(geocoder.reverse({ lat: 25.2, lng: 55.27 })).rejects.toBeInstanceOf(GeocoderError)
  })
})

describe('LruCache', () => {
  it('forgets the least recently used entry when full', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 60_000, clock: new ManualClock(0) })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recent
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3])
  })

  it('expires entries after their TTL on the injected clock', () => {
    const clock = new ManualClock(0)
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 1_000, clock })
    cache.set('k', 'v')
    clock.advance(999)
    expect(cache.get('k')).toBe('v')
    clock.advance(1)
    expect(cache.get('k')).toBeUndefined()
    expect(cache.size).toBe(0)
  })
})
