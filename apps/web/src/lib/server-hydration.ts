import { NAMESPACES, type Namespace } from '@shop/contract/i18n'
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'

/** The `<script type="application/json">` the server writes the page's data into (docs/architecture.md#server-rendered-pages). */
export const SERVER_QUERIES_ELEMENT_ID = 'server-queries'

/**
 * How long data read by the server stays fresh in the browser: as long as a CDN may keep a catalog read
 * (docs/decisions/082), so the hydrated page does not fetch again what it was just sent.
 */
export const SERVER_DATA_FRESH_MS = 30_000

/**
 * Starts the cache from the server's data; the page then reads it as if it had fetched it. Returns the text
 * namespaces the server's render used: the page must have them before it hydrates.
 */
export function hydrateServerQueries(queryClient: QueryClient, json: string): Namespace[] {
  let state: DehydratedState & { namespaces?: unknown }
  try {
    state = JSON.parse(json) as DehydratedState & { namespaces?: unknown }
  } catch {
    return [] // A damaged copy only costs the fetches the page would have made anyway.
  }
  const arrivedAt = pageArrivedAt()
  for (const query of state.queries) {
    // The server's clock is not the shopper's: the data counts as arrived when the page did, on this device's
    // clock (freshness counts from then; the payment page measures the device's clock error from it).
    query.state.dataUpdatedAt = arrivedAt
    queryClient.setQueryDefaults(query.queryKey, { staleTime: SERVER_DATA_FRESH_MS })
  }
  hydrate(queryClient, state)
  const named = Array.isArray(state.namespaces) ? state.namespaces : []
  return NAMESPACES.filter((namespace) => named.includes(namespace))
}

/** When the page's HTML began to arrive, on this device's clock; now, where the browser cannot say. */
function pageArrivedAt(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? []
  const responseStart = (navigation as PerformanceNavigationTiming | undefined)?.responseStart ?? 0
  return responseStart > 0 ? Math.round(performance.timeOrigin + responseStart) : Date.now()
}

/**
 * Resolves once the shopper is staying on this page: at once, unless a link tapped before the app ran is taking
 * them elsewhere (`<html data-leaving>`, set by public/start-after-paint.js). Starting the router meanwhile would
 * cancel that navigation; if it fails, the starter clears the mark and the app starts after all.
 */
export function pageStays(root: HTMLElement = document.documentElement): Promise<void> {
  if (!root.hasAttribute('data-leaving')) return Promise.resolve()
  return new Promise((resolve) => {
    document.addEventListener('shop:stay', () => resolve(), { once: true })
  })
}
