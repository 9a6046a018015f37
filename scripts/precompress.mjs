// Writes `.br` and `.gz` beside every text file of the built storefront (apps/web/dist), once at build time,
// so the API serves them with @fastify/static's `preCompressed` and spends no CPU per request on them.
// Usage: node scripts/precompress.mjs [dir]   (default apps/web/dist)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'))
const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
])
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (TEXT.has(path.extname(entry.name))) yield full
  }
}

let count = 0
let raw = 0
let brotli = 0
for (const file of files(dir)) {
  if (statSync(file).size < MIN_BYTES) continue
  const body = readFileSync(file)
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  count += 1
  raw += body.length
  brotli += br.length
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
console.log(`precompressed ${count} files: ${kb(raw)} -> ${kb(brotli)} brotli (${path.relative(root, dir)})`)
