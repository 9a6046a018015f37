import { performance } from 'node:perf_hooks'
import { createUser } from '../apps/api/src/test/factories.js'
import { createTestApp, type TestApp } from '../apps/api/src/test/harness.js'
import { envInt, fixed, median, table } from './lib.js'

// `npm run bench:code-requests`: how long forgot-password takes for an email with an account and for one
// without, with the fixed answer time off (0) and at its default (1000 ms), on the embedded database and the
// outbox mailer. Decision 046 wants the two the same. Prints figures only; it never fails a test run.

const ROUNDS = envInt('BENCH_ROUNDS', 20)

async function measure(answerMs: number): Promise<string[][]> {
  const t: TestApp = await createTestApp({
    seed: false,
    env: { CODE_REQUEST_ANSWER_MS: String(answerMs), RATE_LIMIT_FACTOR: '0' },
  })
  try {
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
    for (let round = 0; round < ROUNDS; round++) {
      // A fresh account each round, so the known email always mails a code (no cool-down).
      const user = await createUser(t.testDb.database.db, { email: `bench-${answerMs}-${round}@example.com` })
      for (const [kind, email] of [
        ['known', user.email],
        ['unknown', `nobody-${answerMs}-${round}@example.com`],
      ] as const) {
        const started = performance.now()
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/forgot-password',
          payload: { email },
        })
        times[kind].push(performance.now() - started)
        if (res.statusCode !== 200) throw new Error(`forgot-password answered ${res.statusCode}`)
      }
    }
    const p = (values: number[], q: number) =>
      [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? Number.NaN
    return (['known', 'unknown'] as const).map((kind) => [
      String(answerMs),
      kind,
      fixed(median(times[kind]), 1),
      fixed(p(times[kind], 0.9), 1),
    ])
  } finally {
    await t.close()
  }
}

const rows = [...(await measure(0)), ...(await measure(1000))]
console.log(table([['CODE_REQUEST_ANSWER_MS', 'email', 'median ms', 'p90 ms'], ...rows]))
