import { GEO_PATHS } from '../api-paths/geo.js'
import type { EndpointCall } from '../endpoint-call.js'

export const geoReverse = {
  name: 'geoReverse',
  method: 'GET',
  path: GEO_PATHS.reverse,
  response: () => import('../schemas/geo.js').then((m) => m.GeoReverseResponseSchema),
} as const satisfies EndpointCall<'geoReverse'>
