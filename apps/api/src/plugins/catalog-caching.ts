import etag from '@fastify/etag'
import { API_BASE, API_PATHS } from '@shop/contract'
import type { FastifyInstance } from 'fastify'

/**
 * The catalog reads a browser or a CDN may keep: the same answer for everyone, changed only by the owner or
 * by a metal-price move. Everything else is either private (plugins/private-answers.ts) or not cacheable.
 */
export const CATALOG_READ_PATHS: readonly string[] = [
  API_PATHS.category.getAll,
  API_PATHS.metalPrice.getAll,
  API_PATHS.metalPrice.history,
  API_PATHS.product.getAll,
  API_PATHS.product.getById,
  API_PATHS.product.getDetailsByName,
  API_PATHS.product.getByCategory,
  API_PATHS.product.getByCategoryName,
  API_PATHS.product.getBySku,
].map((path) => `${API_BASE}${path}`)

export interface CatalogCachingOptions {
  /** How long a kept answer counts as fresh: an owner's change reaches every reader within it. */
  maxAgeSeconds: number
  /** How long after that a cache may still answer while it fetches a fresh copy in the background. */
  staleWhileRevalidateSeconds: number
}

/** `Cache-Control` of a catalog read (docs/decisions/082-http-caching-of-catalog-reads.md). */
export function catalogCacheControl(options: CatalogCachingOptions): string {
  return `public, max-age=${options.maxAgeSeconds}, stale-while-revalidate=${options.staleWhileRevalidateSeconds}`
}

/**
 * Every buffered answer gets a strong ETag of its bytes, and a request whose If-None-Match matches gets 304
 * with no body (@fastify/etag). Catalog reads also say how long they may be kept. Register before
 * @fastify/compress: the tag is computed on the JSON, before it becomes a compressed stream.
 */
export async function registerCatalogCaching(
  app: FastifyInstance,
  options: CatalogCachingOptions,
): Promise<void> {
  await app.register(etag)
  const catalogReads = new Set(CATALOG_READ_PATHS)
  const cacheControl = catalogCacheControl(options)
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return
    if (request.routeOptions.config.privateAnswer) return
    if (request.routeOptions.url !== undefined && catalogReads.has(request.routeOptions.url)) {
      void reply.header('cache-control', cacheControl)
    }
  })
}
