import { z } from 'zod'
import { UAE_BOUNDS } from '../limits.js'
import { MESSAGES } from '../messages.js'
import { emptyAsAbsent } from './common.js'
import { envelope } from './envelope.js'

// GET /geo/reverse (addition): the location picker turns a dropped pin into a text address through
// the API (docs/architecture.md: no maps API key in the browser).

/** True when the point lies in the UAE's bounding box (a coarse check; the geocoder's country decides the rest). */
export function isInsideUae(point: { lat: number; lng: number }): boolean {
  return (
    point.lat >= UAE_BOUNDS.minLat &&
    point.lat <= UAE_BOUNDS.maxLat &&
    point.lng >= UAE_BOUNDS.minLng &&
    point.lng <= UAE_BOUNDS.maxLng
  )
}

const coordinate = (name: string, limit: number) =>
  emptyAsAbsent(
    z.coerce
      .number({ error: `${name} must be a number.` })
      .refine(Number.isFinite, { error: `${name} must be a number.`, abort: true })
      .refine((value) => Math.abs(value) <= limit, {
        error: `${name} must be between -${limit} and ${limit}.`,
        abort: true,
      }),
  )

/** `?lat&lng` in decimal degrees; a point outside the UAE is refused with MESSAGES.locationOutsideUae. */
export const GeoReverseQuerySchema = z
  .object({ lat: coordinate('Latitude', 90), lng: coordinate('Longitude', 180) })
  .refine(isInsideUae, { error: MESSAGES.locationOutsideUae })
export type GeoReverseQuery = z.infer<typeof GeoReverseQuerySchema>

/** The text address of the point (the address form's `location`), with the point as asked. */
export const GeoReverseDataSchema = z.object({
  location: z.string().min(1),
  lat: z.number(),
  lng: z.number(),
})
export type GeoReverseData = z.infer<typeof GeoReverseDataSchema>
export const GeoReverseResponseSchema = envelope(GeoReverseDataSchema)
export type GeoReverseResponse = z.infer<typeof GeoReverseResponseSchema>
