import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { CATALOG_READ_PATHS } from './catalog-caching.js'
import { COMPRESSION_OPTIONS } from './compression.js'

/**
 * The encoding @fastify/compress would choose for a plain Accept-Encoding list (`br, gzip`, `gzip`,
 * `gzip, deflate, br`: what browsers and CDNs send), br before gzip as COMPRESSION_OPTIONS lists them; null
 * for anything with weights, wildcards or neither encoding, which is left to the plugin's own negotiation.
 */
export function plainAcceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof header !== 'string' || header === '') return null
  const tokens = header.toLowerCase().split(',')
  let gzip = false
  for (const raw of tokens) {
    const token = raw.trim()
    if (token.includes(';') || token === '*') return null
    if (token === 'br') return 'br'
    if (token === 'gzip' || token === 'x-gzip') gzip = true
  }
  return gzip ? 'gzip' : null
}

const COMPRESS: Record<'br' | 'gzip', (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, COMPRESSION_OPTIONS.brotliOptions),
  gzip: (body) => gzipSync(body, COMPRESSION_OPTIONS.zlibOptions),
}

export interface CompressedAnswerCacheOptions {
  /** Most answers kept (each in one encoding). */
  maxEntries: number
  /** Most compressed bytes kept in all. */
  maxBytes: number
}

/**
 * Catalog reads (decision 134): the answer is read and serialized fresh for every request and its ETag is
 * the hash of those bytes (plugins/catalog-caching.ts); only the compression of a body already compressed
 * once is skipped, by keeping the compressed bytes per (encoding, ETag, length), least recently used out
 * first. An unchanged catalog page costs a lookup instead of a brotli pass; a changed one has a new ETag and
 * is compressed anew. The same bytes, Content-Encoding, Content-Length and Vary as @fastify/compress's
 * one-call path; anything it would not handle alike (weights in Accept-Encoding, sizes outside its
 * threshold and one-call limit) is left to it. Register after registerCatalogCaching, before @fastify/compress.
 */
export function registerCompressedAnswerCache(
  app: FastifyInstance,
  options: CompressedAnswerCacheOptions = { maxEntries: 512, maxBytes: 8 * 1024 * 1024 },
): void {
  const catalogReads = new Set(CATALOG_READ_PATHS)
  const threshold = COMPRESSION_OPTIONS.threshold ?? 1024
  const oneCallLimit = COMPRESSION_OPTIONS.syncThreshold ?? 0
  const kept = new Map<string, Buffer>()
  let keptBytes = 0

  const remember = (key: string, bytes: Buffer) => {
    kept.set(key, bytes)
    keptBytes += bytes.length
    for (const [oldest, old] of kept) {
      if (kept.size <= options.maxEntries && keptBytes <= options.maxBytes) break
      kept.delete(oldest)
      keptBytes -= old.length
    }
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload
    if (request.routeOptions.url === undefined || !catalogReads.has(request.routeOptions.url)) return payload
    if (request.routeOptions.config.privateAnswer) return payload
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    const tag = reply.getHeader('etag')
    if (typeof tag !== 'string' || reply.hasHeader('content-encoding')) return payload
    if (request.headers['x-no-compression'] !== undefined) return payload
    const contentType = reply.getHeader('content-type')
    if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return payload
    const encoding = plainAcceptedEncoding(request.headers['accept-encoding'])
    if (encoding === null) return payload
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload)
    if (body.length < threshold || body.length > oneCallLimit) return payload

    const key = `${encoding} ${body.length} ${tag}`
    let bytes = kept.get(key)
    if (bytes) {
      // Most recently used last: the Map's order is the eviction order.
      kept.delete(key)
      kept.set(key, bytes)
    } else {
      bytes = COMPRESS[encoding](body)
      remember(key, bytes)
    }
    const vary = reply.getHeader('vary')
    const varyText = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : ''
    if (!varyText.toLowerCase().includes('accept-encoding'))
      void reply.header('vary', varyText === '' ? 'accept-encoding' : `${varyText}, accept-encoding`)
    void reply.header('content-encoding', encoding)
    void reply.header('content-length', bytes.length)
    return bytes
  })
}
