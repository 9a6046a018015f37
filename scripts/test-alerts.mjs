// Checks the Prometheus alert rules as Prometheus would load them (`promtool check rules`) and the example scrape
// configuration (`promtool check config --syntax-only`), runs each unit-test
// file of ops/prometheus/tests/ (`promtool test rules`), and checks every alert has a test. Prints one
// `alerts: N passed, N failed` line; with TEST_REPORT_DIR set, writes alerts.json in the vitest (jest-style)
// shape scripts/sum-test-reports.mjs adds up. Needs Debian's `prometheus` package (promtool).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const rulesFile = path.join(root, 'ops/prometheus/alerts.yml')
const testsDir = path.join(root, 'ops/prometheus/tests')
const results = []

/** Runs promtool; a missing promtool is one failure that says how to install it. */
function promtool(args) {
  const run = spawnSync('promtool', args, { encoding: 'utf8' })
  if (run.error) {
    return { ok: false, output: `promtool not found (${run.error.code}): apt-get install -y prometheus` }
  }
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() }
}

function record(name, file, ok, output) {
  results.push({ name, file, ok, output })
  console.log(`${ok ? '✓' : '✗'} ${name}`)
  if (!ok) console.log(output.replace(/^/gm, '    '))
}

const check = promtool(['check', 'rules', rulesFile])
record('promtool check rules ops/prometheus/alerts.yml', rulesFile, check.ok, check.output)

// The example scrape configuration stays loadable (syntax only: its token file exists only where deployed).
const exampleConfig = path.join(root, 'ops/prometheus/prometheus.example.yml')
const config = promtool(['check', 'config', '--syntax-only', exampleConfig])
record('promtool check config ops/prometheus/prometheus.example.yml', exampleConfig, config.ok, config.output)

const testFiles = readdirSync(testsDir)
  .filter((name) => name.endsWith('.test.yml'))
  .sort()
for (const name of testFiles) {
  const file = path.join(testsDir, name)
  // promtool resolves rule_files from the test file's folder.
  const run = spawnSync('promtool', ['test', 'rules', name], { cwd: testsDir, encoding: 'utf8' })
  const output = run.error
    ? `promtool not found: apt-get install -y prometheus`
    : `${run.stdout}${run.stderr}`.trim()
  record(`promtool test rules tests/${name}`, file, !run.error && run.status === 0, output)
}

// An alert nobody tested could fire on nothing or never: each must be named by a test file.
const alerts = [...readFileSync(rulesFile, 'utf8').matchAll(/^\s*- alert:\s*(\S+)/gm)].map((m) => m[1])
const tested = testFiles.map((name) => readFileSync(path.join(testsDir, name), 'utf8')).join('\n')
const untested = alerts.filter((alert) => !new RegExp(`alertname:\\s*${alert}\\b`).test(tested))
record(
  `every alert has a unit test (${alerts.length} alerts)`,
  rulesFile,
  alerts.length > 0 && untested.length === 0,
  `no test names: ${untested.join(', ')}`,
)

const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
console.log(`alerts: ${passed} passed, ${failed} failed`)

const reportDir = process.env.TEST_REPORT_DIR
if (reportDir) {
  mkdirSync(reportDir, { recursive: true })
  const byFile = new Map()
  for (const r of results) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r])
  writeFileSync(
    path.join(reportDir, 'alerts.json'),
    JSON.stringify({
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      success: failed === 0,
      testResults: [...byFile].map(([file, rs]) => ({
        name: file,
        status: rs.every((r) => r.ok) ? 'passed' : 'failed',
        message: '',
        assertionResults: rs.map((r) => ({
          fullName: r.name,
          status: r.ok ? 'passed' : 'failed',
          failureMessages: r.ok ? [] : [r.output],
        })),
      })),
    }),
  )
}
process.exit(failed > 0 ? 1 : 0)
