/** Base path of every API call (packages/contract/src/endpoints.ts). */
export const API_BASE = '/api/v1'

// Paths of packages/contract/src/endpoints.ts relative to API_BASE, shared by the API's routes and the storefront's
// client so the two cannot drift: one module per area in api-paths/, all of them in all-api-paths.ts. Path
// parameters are written Fastify style (`:id`); `apiPath()` fills them.

/** Fills `:name` placeholders of a path, URL-encoding each value. */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`apiPath: missing parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
