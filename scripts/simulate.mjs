// `npm run simulate -- [--runs N] [--steps M] [--seed S] [--stats]`: a longer campaign of the model-based
// simulation of the payment watcher (docs/reliability.md). Runs the same vitest file CI runs, with its budget
// (SIM_RUNS, SIM_STEPS) and, to replay a failure, the seed fast-check printed.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    steps: { type: 'string', default: '30' },
    seed: { type: 'string' },
    stats: { type: 'boolean', default: false },
  },
})
for (const [name, value] of [
  ['runs', values.runs],
  ['steps', values.steps],
]) {
  if (!/^[1-9]\d*$/.test(value)) {
    console.error(`--${name} must be a whole number above 0, not ${value}`)
    process.exit(2)
  }
}
if (values.seed !== undefined && !/^-?\d+$/.test(values.seed)) {
  console.error(`--seed must be a whole number, not ${values.seed}`)
  process.exit(2)
}
const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'api')
const started = Date.now()
const result = spawnSync('npx', ['vitest', 'run', 'src/features/payments/watcher/watcher.model.test.ts'], {
  cwd: api,
  stdio: 'inherit',
  env: {
    ...process.env,
    SIM_RUNS: values.runs,
    SIM_STEPS: values.steps,
    ...(values.seed === undefined ? {} : { SIM_SEED: values.seed }),
    ...(values.stats ? { SIM_STATS: '1' } : {}),
  },
})
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(
  `simulate: ${values.runs} runs of up to ${values.steps} steps, ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`,
)
process.exit(result.status ?? 1)
