// Checks a StrykerJS JSON report (mutation-testing-report-schema) file by file: Stryker's `thresholds.break`
// applies to the total only, so one weak file can hide behind strong ones. Prints one line per file with its
// mutation score as Stryker computes it, (killed + timeout) / (killed + timeout + survived + no coverage),
// leaving out ignored mutants and compile or runtime errors, and exits 1 when any file is under the minimum.
// Usage: node scripts/mutation-score.mjs <mutation.json> [--min=90]   (docs/reliability.md#mutation-testing)
import { readFileSync } from 'node:fs'

const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

const args = process.argv.slice(2)
const reportPath = args.find((arg) => !arg.startsWith('--'))
const minArg = args.find((arg) => arg.startsWith('--min='))
const min = minArg ? Number(minArg.slice('--min='.length)) : 90

if (!reportPath || !(min >= 0 && min <= 100)) {
  console.error('Usage: node scripts/mutation-score.mjs <mutation.json> [--min=90]')
  process.exit(2)
}

let report
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'))
} catch (error) {
  console.error(`mutation-score: cannot read ${reportPath}: ${error.message}`)
  process.exit(1)
}

const files = Object.entries(report.files ?? {}).sort(([a], [b]) => a.localeCompare(b))
if (files.length === 0) {
  console.error(`mutation-score: ${reportPath} lists no files`)
  process.exit(1)
}

const rows = files.map(([name, file]) => {
  const counts = {}
  for (const mutant of file.mutants ?? []) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1
  const sum = (statuses) => [...statuses].reduce((total, status) => total + (counts[status] ?? 0), 0)
  const detected = sum(DETECTED)
  const valid = detected + sum(UNDETECTED)
  const score = valid === 0 ? null : (detected / valid) * 100
  return { name, detected, valid, score, survived: counts.Survived ?? 0, noCoverage: counts.NoCoverage ?? 0 }
})

const width = Math.max(...rows.map((row) => row.name.length))
let failed = 0
for (const row of rows) {
  const ok = row.score === null || row.score >= min
  if (!ok) failed++
  const score = row.score === null ? '   n/a' : `${row.score.toFixed(2).padStart(6)} %`
  const detail = `${row.detected}/${row.valid} detected, ${row.survived} survived, ${row.noCoverage} no coverage`
  console.log(`${ok ? '✓' : '✗'} ${row.name.padEnd(width)}  ${score}  (${detail})`)
}

if (failed > 0) {
  console.log(`mutation-score: ${failed} of ${rows.length} file(s) under ${min} %`)
  process.exitCode = 1
} else {
  console.log(`mutation-score: every file (${rows.length}) at or above ${min} %`)
}
