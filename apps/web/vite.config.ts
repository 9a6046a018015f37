import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite'

// docs/architecture.md: in development the SPA proxies the API (and its product images) to the Fastify server.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001'

// The shop's own modules every page runs before it starts: the entry (src/main.tsx) and what it imports,
// statically and transitively. Left to the bundler they became ~30 chunks of a few hundred bytes, each its own
// request and compressed on its own; as one chunk they cost 7 KB less on the wire (docs/decisions/143).
const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
const appSource = /apps[\\/]web[\\/]src[\\/]/
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[]
    importers: readonly string[]
    dynamicImporters: readonly string[]
  } | null
}
/** `from` and every module it imports statically, transitively. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const closure = new Set<string>()
  const pending = [from]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id)) continue
    closure.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return closure
}
const startClosures = new WeakMap<ModuleGraph, Set<string>>()
function startModulesOf(graph: ModuleGraph): Set<string> {
  let closure = startClosures.get(graph)
  if (closure) return closure
  closure = staticClosure(graph, entryModule)
  // The entry stays the entry chunk (index.html names it).
  closure.delete(entryModule)
  startClosures.set(graph, closure)
  return closure
}

// What the home page (where most visits start) shares with other pages joins the start chunk. Left to the bundler
// those modules (the product and category cards, the catalog's queries, the pricing rules, ...) became a dozen
// chunks of a few hundred bytes, each its own request and compressed apart: 4 KB more to start the home page
// (docs/decisions/148). What only the home page imports stays in its own chunk.
const homeRoute = fileURLToPath(new URL('./src/routes/home.tsx', import.meta.url))
const homeShared = new WeakMap<ModuleGraph, Set<string>>()
function sharedByHomeOf(graph: ModuleGraph): Set<string> {
  let shared = homeShared.get(graph)
  if (shared) return shared
  // The server render (src/entry-server.tsx) loads its code once, from disk: no chunk of it goes over a network.
  if (!graph.getModuleInfo(entryModule)) return new Set()
  const closure = staticClosure(graph, homeRoute)
  // Home-only: the route, and every module all of whose importers are home-only.
  const homeOnly = new Set([homeRoute])
  for (let grew = true; grew;) {
    grew = false
    for (const id of closure) {
      const info = graph.getModuleInfo(id)
      if (homeOnly.has(id) || !info || info.dynamicImporters.length > 0 || info.importers.length === 0)
        continue
      if (info.importers.every((importer) => homeOnly.has(importer))) {
        homeOnly.add(id)
        grew = true
      }
    }
  }
  const start = startModulesOf(graph)
  shared = new Set([...closure].filter((id) => !homeOnly.has(id) && !start.has(id)))
  homeShared.set(graph, shared)
  return shared
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss()],
  // A server build keeps `process.env.NODE_ENV` for run time; the bundled React must be fixed at its production
  // build like the browser's (its development build renders several times slower).
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // `source` makes @shop/contract resolve to its TypeScript source: no build step between the two.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server render (src/entry-server.tsx, built to dist-server by `npm run build`) is bundled whole, like the
  // browser build: it needs nothing from node_modules at run time.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    outDir: 'dist',
    // The server entry's folder holds code only; favicon and the like are served from the browser build.
    copyPublicDir: !isSsrBuild,
    // scripts/bundle-size.mjs reads which chunks each route needs from the manifest.
    manifest: true,
    // No <link rel="modulepreload"> per dependency of a lazily loaded chunk: inserting them cost a phone tens of
    // milliseconds of main thread as a page started; the browser fetches a chunk's imports as it reads it
    // (docs/decisions/131).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React changes far less often than the shop's code: a separate, long-cached chunk.
        advancedChunks: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The phone numbering plan (libphonenumber's metadata, ~40 KB compressed) is needed by the address
            // and sign-up forms only: a chunk of its own, so no catalog page downloads it with the schemas.
            // The contract's phone rules go with it: left to the bundler they joined a small shared chunk that the
            // order's schema imports, and the payment page downloaded the metadata to show a countdown.
            {
              name: 'phone-metadata',
              test: /node_modules[\\/]libphonenumber-js[\\/]|packages[\\/]contract[\\/]src[\\/]phone\.ts$/,
            },
            // After the libraries above (their own chunks): the shop's code that starts every page, and what the
            // home page shares with the others.
            {
              name: (id, graph) =>
                (appSource.test(id) && startModulesOf(graph).has(id)) || sharedByHomeOf(graph).has(id)
                  ? 'start'
                  : null,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
}))
