// Adds up the JSON reports of every suite (vitest: jest-style counts; Playwright: stats) into the one
// closing line CI reads: `N passed, N failed`. A suite that crashed before writing its report counts
// as one failure, so a broken runner can never look green. Failed tests are named just above the
// totals, because only the tail of a CI log is kept.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [dir, ...expected] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
const failures = []

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? ''

function playwrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const last = test.results?.at(-1)
        failures.push(
          `e2e [${test.projectName}] ${[...here, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`,
        )
      }
    }
    playwrightFailures(suite.suites, here)
  }
}

for (const name of expected) {
  const file = path.join(dir, `${name}.json`)
  if (!existsSync(file)) {
    console.log(`${name}: no report (the suite did not finish)`)
    failures.push(`${name}: the suite did not finish; see its output above`)
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  let p, f, s
  if (report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0)
    f = report.stats.unexpected + (report.errors?.length ?? 0)
    s = report.stats.skipped
    playwrightFailures(report.suites)
    for (const error of report.errors ?? []) failures.push(`e2e: ${firstLine(error.message)}`)
  } else {
    p = report.numPassedTests
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    if (report.success === false && f === 0) f = 1
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name)
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
      for (const t of failedTests)
        failures.push(`${name} ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
      if (file.status === 'failed' && failedTests.length === 0)
        failures.push(`${name} ${where}: ${firstLine(file.message)}`)
    }
  }
  console.log(`${name}: ${p} passed, ${f} failed, ${s} skipped`)
  passed += p
  failed += f
  skipped += s
}
if (failures.length > 0) {
  console.log('\nfailed:')
  for (const line of failures) console.log(`  ${line.slice(0, 400)}`)
}
console.log(`(${skipped} skipped)`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
