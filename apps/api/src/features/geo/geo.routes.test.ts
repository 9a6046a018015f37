import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ErrorEnvelopeSchema, GeoReverseResponseSchema, HOUR_MS, MESSAGES, SECOND_MS } from '@shop/contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.js'

/** What Nominatim's /reverse?format=jsonv2&addressdetails=1 answers for a point in Downtown Dubai. */
const DOWNTOWN_DUBAI = {
  place_id: 344_127_551,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 1_103_484_133,
  lat: '25.1972036',
  lon: '55.2743513',
  category: 'highway',
  type: 'primary',
  place_rank: 26,
  importance: 0.0533,
  addresstype: 'road',
  name: 'Sheikh Mohammed bin Rashid Boulevard',
  display_name: 'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai, United Arab Emirates',
  address: {
    road: 'Sheikh Mohammed bin Rashid Boulevard',
    suburb: 'Downtown Dubai',
    city: 'Dubai',
    'ISO3166-2-lvl4': 'AE-DU',
    country: 'United Arab Emirates',
    country_code: 'ae',
  },
  boundingbox: ['25.1965', '25.1979', '55.2731', '55.2756'],
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void
const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }

/** A local stand-in for Nominatim: answers with the current handler and records every request. */
let handler: Handler = json(DOWNTOWN_DUBAI)
const requests: { url: URL; headers: IncomingMessage['headers'] }[] = []
let server: Server
let t: TestApp

const TIMEOUT_MS = 300

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: new URL(request.url ?? '/', 'http://localhost'), headers: request.headers })
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  t = await createTestApp({
    seed: false,
    env: {
      GEOCODER_URL: `http://127.0.0.1:${port}/`,
      GEOCODER_USER_AGENT: 'bullion-shop-test/1.0 (ops@example.com)',
      GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS),
      RATE_LIMIT_FACTOR: '1',
    },
  })
})
afterAll(async () => {
  await t.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  handler = json(DOWNTOWN_DUBAI)
  requests.length = 0
  // Every test starts with a full rate-limit bucket and an expired cache.
  t.clock.advance(48 * HOUR_MS)
})

let nextIp = 1
/** A fresh client address per call site, so the rate limit of one test never spills into another. */
const freshIp = () => `10.0.0.${nextIp++}`
const reverse = (query: string, ip = freshIp()) =>
  t.app.inject({ method: 'GET', url: `/api/v1/geo/reverse?${query}`, remoteAddress: ip })

describe('GET /api/v1/geo/reverse', () => {
  it("answers the geocoder's address of the point, asking it as Nominatim's usage policy wants", async () => {
    const res = await reverse('lat=25.1972&lng=55.2744')
    expect(res.statusCode, res.body).toBe(200)
    expect(GeoReverseResponseSchema.parse(res.json())).toEqual({
      success: true,
      data: { location: DOWNTOWN_DUBAI.display_name, lat: 25.1972, lng: 55.2744 },
    })
    expect(requests).toHaveLength(1)
    const [asked] = requests
    expect(asked!.url.pathname).toBe('/reverse')
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      format: 'jsonv2',
      lat: '25.1972',
      lon: '55.2744',
      zoom: '18',
      addressdetails: '1',
    })
    expect(asked!.headers['user-agent']).toBe('bullion-shop-test/1.0 (ops@example.com)')
    expect(asked!.headers['accept-language']).toBe('en')
  })

  it('composes the address from its parts when the geocoder gives no display name', async () => {
    const { display_name: _displayName, ...withoutName } = DOWNTOWN_DUBAI
    handler = json(withoutName)
    const res = await reverse('lat=25.2&lng=55.27')
    expect(GeoReverseResponseSchema.parse(res.json()).data.location).toBe(
      'Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai, Dubai, United Arab Emirates',
    )
  })

  it('answers nearby pins from the cache, and asks again once the entry has expired', async () => {
    const ip = freshIp()
    expect((await reverse('lat=25.123456&lng=55.123456', ip)).statusCode).toBe(200)
    // Same point at 5 decimals (about a metre): one upstream call.
    handler = json({ error: 'should not be asked' }, 500)
    const again = await reverse('lat=25.1234561&lng=55.1234559', ip)
    expect(again.statusCode).toBe(200)
    expect(GeoReverseResponseSchema.parse(again.json()).data).toEqual({
      location: DOWNTOWN_DUBAI.display_name,
      lat: 25.1234561,
      lng: 55.1234559,
    })
    expect(requests).toHaveLength(1)
    t.clock.advance(25 * HOUR_MS)
    handler = json(DOWNTOWN_DUBAI)
    expect((await reverse('lat=25.123456&lng=55.123456', ip)).statusCode).toBe(200)
    expect(requests).toHaveLength(2)
  })

  it.each([
    ['London', 'lat=51.5072&lng=-0.1276'],
    ['Doha', 'lat=25.2854&lng=50.9'],
    ['the Arabian Sea', 'lat=22.4&lng=59.5'],
  ])('refuses a point in %s with 400 without asking the geocoder', async (_place, query) => {
    const res = await reverse(query)
    expect(res.statusCode).toBe(400)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.message).toBe('Please choose a location inside the UAE.')
    expect(body.details?.query).toEqual([
      { path: [], message: MESSAGES.locationOutsideUae, messageKey: 'locationOutsideUae' },
    ])
    expect(requests).toHaveLength(0)
  })

  it('refuses a point the geocoder places in another country inside the box (Oman)', async () => {
    handler = json({
      ...DOWNTOWN_DUBAI,
      display_name: 'Khasab, Musandam, Oman',
      address: { town: 'Khasab', state: 'Musandam', country: 'Oman', country_code: 'om' },
    })
    const res = await reverse('lat=26.18&lng=56.25')
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.locationOutsideUae)
  })

  it.each([
    ['lat=abc&lng=55.27', 'lat'],
    ['lat=25.2', 'lng'],
    ['lat=25.2&lng=', 'lng'],
    ['lat=91&lng=55', 'lat'],
    ['lat=Infinity&lng=55', 'lat'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const res = await reverse(query)
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).details?.query).toEqual([
      expect.objectContaining({ path: [field] }),
    ])
    expect(requests).toHaveLength(0)
  })

  it('answers 404 with a clear message where Nominatim is "Unable to geocode" (open sea)', async () => {
    handler = json({ error: 'Unable to geocode' })
    const res = await reverse('lat=24.9&lng=53.2')
    expect(res.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.noAddressAtLocation)
  })

  const failures: [string, Handler][] = [
    ['answers HTTP 500', json({ error: 'internal' }, 500)],
    ['is rate limiting us (429)', json({ error: 'Too many requests' }, 429)],
    [
      'answers an HTML page',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.end('<html><body>Bad Gateway</body></html>')
      },
    ],
    ['answers JSON of another shape', json([{ lat: '25.1', lon: '55.2' }])],
    ['answers a place without any address', json({ place_id: 1, lat: '25.1', lon: '55.2' })],
    [
      'cuts the answer off halfway',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' })
        response.write('{"display_name": "Dubai')
        response.destroy()
      },
    ],
  ]
  it.each(failures)('answers 502 with a clear message when the geocoder %s', async (_what, failing) => {
    handler = failing
    const res = await reverse('lat=25.0657&lng=55.1713')
    expect(res.statusCode).toBe(502)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.geocoderUnavailable)
  })

  it('answers 502 instead of hanging when the geocoder never answers', async () => {
    handler = () => {} // holds the request open
    const startedMs = performance.now()
    const res = await reverse('lat=25.08&lng=55.14')
    expect(res.statusCode).toBe(502)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(MESSAGES.geocoderUnavailable)
    expect(performance.now() - startedMs).toBeLessThan(TIMEOUT_MS + 2_000)
  })

  it('answers 502 when the geocoder sends headers and then stalls', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"display_name":')
    }
    const res = await reverse('lat=25.09&lng=55.15')
    expect(res.statusCode).toBe(502)
  })

  it('does not cache a failure: the next try reaches a recovered geocoder', async () => {
    const ip = freshIp()
    handler = json({ error: 'internal' }, 500)
    expect((await reverse('lat=24.4539&lng=54.3773', ip)).statusCode).toBe(502)
    handler = json(DOWNTOWN_DUBAI)
    expect((await reverse('lat=24.4539&lng=54.3773', ip)).statusCode).toBe(200)
  })

  it('limits each client to a burst of 10 lookups, then one every 3 s, with Retry-After', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await reverse('lat=25.2&lng=55.3', ip)).statusCode).toBe(200)
    const limited = await reverse('lat=25.2&lng=55.3', ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBe('3')
    expect(ErrorEnvelopeSchema.parse(limited.json()).message).toBe(MESSAGES.tooManyRequests)
    // Another shopper is not affected.
    expect((await reverse('lat=25.2&lng=55.3', freshIp())).statusCode).toBe(200)
    t.clock.advance(3 * SECOND_MS)
    expect((await reverse('lat=25.2&lng=55.3', ip)).statusCode).toBe(200)
    expect((await reverse('lat=25.2&lng=55.3', ip)).statusCode).toBe(429)
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const host = (i: number) => `2001:db8:aa:bb:${i.toString(16)}::${(i + 7).toString(16)}`
    for (let i = 0; i < 10; i++) expect((await reverse('lat=25.2&lng=55.3', host(i))).statusCode).toBe(200)
    expect((await reverse('lat=25.2&lng=55.3', host(42))).statusCode).toBe(429)
    // Another network is not affected.
    expect((await reverse('lat=25.2&lng=55.3', '2001:db8:aa:bc::1')).statusCode).toBe(200)
  })
})
