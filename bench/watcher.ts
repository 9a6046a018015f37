import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Db, openDatabase } from '../apps/api/src/db/client.js'
import { seedDemoCatalogIfEmpty } from '../apps/api/src/db/seed/seed-demo-catalog.js'
import { rowsOf } from '../apps/api/src/db/rows.js'
import { arrayParam } from '../apps/api/src/db/sql-lists.js'
import type { ChainBackend } from '../apps/api/src/features/payments/chain/chain-backend.js'
import { createElectrumBackend } from '../apps/api/src/features/payments/chain/electrum/electrum-backend.js'
import {
  ElectrumConnection,
  parseElectrumServers,
} from '../apps/api/src/features/payments/chain/electrum/electrum-connection.js'
import { standInAddress } from '../apps/api/src/features/payments/chain/electrum/electrum-stand-in.js'
import { createSimulatedChain } from '../apps/api/src/features/payments/chain/simulated.js'
import { createPaymentWatcher, type CycleReport } from '../apps/api/src/features/payments/watcher/watcher.js'
import { type Clock, ManualClock, systemClock } from '../apps/api/src/lib/clock.js'
import { createUser } from '../apps/api/src/test/factories.js'
import { envInt, fixed, median, requireDatabaseUrl, startProcess, stopProcess, table } from './lib.js'

// `npm run bench:watcher`: BENCH_ORDERS (default 10,000) open orders with payment addresses on the chain of
// BENCH_BACKEND (default simulated), half of them paid, then payment-watcher cycles timed with the SQL
// statements they run: the first full read, quiet cycles, cycles with BENCH_CHANGES newly paid addresses,
// a block and the safety sweep. With BENCH_BACKEND=electrum the chain is two Electrum stand-in servers in a
// process of their own (their memory is not this process's), paid and mined over their control methods. Each run uses a scratch database beside DATABASE_URL's (created and dropped
// here), so earlier orders never count. Prints figures only; it never fails a test run. docs/benchmarks.md
// has the figures and how to read them.

const DATABASE_URL = requireDatabaseUrl('bench:watcher')
const ORDERS = envInt('BENCH_ORDERS', 10_000)
const RUNS = envInt('BENCH_RUNS', ORDERS > 100_000 ? 1 : 3)
/** simulated, or electrum (two stand-in servers on one chain, in a child process). */
const BACKEND = process.env.BENCH_BACKEND ?? 'simulated'
if (BACKEND !== 'simulated' && BACKEND !== 'electrum') {
  throw new Error(`BENCH_BACKEND must be simulated or electrum, not ${BACKEND}`)
}
/** The stand-ins listen on this port and the next (electrum only). */
const STAND_IN_PORT = envInt('BENCH_STAND_IN_PORT', 3280)
/** Outputs sent to the stand-in in one control request. */
const PAY_CHUNK = 10_000
/** Addresses paid between cycles: each batch is one cycle with that many changes, then a quiet one. */
const CHANGES = (process.env.BENCH_CHANGES ?? '1000,50000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
/** Mempool payments dropped (RBF/double spend) before one cycle: the watcher asks the chain about each. */
const DROPS = envInt('BENCH_DROPS', 1_000)
/** Every Nth order is paid before the first cycle (2: half of them; 10 keeps a 1,000,000 run short). */
const PAID_EVERY = envInt('BENCH_PAID_EVERY', 2)
/** The safety sweep's period; the bench moves its clock by this much before the last cycle. */
const SWEEP_MS = 60_000

// ---- every statement sent to PostgreSQL, counted and timed at the driver (pool queries and transactions)
interface Tally {
  statements: number
  dbMs: number
  byKind: Map<string, { count: number; ms: number }>
}
let tally: Tally | null = null

function kindOf(text: string): string {
  // e.g. "select ... from sim_transactions", "insert into payment_transactions", "update orders"
  // The head is enough, and keeps this bookkeeping out of the figures for statements of 30,000 parameters.
  const flat = text.slice(0, 1000).replace(/\s+/g, ' ').trim().toLowerCase()
  const verb = flat.split(' ')[0] ?? ''
  const table = /\b(?:from|into|update)\s+"?([a-z_]+)"?/.exec(flat)?.[1] ?? ''
  return `${verb} ${table}`.trim()
}

type QueryFn = (...args: unknown[]) => unknown
const originalQuery = pg.Client.prototype.query as unknown as QueryFn
// pg's overloaded query() cannot be typed as one signature; the wrapper passes every argument through.
;(pg.Client.prototype as unknown as { query: QueryFn }).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  const current = tally
  if (!current) return originalQuery.apply(this, args)
  const first = args[0]
  const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '')
  const kind = kindOf(text)
  const start = performance.now()
  const done = () => {
    const ms = performance.now() - start
    current.statements += 1
    current.dbMs += ms
    const entry = current.byKind.get(kind) ?? { count: 0, ms: 0 }
    entry.count += 1
    entry.ms += ms
    current.byKind.set(kind, entry)
  }
  const last = args.at(-1)
  if (typeof last === 'function') {
    args[args.length - 1] = function (this: unknown, ...callbackArgs: unknown[]) {
      done()
      return (last as QueryFn).apply(this, callbackArgs)
    }
    return originalQuery.apply(this, args)
  }
  const result = originalQuery.apply(this, args)
  if (result instanceof Promise) result.then(done, done)
  return result
}

interface Measured {
  label: string
  wallMs: number
  /** Longest the event loop was blocked during the cycle: the API serves no request meanwhile. */
  blockedMs: number
  dbMs: number
  statements: number
  report: CycleReport
  byKind: Map<string, { count: number; ms: number }>
}

async function measure(label: string, cycle: () => Promise<CycleReport>): Promise<Measured> {
  const current: Tally = { statements: 0, dbMs: 0, byKind: new Map() }
  tally = current
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const start = performance.now()
  const report = await cycle()
  const wallMs = performance.now() - start
  loop.disable()
  tally = null
  const blockedMs = loop.max / 1e6
  return {
    label,
    wallMs,
    blockedMs,
    dbMs: current.dbMs,
    statements: current.statements,
    report,
    byKind: current.byKind,
  }
}

function scratchUrl(run: number): { url: string; name: string; adminUrl: string } {
  const url = new URL(DATABASE_URL)
  const base = url.pathname.replace(/^\//, '') || 'postgres'
  const name = `${base}_watcher_${Date.now().toString(36)}_${run}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase()
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const scratch = new URL(url)
  scratch.pathname = `/${name}`
  return { url: scratch.toString(), name, adminUrl: admin.toString() }
}

async function oneRun(run: number): Promise<Measured[]> {
  const { url, name, adminUrl } = scratchUrl(run)
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  try {
    const database = await openDatabase({ url })
    try {
      return await measureRun(database.db)
    } finally {
      await database.close()
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

/** What the bench does to the chain between cycles, on either backend. */
interface BenchChain {
  chain: ChainBackend
  /** Pays each address its amount with its own transaction, waiting in the mempool. */
  pay(payments: readonly { address: string; sats: string }[]): Promise<void>
  /** Drops `count` payments still in the mempool (replaced or double spent). */
  drop(count: number): Promise<void>
  mine(blocks: number): Promise<void>
  /**
   * Waits until what the chain reported has reached the backend (the stand-ins' notifications are read
   * between cycles, as in the API; a request answered after them on the same connections proves it).
   */
  settle(): Promise<void>
  close(): Promise<void>
  /** The process serving the chain, when it is not this one (its memory is reported apart). */
  servedBy?: ChildProcess
}

/** The simulated chain in the bench database: payments are rows of sim_transactions, its feed a sequence. */
function simulatedBench(db: Db, clock: Clock): BenchChain {
  const chain = createSimulatedChain({ db, clock })
  return {
    chain,
    async pay(payments) {
      await db.execute(sql`
        insert into sim_transactions (txid, address, vout, value_sats, created_at, updated_at)
        select md5('pay' || a.address) || md5('pay2' || a.address), a.address, 0, a.sats, now(), now()
        from unnest(${arrayParam(
          payments.map((p) => p.address),
          'text',
        )}, ${arrayParam(
          payments.map((p) => p.sats),
          'bigint',
        )}) as a(address, sats)`)
    },
    async drop(count) {
      // The change number tells the feed.
      await db.execute(sql`
        update sim_transactions set dropped_at = now(), change_seq = nextval('sim_change_seq')
        where id in (select id from sim_transactions where block_height is null order by id limit ${count})`)
    },
    async mine(blocks) {
      await chain.mine(blocks)
    },
    async settle() {},
    async close() {},
  }
}

const quietLog = { info() {}, warn() {}, error() {} }

/**
 * Two Electrum stand-in servers on one chain, in a child process (electrum-stand-in-main.ts), read by the
 * Electrum backend as the API would; the bench pays, drops and mines over the stand-in's control methods.
 */
async function electrumBench(): Promise<BenchChain> {
  const main = fileURLToPath(
    new URL('../apps/api/src/features/payments/chain/electrum/electrum-stand-in-main.ts', import.meta.url),
  )
  const standIn = await startProcess(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      STAND_IN_PORT: String(STAND_IN_PORT),
      STAND_IN_SERVERS: '2',
      STAND_IN_BLOCKS: '100',
    },
    ready: /ELECTRUM_SERVERS=/,
    name: 'electrum stand-in',
  })
  const servers = parseElectrumServers(
    `tcp://127.0.0.1:${STAND_IN_PORT},tcp://127.0.0.1:${STAND_IN_PORT + 1}`,
  )
  const chain = createElectrumBackend({ servers, log: quietLog })
  // The bench's own connection for stand_in.* (a pay of 10,000 outputs takes a while on a busy machine).
  const control = new ElectrumConnection({
    server: servers[0] ?? { protocol: 'tcp', host: '127.0.0.1', port: STAND_IN_PORT },
    log: quietLog,
    requestTimeoutMs: 10 * 60_000,
  })
  const mempool: string[] = []
  return {
    chain,
    servedBy: standIn,
    async pay(payments) {
      for (let i = 0; i < payments.length; i += PAY_CHUNK) {
        const outputs = payments.slice(i, i + PAY_CHUNK).map((p) => [p.address, p.sats])
        const txids = (await control.request('stand_in.pay_each', [outputs, 0])) as string[]
        mempool.push(...txids)
      }
    },
    async drop(count) {
      const dropped = mempool.splice(0, count)
      await Promise.all(dropped.map((txid) => control.request('stand_in.drop', [txid])))
    },
    async mine(blocks) {
      await control.request('stand_in.mine', [blocks])
      mempool.length = 0
    },
    async settle() {
      // Asks every server on the backend's own connections: answered after every notification sent before.
      await chain.tipHeight()
    },
    async close() {
      chain.close()
      control.close()
      await stopProcess(standIn)
    },
  }
}

/** Resident memory of another process (Linux), in MiB; NaN where /proc is not there. */
function rssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024
  } catch {
    return NaN
  }
}

/** `count` unpaid orders' payments above payment id `afterId`, with what each expects. */
async function unpaidAfter(db: Db, afterId: number, count: number) {
  return rowsOf<{ id: number; address: string; sats: string }>(
    await db.execute(sql`
      select id, address, amount_expected_sats::text as sats from order_payments
      where order_id % ${PAID_EVERY} <> 0 and id > ${afterId} order by id limit ${count}`),
  )
}

let peakRss = 0
let standInRss = NaN
function sampleMemory(): void {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}

async function measureRun(db: Db): Promise<Measured[]> {
  await seedDemoCatalogIfEmpty(db, systemClock)
  const buyer = await createUser(db, { email: 'watcher-bench@example.com' })
  // A clock that stands still while the bench runs (a 1,000,000 run takes minutes): no payment window
  // ends and no sweep falls due unless the bench moves it.
  const clock = new ManualClock(new Date())

  // ---- ORDERS Pending orders, shaped as create-order writes them (apps/api/src/db/schema/orders.ts): one line
  // each whose figures add up to the order's, so a confirmed order's tax invoice is issued as in the shop.
  const setupStart = performance.now()
  const at = clock.now().toISOString()
  await db.execute(sql`
    insert into orders (order_unique_id, user_id, status, apartment, building, location, phone, whatsapp,
      subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils, expires_at, created_at, updated_at)
    select 'BENCH' || lpad(g::text, 8, '0'), ${buyer.id}, 'Pending', 'Apt 1204', 'Marina Heights Tower',
      'Dubai Marina, Dubai', '+971 50 123 4567', '+971 50 123 4567', 459900, 22995, 2500, 22995, 508390,
      ${at}::timestamptz + interval '1 hour', ${at}::timestamptz, ${at}::timestamptz
    from generate_series(1, ${ORDERS}) g`)
  await db.execute(sql`
    insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price_fils, vat_percent,
      vat_fils, shipping_fils, total_fils, created_at, updated_at)
    select o.id, p.id, p.name, p.sku, 1, 459900, 5, 22995, 2500, 485395, ${at}::timestamptz, ${at}::timestamptz
    from orders o, (select id, name, sku from products order by id limit 1) p
    where o.order_unique_id like 'BENCH%'`)
  if (BACKEND === 'simulated') {
    // Distinct fake regtest addresses: the simulated chain matches addresses as text.
    await db.execute(sql`
      insert into order_payments (order_id, address, derivation_index, amount_expected_sats, rate_fils_per_btc,
        rate_at, monitor_until, created_at, updated_at)
      select o.id, 'bcrt1qbench' || lpad(o.id::text, 30, '0'), o.id, 1452543 + o.id, 35000000, now(),
        o.expires_at + interval '7 days', now(), now()
      from orders o where o.order_unique_id like 'BENCH%'`)
  } else {
    // Real regtest addresses: an Electrum server indexes the script an address stands for.
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select id from orders where order_unique_id like 'BENCH%' order by id`),
    ).map((row) => Number(row.id))
    for (let i = 0; i < ids.length; i += 100_000) {
      const chunk = ids.slice(i, i + 100_000)
      await db.execute(sql`
        insert into order_payments (order_id, address, derivation_index, amount_expected_sats,
          rate_fils_per_btc, rate_at, monitor_until, created_at, updated_at)
        select o.id, a.address, o.id, 1452543 + o.id, 35000000, now(), o.expires_at + interval '7 days',
          now(), now()
        from unnest(${arrayParam(chunk, 'int')}, ${arrayParam(
          chunk.map(() => standInAddress()),
          'text',
        )}) as a(order_id, address)
        join orders o on o.id = a.order_id`)
    }
  }
  const bench = BACKEND === 'simulated' ? simulatedBench(db, clock) : await electrumBench()
  try {
    // ---- every PAID_EVERY-th of them paid in full, waiting in the mempool
    const paidFirst = rowsOf<{ address: string; sats: string }>(
      await db.execute(sql`
        select address, amount_expected_sats::text as sats from order_payments
        where order_id % ${PAID_EVERY} = 0 order by id`),
    )
    await bench.pay(paidFirst)
    await db.execute(sql`analyze`)
    const setupMs = performance.now() - setupStart

    const watcher = createPaymentWatcher({
      db,
      clock,
      chain: bench.chain,
      confirmationsRequired: 1,
      monitorDays: 7,
      fullSweepMs: SWEEP_MS,
      log: quietLog,
    })
    const tick = async () => {
      const report = await watcher.tick()
      sampleMemory()
      return report
    }
    const settled = async (label: string) => {
      await bench.settle()
      return measure(label, tick)
    }

    const results: Measured[] = []
    results.push(await settled(`1: first (full) read, ${paidFirst.length} newly paid`))
    results.push(await settled('2: quiet'))
    let cursor = 0
    for (const size of CHANGES) {
      const picked = await unpaidAfter(db, cursor, size)
      cursor = Number(picked.at(-1)?.id ?? cursor)
      await bench.pay(picked)
      results.push(await settled(`${results.length + 1}: ${picked.length} addresses paid`))
      results.push(await settled(`${results.length + 1}: quiet`))
    }
    // A replaced (RBF) or double-spent payment leaves the address read; the watcher then asks the chain
    // about each missing transaction before calling it dropped.
    await bench.drop(DROPS)
    results.push(await settled(`${results.length + 1}: ${DROPS} payments dropped`))
    await bench.mine(1)
    results.push(await settled(`${results.length + 1}: one block mined (every payment confirms)`))
    clock.advance(SWEEP_MS)
    results.push(await settled(`${results.length + 1}: safety sweep (every address)`))
    if (bench.servedBy) standInRss = rssOf(bench.servedBy.pid)
    console.log(`  setup of ${ORDERS} orders: ${fixed(setupMs)} ms`)
    return results
  } finally {
    await bench.close()
  }
}
async function main(): Promise<void> {
  console.log(
    `bench:watcher: ${RUNS} run(s); ${ORDERS} open orders on the ${BACKEND} chain, ${Math.floor(ORDERS / PAID_EVERY)} paid; statements counted at the pg driver`,
  )
  const runs: Measured[][] = []
  for (let run = 1; run <= RUNS; run += 1) {
    const results = await oneRun(run)
    runs.push(results)
    for (const m of results) {
      console.log(
        `run ${run} cycle ${m.label}: ${fixed(m.wallMs)} ms wall, ${fixed(m.dbMs)} ms in SQL, ${m.statements} statements, ` +
          `event loop blocked up to ${fixed(m.blockedMs)} ms; ` +
          `watched ${m.report.watched}, new outputs ${m.report.newOutputs}, dropped ${m.report.dropped}, status changes ${m.report.changes}` +
          // An order set aside is a failed write: the bench's orders are shaped like the shop's, so none should be.
          (m.report.setAside ? `, SET ASIDE ${m.report.setAside}` : ''),
      )
    }
  }
  const rows = [['cycle (median of runs)', 'wall ms', 'SQL ms', 'statements', 'loop blocked ms', 'changes']]
  const labels = runs[0]?.map((m) => m.label) ?? []
  labels.forEach((label, i) => {
    const cycleOf = (r: Measured[]) =>
      r[i] ?? { blockedMs: NaN, wallMs: NaN, dbMs: NaN, statements: NaN, report: { changes: NaN } }
    const of = (key: 'wallMs' | 'dbMs' | 'statements' | 'blockedMs') =>
      median(runs.map((r) => cycleOf(r)[key]))
    rows.push([
      label,
      fixed(of('wallMs')),
      fixed(of('dbMs')),
      fixed(of('statements')),
      fixed(of('blockedMs')),
      fixed(median(runs.map((r) => cycleOf(r).report.changes))),
    ])
  })
  console.log(`\n${table(rows)}\n`)
  const last = runs.at(-1) ?? []
  for (const m of last) {
    const kinds = [...m.byKind.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([kind, { count, ms }]) => `${kind} x${count} ${fixed(ms)} ms`)
      .join('; ')
    console.log(`statements of cycle ${m.label} (last run): ${kinds}`)
  }
  const memory = process.memoryUsage()
  console.log(
    `\npeak RSS after a cycle ${fixed(peakRss / 2 ** 20)} MiB; now RSS ${fixed(memory.rss / 2 ** 20)} MiB, heap ${fixed(memory.heapUsed / 2 ** 20)} MiB`,
  )
  if (BACKEND === 'electrum') {
    console.log(
      `stand-in process (both servers and the chain) RSS ${fixed(standInRss)} MiB, not counted above`,
    )
  }
  console.log(
    'Aim: a quiet cycle under 1 s of wall time and 10 statements or fewer, whatever the number watched.',
  )
}

main().catch((error: unknown) => {
  console.error('bench:watcher failed:', error)
  process.exit(1)
})
