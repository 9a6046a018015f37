import { z } from 'zod'

/** A point in decimal degrees. */
export interface GeoPoint {
  lat: number
  lng: number
}

/** What a reverse lookup found: an address text (and its country), or nothing at that point. */
export type ReverseGeocodeResult =
  { kind: 'found'; location: string; countryCode: string | null } | { kind: 'nothing' }

/** Turns a point into a text address. Implementations throw GeocoderError when the service fails. */
export interface Geocoder {
  reverse(point: GeoPoint): Promise<ReverseGeocodeResult>
}

/** The geocoding service failed, was too slow or answered something unreadable. */
export class GeocoderError extends Error {
  override readonly name = 'GeocoderError'
}

// Nominatim's /reverse?format=jsonv2 answer: a place, or `{"error":"Unable to geocode"}` for a point with
// no address (open sea, desert). Only the fields we read are checked; the rest may change freely.
const NominatimPlaceSchema = z.object({
  display_name: z.string().optional(),
  address: z.record(z.string(), z.unknown()).optional(),
})
const NominatimErrorSchema = z.object({ error: z.union([z.string(), z.object({ message: z.string() })]) })

// Address parts from the most to the least precise, for a composed text when display_name is missing.
const ADDRESS_PARTS = [
  'house_number',
  'road',
  'neighbourhood',
  'suburb',
  'quarter',
  'city_district',
  'city',
  'town',
  'village',
  'state',
  'country',
]

/** A Nominatim answer is small; anything bigger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel()
      throw new GeocoderError('geocoder answer too large')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function locationOf(place: z.infer<typeof NominatimPlaceSchema>): string | null {
  const displayName = place.display_name?.trim()
  if (displayName) return displayName
  const address = place.address ?? {}
  const parts = ADDRESS_PARTS.map((key) => address[key]).filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return parts.length > 0 ? [...new Set(parts)].join(', ') : null
}

export interface NominatimOptions {
  /** Base URL of a Nominatim-compatible service (GEOCODER_URL). */
  baseUrl: string
  /** Nominatim's usage policy requires an identifying User-Agent (GEOCODER_USER_AGENT). */
  userAgent: string
  /** Give up after this long (GEOCODER_TIMEOUT_MS): a slow geocoder must never hold the request. */
  timeoutMs: number
  fetch?: typeof fetch
}

/** Reverse geocoding through Nominatim's /reverse (or a compatible service), in English. */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const doFetch = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    async reverse(point) {
      const url = new URL(`${base}/reverse`)
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(point.lat),
        lon: String(point.lng),
        zoom: '18',
        addressdetails: '1',
      }).toString()
      const signal = AbortSignal.timeout(options.timeoutMs)
      let text: string
      try {
        const response = await doFetch(url, {
          headers: { 'user-agent': options.userAgent, 'accept-language': 'en', accept: 'application/json' },
          signal,
        })
        if (!response.ok) {
          await response.body?.cancel()
          throw new GeocoderError(`geocoder answered HTTP ${response.status}`)
        }
        // The timeout covers the body too: a service that sends headers and then stalls is still cut off.
        text = await readCapped(response)
      } catch (error) {
        if (error instanceof GeocoderError) throw error
        throw new GeocoderError(
          signal.aborted ? 'geocoder timed out' : `geocoder unreachable: ${String(error)}`,
          {
            cause: error,
          },
        )
      }
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw new GeocoderError('geocoder answered something that is not JSON')
      }
      if (NominatimErrorSchema.safeParse(json).success) return { kind: 'nothing' }
      const place = NominatimPlaceSchema.safeParse(json)
      if (!place.success || Array.isArray(json))
        throw new GeocoderError('geocoder answer has an unknown shape')
      const location = locationOf(place.data)
      if (!location) throw new GeocoderError('geocoder answer has no address')
      const countryCode = place.data.address?.['country_code']
      return {
        kind: 'found',
        location,
        countryCode: typeof countryCode === 'string' ? countryCode.toLowerCase() : null,
      }
    },
  }
}
