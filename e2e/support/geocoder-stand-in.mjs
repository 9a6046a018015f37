// the machine running the browser tests has no internet, so the location picker's reverse geocoding
// is answered by this stand-in for Nominatim's /reverse (format=jsonv2), started by run-e2e.mjs before the app.
import { createServer } from 'node:http'

/** The address every point resolves to: a Dubai street, so the app's UAE check accepts it. */
export const STAND_IN_DISPLAY_NAME =
  'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai, United Arab Emirates'

/** Starts the stand-in on a free local port; resolves to its base URL and a close function. */
export function startGeocoderStandIn() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    if (url.pathname !== '/reverse') {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'Not found' }))
      return
    }
    const lat = url.searchParams.get('lat') ?? '25.1972'
    const lon = url.searchParams.get('lon') ?? '55.2744'
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        place_id: 1,
        lat,
        lon,
        display_name: STAND_IN_DISPLAY_NAME,
        address: {
          road: 'Sheikh Mohammed bin Rashid Boulevard',
          suburb: 'Downtown Dubai',
          city: 'Dubai',
          state: 'Dubai',
          country: 'United Arab Emirates',
          country_code: 'ae',
        },
      }),
    )
  })
  return new Promise((resolve, reject) => {
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) })
    })
  })
}
