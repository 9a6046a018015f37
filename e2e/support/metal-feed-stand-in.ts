import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// The machine running the browser tests has no internet: this stand-in answers like the two live metal price
// sources the shop reads (gold-api.com's /price/{XAU|XAG} and Swissquote's public best quotes), so a journey
// can make the feed move, fall silent and come back.

export interface MetalFeedStandIn {
  /** The base URL to give the shop as METAL_GOLDAPI_URL and METAL_SWISSQUOTE_URL. */
  url: string
  /** Both sources quote these USD per troy ounce from now on. */
  quote(prices: { XAU: number; XAG: number }): void
  /** Both sources answer 503, as a feed down for maintenance does. */
  fail(): void
  close(): Promise<void>
}

export async function startMetalFeedStandIn(prices: { XAU: number; XAG: number }): Promise<MetalFeedStandIn> {
  let current: { XAU: number; XAG: number } | null = prices
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (!current) return answer(503, { error: 'maintenance' })
    const goldApi = /^\/price\/(XAU|XAG)$/.exec(path)
    if (goldApi) {
      const symbol = goldApi[1] as 'XAU' | 'XAG'
      return answer(200, {
        name: symbol === 'XAU' ? 'Gold' : 'Silver',
        price: current[symbol],
        symbol,
        updatedAt: new Date().toISOString(),
        updatedAtReadable: 'a few seconds ago',
      })
    }
    const swissquote = /^\/public-quotes\/bboquotes\/instrument\/(XAU|XAG)\/USD$/.exec(path)
    if (swissquote) {
      const mid = current[swissquote[1] as 'XAU' | 'XAG']
      return answer(200, [
        {
          topo: { platform: 'SwissquoteLtd', server: 'Live5' },
          spreadProfilePrices: [
            { spreadProfile: 'prime', bidSpread: 0.1, askSpread: 0.1, bid: mid - 0.05, ask: mid + 0.05 },
          ],
          ts: Date.now(),
        },
      ])
    }
    return answer(404, { error: 'not found' })
  })
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    quote(next) {
      current = next
    },
    fail() {
      current = null
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
