import type { FastifyCompressOptions } from '@fastify/compress'
import { constants as zlibConstants } from 'node:zlib'

/**
 * How the API compresses its answers per request (docs/decisions/052-compression-on-the-wire.md): text
 * answers over 1 KB as brotli or gzip, whichever the client accepts. Brotli at quality 4: its default, 11,
 * is meant for files compressed once, not for every answer. The storefront's files are compressed once at
 * build (scripts/precompress.mjs) and served as they are. Request bodies are never inflated: no client needs
 * to send them compressed, and inflating would let a small body grow past the body limit.
 * `npm run bench:api`'s ceiling server registers these same options, so both compress alike (docs/benchmarks.md).
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  globalDecompression: false,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  // Answers up to 64 KB (every storefront catalog page) are compressed in one call, not through a zlib
  // stream with its own brotli context: a fifth of the compression CPU per answer. The plugin's default
  // follows the cores (8 KB on 2) and streamed a 20-product page (docs/decisions/128).
  syncThreshold: 65_536,
}
