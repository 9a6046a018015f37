// Adds up the JSON reports of every suite (vitest: jest-style counts; Playwright: stats) into the one
// closing line CI reads: `N passed, N failed`. A suite that crashed before writing its report counts
// as one failure, so a broken runner can never look green.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [dir, ...expected] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
for (const name of expected) {
  const file = path.join(dir, `${name}.json`)
  if (!existsSync(file)) {
    console.log(`${name}: no report (the suite did not finish)`)
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  let p, f, s
  if (report.stats) {
    p = report.stats.expected + (report.stats.flaky ?? 0)
    f = report.stats.unexpected + (report.errors?.length ?? 0)
    s = report.stats.skipped
  } else {
    p = report.numPassedTests
    f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0)
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    if (report.success === false && f === 0) f = 1
  }
  console.log(`${name}: ${p} passed, ${f} failed, ${s} skipped`)
  passed += p
  failed += f
  skipped += s
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
