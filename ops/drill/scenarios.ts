import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../../apps/api/src/db/client.js'
import { rowsOf } from '../../apps/api/src/db/rows.js'
import { type Checks, sleep, waitFor } from '../../chaos/lib.js'
import { type Answer, type EventStream, percentile, type Proxy } from './https.js'
import {
  type Buyer,
  type Chain,
  createOrder,
  orderIdOf,
  pay,
  placeOrder,
  type Placed,
  type Product,
  statusOf,
} from './shop.js'
import { type Instance, untilReady } from './topology.js'

// The topology's checks: live payment pages through the proxy and restarts, a rolling restart under load,
// rate limits shared through Redis, and the watcher's leadership handed over after a kill -9.

export interface Drill {
  proxy: Proxy
  instances: [Instance, Instance]
  database: Database
  chain: Chain
  product: Product
  buyers: Buyer[]
  /** Caddy's active health check interval: how long Caddy may take to see an instance back. */
  healthIntervalMs: number
  checks: Checks
  summary: Map<string, string>
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function nextBuyer(drill: Drill): Buyer {
  const buyer = drill.buyers.find((b) => b.left > 0)
  if (!buyer) throw new Error('the drill ran out of shoppers')
  return buyer
}

/** Restarts `inst` as `systemctl restart shop@PORT` would; how long the stop and the start took. */
async function restart(drill: Drill, inst: Instance) {
  const stopMs = await inst.stop()
  const started = performance.now()
  await inst.start()
  const ready = await untilReady(inst)
  if (ready === null) throw new Error(`${inst.name} not ready after its restart`)
  const startMs = performance.now() - started
  // Caddy takes it back at its next active check.
  await sleep(drill.healthIntervalMs + 500)
  return { stopMs, startMs }
}

// ---------------------------------------------------------------- SSE

const receivedOf = (data: unknown) => Number((data as { amountReceived?: string }).amountReceived ?? 0)

/** Waits until every stream's last event shows `sats` received; the slowest delay after `since`. */
async function allStreamsShow(streams: EventStream[], btc: number[], since: number, ms = 20_000) {
  const done = await waitFor(
    async () =>
      streams.every((s, i) => {
        const last = s.events.at(-1)
        return last !== undefined && Math.abs(receivedOf(last.data) - btc[i]!) < 1e-9
      }),
    ms,
    50,
  )
  if (done === null) return null
  return Math.max(
    ...streams.map(
      (s, i) =>
        s.events.find((e) => e.at >= since && Math.abs(receivedOf(e.data) - btc[i]!) < 1e-9)!.at - since,
    ),
  )
}

export async function sseScenario(drill: Drill): Promise<void> {
  const { proxy, checks: c } = drill
  const placed: Placed[] = []
  for (let i = 0; i < 4; i++)
    placed.push(await placeOrder(proxy, drill.database, nextBuyer(drill), drill.product))
  const streams = placed.map((p) =>
    proxy.events(`/api/v1/order/payment-events/${p.orderUniqueId}`, p.buyer.headers, p.buyer.from),
  )
  const firstEvents = await waitFor(async () => streams.every((s) => s.events.length > 0), 10_000, 50)
  c.check(firstEvents !== null, 'every payment page got its first event through the proxy')
  const paidBtc = placed.map(() => 0)
  const step = async (label: string) => {
    const since = performance.now()
    for (const [i, p] of placed.entries()) {
      const part = p.sats / 10n
      pay(drill.chain, p.address, part, false)
      paidBtc[i] = paidBtc[i]! + Number(part) / 1e8
    }
    const delay = await allStreamsShow(streams, paidBtc, since)
    const shown = streams.map((s) => receivedOf(s.events.at(-1)?.data ?? {}).toFixed(8)).join(', ')
    c.check(
      delay !== null,
      `${label}: every payment page showed the payment (expected ${paidBtc.map((b) => b.toFixed(8)).join(', ')}; shown ${shown})`,
    )
    if (delay === null) {
      const roles = await Promise.all(
        drill.instances.map(async (i) => JSON.stringify((await i.readyz()).body)),
      )
      const rows = rowsOf(
        await drill.database.db.execute(
          sql`select o.order_unique_id, o.status, (select count(*) from payment_transactions pt where pt.order_payment_id = op.id) as txs
              from orders o join order_payments op on op.order_id = o.id order by o.id desc limit 4`,
        ),
      )
      console.log(`    diagnostics: ${roles.join(' | ')}\n    ${JSON.stringify(rows)}`)
      for (const inst of drill.instances) console.log(inst.log.slice(-4).join('\n').slice(0, 2000))
    }
    return delay
  }
  const before = await step('before any restart')
  if (before !== null) c.figure(`payment to payment page through Caddy: ${seconds(before)} (chain poll 1 s)`)
  for (const inst of drill.instances) {
    const cutsBefore = streams.reduce((n, s) => n + s.cuts.length, 0)
    const { stopMs, startMs } = await restart(drill, inst)
    const newCuts = streams.reduce((n, s) => n + s.cuts.length, 0) - cutsBefore
    const delay = await step(`after restarting ${inst.name}`)
    c.figure(
      `restart ${inst.name}: drained in ${seconds(stopMs)}, ready in ${seconds(startMs)}; ${newCuts} stream(s) cut and reopened; next payment shown in ${delay === null ? '-' : seconds(delay)}`,
    )
  }
  const cuts = streams.flatMap((s) => s.cuts)
  c.check(cuts.length >= 4, `every stream was cut once by the restarts (${cuts.length} cuts for 4 streams)`)
  c.check(
    cuts.every((cut) => cut.firstEventAt !== null),
    'every cut stream got an event again on its new connection',
  )
  const times = cuts.flatMap((cut) => (cut.firstEventAt === null ? [] : [cut.firstEventAt - cut.endedAt]))
  for (const s of streams) s.close()
  const worst = Math.max(...times)
  c.figure(
    `SSE reconnect (stream end -> first event on the new connection): median ${seconds(percentile(times, 50))}, max ${seconds(worst)} over ${times.length} cuts`,
  )
  drill.summary.set(
    'SSE through restarts',
    `${cuts.length} streams cut by 2 restarts, all reopened; reconnect max ${seconds(worst)} (median ${seconds(percentile(times, 50))}); every payment shown`,
  )
}

// ---------------------------------------------------------------- rate limits through Redis

/** The login limit per email (RATE_LIMIT_FACTOR 1): the 11th try within 15 min is refused, whichever instance. */
const LOGIN_PER_EMAIL = 10

export async function rateLimitScenario(drill: Drill): Promise<void> {
  const c = drill.checks
  const email = `nobody-${randomUUID().slice(0, 8)}@example.com`
  const seen: string[] = []
  const statuses: number[] = []
  for (let i = 0; i < LOGIN_PER_EMAIL + 4; i++) {
    const inst = drill.instances[i % 2]!
    const res = await fetch(`${inst.baseUrl}/api/v1/user/login-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not the password' }),
    })
    statuses.push(res.status)
    seen.push(`${inst.port === drill.instances[0].port ? 'A' : 'B'}${res.status}`)
  }
  c.figure(`login to one email, alternately on A and B: ${seen.join(' ')}`)
  const refusedAt = statuses.indexOf(429)
  c.check(
    refusedAt === LOGIN_PER_EMAIL && statuses.slice(refusedAt).every((s) => s === 429),
    `the ${LOGIN_PER_EMAIL + 1}th try is refused (429) whichever instance answers: one count in Redis (first 429 at try ${refusedAt + 1})`,
  )
  c.check(
    new Set(seen.filter((s) => s.endsWith('429')).map((s) => s[0])).size === 2,
    'both instances refuse once the shared count is reached',
  )
  drill.summary.set(
    'rate limit shared',
    `login per email ${LOGIN_PER_EMAIL}: tries ${statuses.length} alternating A/B, first 429 at try ${refusedAt + 1} (not ${2 * LOGIN_PER_EMAIL + 1})`,
  )
}

// ---------------------------------------------------------------- rolling restart under load

interface Sample {
  kind: 'read' | 'create'
  status: number
  ms: number
  at: number
}

export async function rollingRestartScenario(drill: Drill): Promise<void> {
  const { proxy, checks: c } = drill
  const samples: Sample[] = []
  const keys: { key: string; answers: Answer[] }[] = []
  let stopped = false
  const record = (kind: Sample['kind'], answer: Answer) =>
    samples.push({ kind, status: answer.status, ms: answer.ms, at: performance.now() })
  const readPaths = [
    '/api/v1/product/get-all-products',
    `/api/v1/product/get-product/${drill.product.id}`,
    '/api/v1/category/get-all-categories',
  ]
  const reader = async (n: number) => {
    for (let i = n; !stopped; i++) {
      record(
        'read',
        await proxy.call('GET', readPaths[i % readPaths.length]!, { from: `127.0.1.${(i % 50) + 1}` }),
      )
      await sleep(40)
    }
  }
  // About 2 orders a second; every third is sent twice at once with the same key (a client that retries).
  const creator = async () => {
    for (let i = 0; !stopped; i++) {
      const buyer = nextBuyer(drill)
      buyer.left -= 1
      const key = randomUUID()
      const entry = { key, answers: [] as Answer[] }
      keys.push(entry)
      const tries = i % 3 === 0 ? 2 : 1
      const answers = await Promise.all(
        Array.from({ length: tries }, () => createOrder(proxy, buyer, drill.product, key)),
      )
      for (const answer of answers) {
        record('create', answer)
        entry.answers.push(answer)
      }
      await sleep(450)
    }
  }
  const workers = [reader(0), reader(1), reader(2), reader(3), creator()]
  const t0 = performance.now()
  await sleep(5_000)
  const windows: string[] = []
  for (const inst of drill.instances) {
    const { stopMs, startMs } = await restart(drill, inst)
    windows.push(`${inst.name} drained ${seconds(stopMs)}, back in ${seconds(startMs)}`)
  }
  await sleep(5_000)
  stopped = true
  await Promise.all(workers)
  const elapsed = performance.now() - t0

  const expected = (s: Sample) => (s.kind === 'read' ? s.status === 200 : s.status === 201)
  const failed = samples.filter((s) => !expected(s))
  const byStatus = new Map<number, number>()
  for (const s of failed) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1)
  const ms = samples.map((s) => s.ms)
  const reads = samples.filter((s) => s.kind === 'read')
  const creates = samples.filter((s) => s.kind === 'create')
  c.figure(`rolling restart: ${windows.join('; ')}`)
  c.figure(
    `${samples.length} requests in ${seconds(elapsed)} (${reads.length} catalog reads, ${creates.length} create-orders of which ${creates.length - keys.length} repeats): ${failed.length} failed${failed.length ? ` (${[...byStatus].map(([s, n]) => `${s}x${n}`).join(' ')})` : ''}`,
  )
  c.figure(
    `latency p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms (reads p99 ${percentile(
      reads.map((s) => s.ms),
      99,
    ).toFixed(0)} ms, create-order p99 ${percentile(
      creates.map((s) => s.ms),
      99,
    ).toFixed(0)} ms)`,
  )
  c.check(failed.length === 0, `no request failed during the rolling restart (${failed.length} failed)`)

  // Placed once: one order per key in the database, and a repeated key answered the same order.
  const counts = rowsOf<{ key: string; n: number }>(
    await drill.database.db.execute(
      // One array parameter (= any), not one parameter per key.
      sql`select idempotency_key as key, count(*)::int as n from orders
          where idempotency_key = any(${`{${keys.map((k) => k.key).join(',')}}`}::text[]) group by 1`,
    ),
  )
  const twice = counts.filter((row) => row.n !== 1)
  const repeatsAgree = keys
    .filter((k) => k.answers.length > 1)
    .every((k) => new Set(k.answers.map(orderIdOf)).size === 1 && orderIdOf(k.answers[0]!) !== null)
  const replayed = creates.length - keys.length
  c.check(twice.length === 0, `every Idempotency-Key placed exactly one order (${twice.length} placed more)`)
  c.check(
    counts.length === keys.length,
    `every key sent placed its order (${counts.length} of ${keys.length})`,
  )
  c.check(repeatsAgree, 'each repeated create-order answered the order the first one placed')
  c.figure(
    `${keys.length} keys -> ${counts.length} orders, none twice; ${replayed} repeats answered the same order`,
  )
  drill.summary.set(
    'rolling restart',
    `${samples.length} requests, ${failed.length} failed; p99 ${percentile(ms, 99).toFixed(0)} ms (max ${Math.max(...ms).toFixed(0)} ms)`,
  )
  drill.summary.set(
    'orders placed once',
    `${keys.length} Idempotency-Keys (${replayed} sent twice at once) -> ${counts.length} orders, ${twice.length} twice`,
  )
}

// ---------------------------------------------------------------- watcher leadership

export async function leaderScenario(drill: Drill): Promise<void> {
  const { proxy, checks: c } = drill
  const roles = async () => Promise.all(drill.instances.map(async (i) => (await i.readyz()).body.watcher))
  const decided = await waitFor(async () => (await roles()).includes('leader'), 15_000)
  c.check(decided !== null, `one instance leads the watcher (${(await roles()).join(', ')})`)
  const leaderIndex = (await roles()).indexOf('leader')
  const leader = drill.instances[leaderIndex]!
  const follower = drill.instances[1 - leaderIndex]!
  const before = await placeOrder(proxy, drill.database, nextBuyer(drill), drill.product)
  const during = await placeOrder(proxy, drill.database, nextBuyer(drill), drill.product)

  // Paid in full and mined just before the leader dies; a second order paid while no one leads.
  pay(drill.chain, before.address, before.sats, true)
  const killedAt = performance.now()
  await leader.kill9()
  pay(drill.chain, during.address, during.sats, true)
  // Both measured from the kill.
  const sinceKill = (ms: number | null) => (ms === null ? null : performance.now() - killedAt)
  const [handedOver, counted] = await Promise.all([
    waitFor(async () => (await follower.readyz()).body.watcher === 'leader', 30_000, 50).then(sinceKill),
    waitFor(
      async () =>
        (await statusOf(drill.database, before.orderUniqueId)) === 'Confirmed' &&
        (await statusOf(drill.database, during.orderUniqueId)) === 'Confirmed',
      30_000,
      50,
    ).then(sinceKill),
  ])
  c.check(handedOver !== null, `${follower.name} took the watch after ${leader.name} was killed`)
  c.check(counted !== null, 'both payments were counted: no payment missed across the handover')
  const lease = 1_000
  if (handedOver !== null) {
    c.check(
      handedOver <= lease + 2_000,
      `handover within the lease: the follower tries the lock every CHAIN_POLL_MS (${lease} ms); took ${handedOver.toFixed(0)} ms`,
    )
  }
  const handover = handedOver === null ? '-' : seconds(handedOver)
  const counting = counted === null ? '-' : seconds(counted)
  c.figure(
    `kill -9 ${leader.name} (leader): ${follower.name} leads after ${handover}; both orders Confirmed ${counting} after the kill`,
  )
  // systemd's Restart=always brings the killed instance back: it follows.
  const back = performance.now()
  await leader.start()
  await untilReady(leader)
  await sleep(2_000)
  const after = await roles()
  c.check(
    after[leaderIndex] === 'follower' && after[1 - leaderIndex] === 'leader',
    `the restarted instance follows (${after.join(', ')})`,
  )
  c.figure(
    `${leader.name} restarted (as Restart=always would) in ${seconds(performance.now() - back)} and follows`,
  )
  drill.summary.set(
    'leader handover',
    `${handover} after kill -9 (poll/lease ${lease} ms); 2 payments around the kill counted, ${counting} to Confirmed`,
  )
}
