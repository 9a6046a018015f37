import { burstScenario } from './burst.js'
import { pgRestartScenario } from './pg-restart.js'
import { watcherKillScenario } from './watcher-kill.js'
import { redisDownScenario } from './redis-down.js'
import { esploraScenario } from './esplora.js'
import { streamsScenario } from './streams.js'
import { slowClientsScenario } from './slow-clients.js'
import { paymentBurstScenario } from './payment-burst.js'
import { Checks, type Cluster, type Outcome, startCluster } from './lib.js'

// `npm run chaos`: crash and outage scenarios against real local processes (docs/reliability.md). Each
// scenario is bounded in time and prints PASS or FAIL with its figures; the exit code is 1 when any failed.

interface Scenario {
  name: string
  limitMs: number
  run(cluster: Cluster, checks: Checks): Promise<void>
}

const SCENARIOS: Scenario[] = [
  { name: 'kill -9 during a 20-buyer create-order burst', limitMs: 120_000, run: burstScenario },
  { name: 'kill -9 while the watcher counts 1,000 payments', limitMs: 180_000, run: watcherKillScenario },
  { name: 'restart PostgreSQL under load', limitMs: 120_000, run: pgRestartScenario },
  { name: 'Redis down: rate limits in memory', limitMs: 120_000, run: redisDownScenario },
  {
    name: 'chain backend answering 500, 429, garbage, slowly, or behind',
    limitMs: 150_000,
    run: esploraScenario,
  },
  {
    name: 'slow clients: 2,000 sockets trickling request bodies',
    limitMs: 120_000,
    run: slowClientsScenario,
  },
  {
    name: 'streams: 1,000 payment pages open while 250 orders are paid',
    limitMs: 240_000,
    run: streamsScenario,
  },
  {
    name: 'payment burst: 1,000 payment pages open on a production instance, /healthz p99 under 50 ms',
    limitMs: 420_000,
    run: paymentBurstScenario,
  },
]

const only = process.argv.slice(2)
const chosen = only.length === 0 ? SCENARIOS : SCENARIOS.filter((s) => only.some((o) => s.name.includes(o)))

const started = performance.now()
console.log('chaos: starting a throwaway PostgreSQL cluster')
const cluster = startCluster()
const outcomes: Outcome[] = []
try {
  for (const scenario of chosen) {
    console.log(`\n== ${scenario.name}`)
    const checks = new Checks()
    const t0 = performance.now()
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        scenario.run(cluster, checks),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`over its ${scenario.limitMs / 1000} s limit`)),
            scenario.limitMs,
          )
        }),
      ])
    } catch (error) {
      checks.check(false, `stopped: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      clearTimeout(timer)
    }
    const outcome: Outcome = {
      name: scenario.name,
      passed: checks.failures.length === 0,
      seconds: (performance.now() - t0) / 1000,
      figures: checks.figures,
      failures: checks.failures,
    }
    outcomes.push(outcome)
    console.log(`${outcome.passed ? 'PASS' : 'FAIL'}  ${scenario.name} (${outcome.seconds.toFixed(1)} s)`)
  }
} finally {
  cluster.destroy()
}
console.log('\nchaos summary')
for (const o of outcomes) console.log(`  ${o.passed ? 'PASS' : 'FAIL'}  ${o.name}  ${o.seconds.toFixed(1)} s`)
console.log(`  total ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(outcomes.every((o) => o.passed) ? 0 : 1)
