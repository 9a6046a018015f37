// Mutation testing of the money rules (docs/reliability.md#mutation-testing, docs/decisions/253).
// `npm run test:mutation` at the root runs this, then scripts/mutation-score.mjs (>= 90 % per file).

import { fileURLToPath } from 'node:url'

// Under .ci/run, TEST_REPORT_DIR makes vitest.config.ts write vitest-contract.json for the CI summary; every
// mutant's run would overwrite the real suite's report with its own (failing) one. The test runners are
// forked from this process after the config is read, so they start without it.
delete process.env.TEST_REPORT_DIR

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The config by its own path: it imports ../../vitest.shared.js, which a sandbox copy of it cannot reach.
  // Vitest's root is the working directory, the sandbox, so the tests still run against the mutated copy.
  vitest: { configFile: fileURLToPath(new URL('vitest.config.ts', import.meta.url)) },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/money.ts',
    'src/pricing.ts',
    'src/metal-pricing.ts',
    'src/payment-rules.ts',
    'src/order-status.ts',
    'src/order-limits.ts',
    'src/order-figures.ts',
    'src/settlement.ts',
    'src/stock.ts',
    'src/tax-documents.ts',
  ],
  // Incremental (docs/decisions/253): the results of the last full run are committed beside this file, so a run
  // tests again only the mutants of code or tests that changed since; CI's budget holds however the rules grow.
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
}
