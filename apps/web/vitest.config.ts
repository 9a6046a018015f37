import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { reporters } from '../../vitest.shared.js'

export default defineConfig({
  plugins: [react()],
  // As in vite.config.ts: @shop/contract from its TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    reporters: reporters('web'),
    restoreMocks: true,
    // One worker per core: Vitest's default leaves one core to its main process, which mostly waits; on the
    // two-core CI machine that halved the workers (measured: web 165 → 146 s, API 223 → 196 s, under load).
    maxWorkers: availableParallelism(),
    // A shared 2-core CI machine can take seconds to render a lazy route; a longer limit only slows a failing test.
    testTimeout: process.env.CI ? 15_000 : 5_000,
    unstubGlobals: true,
  },
})
