// `npm run bench:smoke`: every benchmark under bench/ once at a tiny size (seconds each), so a change of data
// shapes or of an API that breaks one is seen at once instead of the next time someone measures. A bench
// passes when it runs to its end (exit 0) and reports no mismatch; the figures of so small a run mean
// nothing and are not read. Needs DATABASE_URL (PostgreSQL) and the built API (npm run build).
// With TEST_REPORT_DIR set, writes bench.json in the vitest report's shape for the CI summary.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
if (!process.env.DATABASE_URL) {
  console.error(
    'bench:smoke needs DATABASE_URL (postgres://...): the benches make scratch databases beside it',
  )
  process.exit(2)
}

/** Each bench with the settings that make it run in seconds; `failsOn` marks a broken result in its output. */
const BENCHES = [
  {
    name: 'bench:watcher (simulated chain)',
    script: 'bench:watcher',
    env: { BENCH_ORDERS: '200', BENCH_RUNS: '1', BENCH_CHANGES: '20', BENCH_DROPS: '10' },
    failsOn: /SET ASIDE/,
  },
  {
    name: 'bench:watcher (Electrum stand-ins)',
    script: 'bench:watcher',
    env: {
      BENCH_ORDERS: '100',
      BENCH_RUNS: '1',
      BENCH_CHANGES: '10',
      BENCH_DROPS: '5',
      BENCH_BACKEND: 'electrum',
    },
    failsOn: /SET ASIDE/,
  },
  {
    name: 'bench:api',
    script: 'bench:api',
    env: { BENCH_RUNS: '1', BENCH_SECONDS: '1', BENCH_WARMUP_SECONDS: '1' },
    failsOn: /MISMATCH/,
  },
  { name: 'bench:code-requests', script: 'bench:code-requests', env: { BENCH_ROUNDS: '2' } },
]

/** Runs one bench, its output passed through; answers why it failed, or null. */
function run(bench) {
  return new Promise((resolve) => {
    const started = Date.now()
    let output = ''
    const child = spawn('npm', ['run', '--silent', bench.script], {
      cwd: root,
      env: { ...process.env, ...bench.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk
        process.stdout.write(chunk)
      })
    }
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      let failure = null
      if (code !== 0) failure = `exited with ${signal ?? code}`
      else if (bench.failsOn?.test(output)) failure = `reported ${bench.failsOn.source}`
      console.log(
        `\n${failure ? 'FAIL' : 'ok'}  ${bench.name} (${seconds} s)${failure ? `: ${failure}` : ''}\n`,
      )
      resolve(failure)
    })
  })
}

const results = []
for (const bench of BENCHES) results.push({ bench, failure: await run(bench) })
const failed = results.filter((r) => r.failure)
console.log(`bench:smoke: ${results.length - failed.length} passed, ${failed.length} failed`)

const reportDir = process.env.TEST_REPORT_DIR
if (reportDir) {
  const report = {
    numPassedTests: results.length - failed.length,
    numFailedTests: failed.length,
    success: failed.length === 0,
    testResults: [
      {
        name: path.join(root, 'scripts/bench-smoke.mjs'),
        assertionResults: results.map(({ bench, failure }) => ({
          fullName: bench.name,
          status: failure ? 'failed' : 'passed',
          failureMessages: failure ? [failure] : [],
        })),
      },
    ],
  }
  writeFileSync(path.join(reportDir, 'bench.json'), JSON.stringify(report))
}
process.exit(failed.length === 0 ? 0 : 1)
