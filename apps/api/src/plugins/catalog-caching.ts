import { createHash } from 'node:crypto'
import etag from '@fastify/etag'
import { API_BASE, API_PATHS } from '@shop/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { languageOfAcceptLanguage } from '../lib/content-language.js'

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

/**
 * The catalog reads whose texts follow the request's Accept-Language (product and category names and
 * descriptions, docs/architecture.md#product-content-in-two-languages): they say `Vary: Accept-Language`
 * and their ETag names the language, so a cache never hands an Arabic answer to an English reader.
 */
export const LOCALIZED_READ_PATHS: readonly string[] = [
  API_PATHS.category.getAll,
  API_PATHS.product.getAll,
  API_PATHS.product.getById,
  API_PATHS.product.getDetailsByName,
  API_PATHS.product.getByCategory,
  API_PATHS.product.getByCategoryName,
  API_PATHS.product.getBySku,
].map((path) => `${API_BASE}${path}`)

/** Adds `field` to the reply's Vary header unless it is named there already. */
function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary')
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : ''
  const names = text.split(',').map((name) => name.trim().toLowerCase())
  if (names.includes('*') || names.includes(field.toLowerCase())) return
  void reply.header('vary', text === '' ? field : `${text}, ${field}`)
}

/** A strong ETag of an answer's bytes and its language: two languages never share a tag, even with equal bytes. */
export function localizedEtag(payload: string | Buffer, language: string): string {
  return `"${createHash('sha1').update(`${language}\n`).update(payload).digest('base64url')}"`
}

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
  const localizedReads = new Set(LOCALIZED_READ_PATHS)
  // Added before @fastify/etag's own hook, so its tag is set first: @fastify/etag keeps a tag already set
  // and answers a matching If-None-Match with 304.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    if (request.routeOptions.url === undefined || !localizedReads.has(request.routeOptions.url)) return
    addVary(reply, 'Accept-Language')
    if (reply.statusCode !== 200) return
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return
    const language = languageOfAcceptLanguage(request.headers['accept-language'])
    void reply.header('etag', localizedEtag(payload, language))
  })
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
