import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// docs/architecture.md: in development the SPA proxies the API (and its product images) to the Fastify server.
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3001'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `source` makes @shop/contract resolve to its TypeScript source: no build step between the two.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    // scripts/bundle-size.mjs reads which chunks each route needs from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the shop's code: a separate, long-cached chunk.
        advancedChunks: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
})
