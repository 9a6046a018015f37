import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { reporters } from '../../vitest.shared.js'

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    reporters: reporters('api'),
    // Migrates the run's one template database, which each file copies (decision 175).
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker process and its loaded modules (the app, PGlite's compiled WebAssembly) instead of
    // each starting a process of its own; a file's state lives in its own app and database (decision 177).
    isolate: false,
    // One worker per core: Vitest's default leaves one core to its main process, which mostly waits; on the
    // two-core CI machine that halved the workers (measured: web 165 → 146 s, API 223 → 196 s, under load).
    maxWorkers: availableParallelism(),
    // Each file gets its own database; a PGlite start takes a moment on a shared machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
