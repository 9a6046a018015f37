import { HOUR_MS, MESSAGES } from '@shop/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock.js'
import { AppError, badRequest, notFound, tooMany } from '../../lib/errors.js'
import { GeocoderError, type GeoPoint, type Geocoder, type ReverseGeocodeResult } from './geocoder.js'
import { clockedLruCache } from './clocked-lru-cache.js'
import { TokenBuckets } from './token-bucket.js'

/** Points are cached and asked at 5 decimals (about 1 m): closer pins share one lookup. */
const CACHE_DECIMALS = 5
/** Addresses rarely change; a day keeps the public geocoder's load (and its usage policy) light. */
const CACHE_TTL_MS = 24 * HOUR_MS
const CACHE_MAX_ENTRIES = 5_000
/** Per client IP: 10 lookups at once, then one every 3 s (a person clicking a map never gets near it). */
const BURST = 10
const REFILL_MS = 3_000

export interface GeoServiceDeps {
  geocoder: Geocoder
  clock: Clock
  log: FastifyBaseLogger
  /** Multiplies the per-IP burst (the API's RATE_LIMIT_FACTOR); 0 turns the limit off. */
  rateLimitFactor: number
}

export function createGeoService(deps: GeoServiceDeps) {
  const cache = clockedLruCache<ReverseGeocodeResult>({
    max: CACHE_MAX_ENTRIES,
    ttlMs: CACHE_TTL_MS,
    clock: deps.clock,
  })
  const burst = Math.round(BURST * deps.rateLimitFactor)
  const limiter =
    deps.rateLimitFactor > 0
      ? new TokenBuckets({ capacity: Math.max(1, burst), refillMs: REFILL_MS, clock: deps.clock })
      : null
  // Several shoppers (or double clicks) asking for the same point share one upstream call.
  const inFlight = new Map<string, Promise<ReverseGeocodeResult>>()

  async function lookup(point: GeoPoint): Promise<ReverseGeocodeResult> {
    const rounded = {
      lat: Number(point.lat.toFixed(CACHE_DECIMALS)),
      lng: Number(point.lng.toFixed(CACHE_DECIMALS)),
    }
    const key = `${rounded.lat},${rounded.lng}`
    const cached = cache.get(key)
    if (cached) return cached
    let pending = inFlight.get(key)
    if (!pending) {
      pending = deps.geocoder.reverse(rounded).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    try {
      const result = await pending
      cache.set(key, result)
      return result
    } catch (error) {
      if (!(error instanceof GeocoderError)) throw error
      deps.log.warn({ err: error }, 'reverse geocoding failed')
      throw new AppError(502, MESSAGES.geocoderUnavailable, undefined, undefined, 'GEOCODER_UNAVAILABLE')
    }
  }

  return {
    /**
     * The text address of a point inside the UAE (the schema has checked the bounding box): 429 beyond the
     * client's rate, 404 where there is no address, 400 when the geocoder places it in another country,
     * 502 when the geocoder fails, is slow or answers garbage.
     */
    async reverse(
      clientKey: string,
      point: GeoPoint,
    ): Promise<{ location: string; lat: number; lng: number }> {
      const waitMs = limiter?.take(clientKey) ?? 0
      if (waitMs > 0) throw tooMany(MESSAGES.tooManyRequests, Math.ceil(waitMs / 1000))
      const result = await lookup(point)
      if (result.kind === 'nothing') throw notFound(MESSAGES.noAddressAtLocation, 'NO_ADDRESS_AT_LOCATION')
      // The box is coarse (it takes in corners of Oman, Saudi Arabia and Qatar); the geocoder knows better.
      if (result.countryCode !== null && result.countryCode !== 'ae')
        throw badRequest(MESSAGES.locationOutsideUae, undefined, 'LOCATION_OUTSIDE_UAE')
      return { location: result.location, lat: point.lat, lng: point.lng }
    },
  }
}
