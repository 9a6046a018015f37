import path from 'node:path'

/**
 * Test reporters for every vitest suite: the default console output, plus a JSON report when
 * TEST_REPORT_DIR is set, so .ci/run can add up one `N passed, N failed` line over all suites.
 */
export function reporters(suite: string): (string | [string, Record<string, unknown>])[] {
  const dir = process.env.TEST_REPORT_DIR
  if (!dir) return ['default']
  return ['default', ['json', { outputFile: path.join(dir, `vitest-${suite}.json`) }]]
}
