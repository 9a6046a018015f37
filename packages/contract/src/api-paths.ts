/** Base path of every API call (PRODUCT_SPEC §7). */
export const API_BASE = '/api/v1'

/**
 * Paths of PRODUCT_SPEC §7 relative to API_BASE, shared by the API's routes and the storefront's client
 * so the two cannot drift. Path parameters are written Fastify style (`:id`); `apiPath()` fills them.
 */
export const API_PATHS = {
  category: {
    getAll: '/category/get-all-categories',
  },
  metalPrice: {
    getAll: '/metal-price/get-all-metal-prices',
  },
} as const

/** Fills `:name` placeholders of a path, URL-encoding each value. */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`apiPath: missing parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
