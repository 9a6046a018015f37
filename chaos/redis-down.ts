import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { Checks } from './lib.js'
import { call, type Cluster, openDb, PORTS, startApi, waitFor } from './lib.js'

// Redis down: the rate limits count in memory with a logged warning, never a 500, and go back to Redis
// when it returns. Runs a redis-server of our own on PORTS.redis (never the machine's shared one), kills it
// under the running API, starts it again; then starts an API whose Redis was never there.

const WARNING = 'Redis unavailable, counting in memory'
const BACK = 'Redis is back'
/** The login limit per email (RATE_LIMIT_FACTOR 1): the 11th try within 15 min is refused. */
const LOGIN_PER_EMAIL = 10

/** A redis-server of our own on `port`, nothing saved (also used by ops/drill). */
export function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(child)
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)))
  })
}

export const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })

export async function redisDownScenario(cluster: Cluster, c: Checks): Promise<void> {
  const url = await cluster.createDatabase('chaos_redis')
  await (await openDb(url)).close()
  let redis = await startRedis(PORTS.redis)
  const env = {
    DATABASE_URL: url,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    RATE_LIMIT_FACTOR: '1',
    // Each phase comes from its own client address (X-Forwarded-For), so only the per-email limit is met.
    TRUST_PROXY: 'true',
    // "Redis is back" is an info line.
    LOG_LEVEL: 'info',
  }
  let api = await startApi(env)
  /** Wrong-password logins for one fresh email until `tries`; the statuses, in order. */
  const logins = async (tries: number) => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`
    const ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const statuses: number[] = []
    for (let i = 0; i < tries; i++) {
      const answer = await call(api.baseUrl, 'POST', '/api/v1/user/login-user', {
        headers: { 'x-forwarded-for': ip },
        body: { email, password: 'not the password' },
      })
      statuses.push(answer.status)
    }
    return statuses
  }
  const summary = (statuses: number[]) => {
    const counts = new Map<number, number>()
    for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
    return [...counts].map(([code, n]) => `${code}x${n}`).join(' ')
  }
  const limited = (statuses: number[]) =>
    // A wrong password is refused (400) until the limit, then 429.
    statuses.slice(0, LOGIN_PER_EMAIL).every((s) => s === 400) &&
    statuses.slice(LOGIN_PER_EMAIL).every((s) => s === 429)
  const logged = (words: string) => api.log.some((line) => line.includes(words))

  try {
    const up = await logins(LOGIN_PER_EMAIL + 2)
    c.figure(`Redis up: ${summary(up)}`)
    c.check(limited(up), `with Redis: ${up.join(',')}`)
    c.check(!logged(WARNING), 'a Redis warning while Redis was up')

    await stopRedis(redis)
    const down = await logins(LOGIN_PER_EMAIL + 2)
    c.figure(`Redis killed under the running API: ${summary(down)}; warning logged: ${logged(WARNING)}`)
    c.check(limited(down), `Redis down: the limit did not hold in memory (${down.join(',')})`)
    c.check(!down.some((s) => s >= 500), 'a 5xx while Redis was down')
    c.check(logged(WARNING), `no "${WARNING}" warning in the log`)

    redis = await startRedis(PORTS.redis)
    // ioredis reconnects with backoff; limits go back to Redis with the first request after that.
    const backIn = await waitFor(
      async () => {
        await logins(1)
        return logged(BACK)
      },
      15_000,
      250,
    )
    c.check(backIn !== null, `no "${BACK}" in the log within 15 s of Redis returning`)
    if (backIn !== null)
      c.figure(`Redis restarted: counting in Redis again after ${(backIn / 1000).toFixed(1)} s`)
    const again = await logins(LOGIN_PER_EMAIL + 2)
    c.check(limited(again), `Redis back: ${again.join(',')}`)
    await api.stop()

    // An API started while Redis is not there at all (nothing listens on its port).
    await stopRedis(redis)
    api = await startApi({ ...env, REDIS_URL: `redis://127.0.0.1:${PORTS.redis}` })
    const never = await logins(LOGIN_PER_EMAIL + 2)
    c.figure(`API started with no Redis listening: ${summary(never)}; warning logged: ${logged(WARNING)}`)
    c.check(limited(never), `no Redis from the start: ${never.join(',')}`)
    c.check(logged(WARNING), `no "${WARNING}" warning when started without Redis`)
    c.check(api.alive(), 'the API died')
  } finally {
    await api.stop()
    await stopRedis(redis)
  }
}
