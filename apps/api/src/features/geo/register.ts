import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { geoRoutes } from './geo.routes.js'
import { createNominatimGeocoder } from './geocoder.js'

/** The location picker's address search, through the geocoder (GEOCODER_URL). */
export async function registerGeo(app: FeatureApp, deps: FeatureDeps): Promise<void> {
  const { config } = deps
  await registerApiRoutes(
    app,
    geoRoutes({
      geocoder: createNominatimGeocoder({
        baseUrl: config.GEOCODER_URL,
        userAgent: config.GEOCODER_USER_AGENT,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
      }),
      clock: deps.clock,
      rateLimitFactor: config.RATE_LIMIT_FACTOR,
    }),
  )
}
