import { defineConfig } from 'vitest/config'
import { reporters } from '../../vitest.shared.js'

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reporters('api'),
    // Each file gets its own database; PGlite start-up and migrations take a moment on a shared machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
