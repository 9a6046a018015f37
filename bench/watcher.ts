import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Db, openDatabase } from '../apps/api/src/db/client.js'
import { seedDemoCatalogIfEmpty } from '../apps/api/src/db/seed/seed-demo-catalog.js'
import { createSimulatedChain } from '../apps/api/src/features/payments/chain/simulated.js'
import { createPaymentWatcher, type CycleReport } from '../apps/api/src/features/payments/watcher/watcher.js'
import { systemClock } from '../apps/api/src/lib/clock.js'
import { createUser } from '../apps/api/src/test/factories.js'
import { envInt, fixed, median, requireDatabaseUrl, table } from './lib.js'

// `npm run bench:watcher` (issue 5 "Benchmark"): 10,000 open orders with payment addresses on the simulated
// chain, half of them paid, then payment-watcher cycles timed with the SQL statements they run. Each run
// uses a scratch database beside DATABASE_URL's (created and dropped here), so earlier orders never count.
// Prints figures only; it never fails a test run.

const DATABASE_URL = requireDatabaseUrl('bench:watcher')
const ORDERS = envInt('BENCH_ORDERS', 10_000)
const RUNS = envInt('BENCH_RUNS', 3)
/** Payments dropped from the mempool before cycle 3: each one the watcher asks the chain about separately. */
const DROPS = envInt('BENCH_DROPS', 1_000)

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

async function measureRun(db: Db): Promise<Measured[]> {
  await seedDemoCatalogIfEmpty(db, systemClock)
  const buyer = await createUser(db, { email: 'watcher-bench@example.com' })

  // ---- 10,000 Pending orders, shaped as create-order writes them (apps/api/src/db/schema/orders.ts)
  const setupStart = performance.now()
  await db.execute(sql`
    insert into orders (order_unique_id, user_id, status, apartment, building, location, phone, whatsapp,
      subtotal_fils, vat_fils, shipping_fils, service_charge_fils, total_fils, expires_at, created_at, updated_at)
    select 'BENCH' || lpad(g::text, 8, '0'), ${buyer.id}, 'Pending', 'Apt 1204', 'Marina Heights Tower',
      'Dubai Marina, Dubai', '+971 50 123 4567', '+971 50 123 4567', 459900, 22995, 2500, 22995, 508390,
      now() + interval '30 minutes', now(), now()
    from generate_series(1, ${ORDERS}) g`)
  await db.execute(sql`
    insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price_fils, vat_percent,
      vat_fils, shipping_fils, total_fils, created_at, updated_at)
    select o.id, p.id, p.name, p.sku, 1, 459900, 5, 22995, 2500, 485395, now(), now()
    from orders o, (select id, name, sku from products order by id limit 1) p
    where o.order_unique_id like 'BENCH%'`)
  // Distinct fake regtest addresses: the simulated chain matches addresses as text.
  await db.execute(sql`
    insert into order_payments (order_id, address, derivation_index, amount_expected_sats, rate_fils_per_btc,
      rate_at, monitor_until, created_at, updated_at)
    select o.id, 'bcrt1qbench' || lpad(o.id::text, 30, '0'), o.id, 1452543 + o.id, 35000000, now(),
      o.expires_at + interval '7 days', now(), now()
    from orders o where o.order_unique_id like 'BENCH%'`)
  // ---- half of them paid in full, waiting in the mempool (bench/../payments-sim.ts shape)
  await db.execute(sql`
    insert into sim_transactions (txid, address, vout, value_sats, created_at, updated_at)
    select md5('tx' || op.id) || md5('tx2' || op.id), op.address, 0, op.amount_expected_sats, now(), now()
    from order_payments op where op.order_id % 2 = 0`)
  await db.execute(sql`analyze`)
  const setupMs = performance.now() - setupStart

  const chain = createSimulatedChain({ db, clock: systemClock })
  const quiet = { info() {}, warn() {}, error() {} }
  const watcher = createPaymentWatcher({
    db,
    clock: systemClock,
    chain,
    confirmationsRequired: 1,
    monitorDays: 7,
    log: quiet,
  })

  const results: Measured[] = []
  results.push(await measure(`1: ${ORDERS} open, ${ORDERS / 2} newly paid`, () => watcher.tick()))
  results.push(await measure('2: nothing new', () => watcher.tick()))
  // A replaced (RBF) or double-spent payment leaves the address read; the watcher then asks the chain
  // about each missing transaction before calling it dropped.
  await db.execute(sql`
    update sim_transactions set dropped_at = now()
    where id in (select id from sim_transactions where block_height is null order by id limit ${DROPS})`)
  results.push(await measure(`3: ${DROPS} payments dropped`, () => watcher.tick()))
  await chain.mine(1)
  results.push(await measure('4: one block mined (the rest confirm)', () => watcher.tick()))
  console.log(`  setup of ${ORDERS} orders: ${fixed(setupMs)} ms`)
  return results
}

async function main(): Promise<void> {
  console.log(
    `bench:watcher: ${RUNS} run(s); ${ORDERS} open orders on the simulated chain, ${ORDERS / 2} paid; statements counted at the pg driver`,
  )
  const runs: Measured[][] = []
  for (let run = 1; run <= RUNS; run += 1) {
    const results = await oneRun(run)
    runs.push(results)
    for (const m of results) {
      console.log(
        `run ${run} cycle ${m.label}: ${fixed(m.wallMs)} ms wall, ${fixed(m.dbMs)} ms in SQL, ${m.statements} statements, ` +
          `event loop blocked up to ${fixed(m.blockedMs)} ms; ` +
          `watched ${m.report.watched}, new outputs ${m.report.newOutputs}, dropped ${m.report.dropped}, status changes ${m.report.changes}`,
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
  console.log(
    '\nAim (issue 5): well under a second of database work per cycle over 10,000 open orders, a handful of statements.',
  )
}

main().catch((error: unknown) => {
  console.error('bench:watcher failed:', error)
  process.exit(1)
})
