import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../lib/clock.js'
import { createNominatimGeocoder, GeocoderError } from './geocoder.js'
import { clockedLruCache } from './clocked-lru-cache.js'

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

describe('clockedLruCache', () => {
  it('expires entries after their TTL on the injected clock, not on real time', () => {
    const clock = new ManualClock(new Date('2026-11-23T10:00:00Z'))
    const cache = clockedLruCache<{ at: string }>({ max: 10, ttlMs: 1_000, clock })
    cache.set('k', { at: 'Dubai Marina' })
    clock.advance(1_000)
    expect(cache.get('k')).toEqual({ at: 'Dubai Marina' })
    clock.advance(1)
    expect(cache.get('k')).toBeUndefined()
  })
})
