// `npm run bundle-size`: how much JavaScript a shopper's browser downloads to start a route (to hydrate it when server-rendered),
// as the server sends it to a browser that accepts brotli (every current one over https): the .br file that
// scripts/precompress.mjs wrote beside each chunk, else the chunk gzipped. Measured from the built SPA (apps/web/dist; run `npm run build -w @shop/web` first).
//
// The home page arrives server-rendered and paints before any script; to hydrate it (docs/architecture.md#server-rendered-pages)
// the browser needs the entry chunk of index.html and every chunk it imports
// statically, then (react-router loads a lazy route before rendering it) the route module's chunk and its static
// imports. Dynamic imports inside those chunks (testimonials, the map, ...) are not counted: they load later.
// Chunks are read from Vite's manifest (dist/.vite/manifest.json), so the figure never depends on file names.
//
// Beside each route's code, the English texts it loads before hydrating (FIRST_LOAD_NAMESPACES of
// src/app/server-rendered.ts and the route's own, as src/app/router.tsx lists them): data in modules of their
// own, fetched with the code, so a reader sees everything a page waits for.
//
// Usage: node scripts/bundle-size.mjs [route module ...]   (default src/routes/home.tsx)
// `npm run build` runs it after Vite. The first route's code is held to a budget (90 KB for the home page, docs/decisions/240;
// docs/architecture.md#delivery-to-phones; BUNDLE_BUDGET_KB changes it). Over budget is a warning, and a failure
// under CI=true, so a regression cannot land but a local build still completes. KB here are 1,024 bytes.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'apps/web/dist')
const manifestFile = path.join(dist, '.vite/manifest.json')
if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build -w @shop/web` first.')
  process.exit(2)
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('The manifest names no entry chunk.')

/** The manifest keys of `keys` and of everything they import statically, each once. */
function withStaticImports(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return seen
}

/** Bytes on the wire: the precompressed brotli copy the server sends, else gzip level 6 of the file. */
const servedKb = (file) => {
  const full = path.join(dist, file)
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size / 1024
  return gzipSync(readFileSync(full), { level: 6 }).length / 1024
}
const kb = (n) => `${n.toFixed(1).padStart(7)} KB`

const web = path.join(root, 'apps/web')
const namespaceList = (text) => [...(text ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1])
const firstLoadNamespaces = namespaceList(
  /FIRST_LOAD_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(
    readFileSync(path.join(web, 'src/app/server-rendered.ts'), 'utf8'),
  )?.[1],
)
const routeTable = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8')
/**
 * The namespaces the route table loads with `route` (src/routes/x.tsx) before showing it. A form page's error
 * texts (`formPage`) load on non-English pages only, so they are not among the English texts counted here.
 */
function routeNamespaces(route) {
  const module = route.replace(/^src\//, '../').replace(/\.tsx$/, '')
  const escaped = module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const match = new RegExp(
    `(?:formPage|page)\\(\\s*\\(\\) => import\\('${escaped}'\\),\\s*\\[([^\\]]*)\\]`,
  ).exec(routeTable)
  if (!match) throw new Error(`src/app/router.tsx loads no ${route}.`)
  return namespaceList(match[1])
}
/** Bytes on the wire of the English texts of `namespaces`. */
function textsKb(namespaces) {
  return namespaces.reduce((sum, namespace) => {
    const entry = manifest[`../../packages/contract/src/i18n/locales/en/${namespace}.ts`]
    if (!entry) throw new Error(`No chunk for the ${namespace} texts in the manifest.`)
    return sum + servedKb(entry.file)
  }, 0)
}

const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src/routes/home.tsx']
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 90)
let firstTotal = 0
for (const [index, route] of routes.entries()) {
  if (!manifest[route]) throw new Error(`No chunk for ${route} in the manifest.`)
  const chunks = [...withStaticImports([entryKey, route])].map((key) => ({
    file: manifest[key].file,
    size: servedKb(manifest[key].file),
  }))
  chunks.sort((a, b) => b.size - a.size)
  const total = chunks.reduce((sum, chunk) => sum + chunk.size, 0)
  if (index === 0) firstTotal = total
  console.log(`\nJS to start ${route} (bytes as served, brotli):`)
  for (const chunk of chunks) console.log(`${kb(chunk.size)}  ${chunk.file}`)
  console.log(`${kb(total)}  total, ${chunks.length} chunks`)
  const namespaces = [...new Set([...firstLoadNamespaces, ...routeNamespaces(route)])]
  const texts = textsKb(namespaces)
  console.log(`${kb(texts)}  English texts loaded before hydrating (${namespaces.join(', ')})`)
  console.log(`${kb(total + texts)}  code and texts`)
}
console.log(
  `\nFirst-load budget of ${routes[0]}: ${budgetKb} KB, ${firstTotal <= budgetKb ? 'within' : 'OVER'}`,
)
if (firstTotal > budgetKb && process.env.CI) process.exit(1)
