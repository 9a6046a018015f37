import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon, { type Options, type Request, type Result } from 'autocannon'
import { sql } from 'drizzle-orm'
import { type Db, openDatabase } from '../apps/api/src/db/client.js'
import { rowsOf } from '../apps/api/src/db/rows.js'
import { seedDemoCatalogIfEmpty } from '../apps/api/src/db/seed/seed-demo-catalog.js'
import { createSessionTokens } from '../apps/api/src/features/auth/session-tokens.js'
import { systemClock } from '../apps/api/src/lib/clock.js'
import { createUser } from '../apps/api/src/test/factories.js'
import {
  envInt,
  fixed,
  freePort,
  median,
  requireDatabaseUrl,
  startProcess,
  stopProcess,
  table,
} from './lib.js'

// `npm run bench:api`: the built API on PostgreSQL with the demo catalog, loaded with
// autocannon for a fixed time per call, beside a bare Fastify route answering the same rows from one SQL
// query (bench/ceiling-server.ts). Prints requests/s and p50/p99 latency of both, their ratio, and checks
// that order placement never oversold. Prints figures only; it never fails a test run.

const DATABASE_URL = requireDatabaseUrl('bench:api')
const RUNS = envInt('BENCH_RUNS', 3)
const SECONDS = envInt('BENCH_SECONDS', 10)
const WARMUP_SECONDS = envInt('BENCH_WARMUP_SECONDS', 2)
const READ_CONNECTIONS = 10
const BUYERS = 20
const BENCH_STOCK = 10_000_000
/** Products of the "spread" order load: each buyer keeps to one of them. */
const SPREAD_PRODUCTS = 8
/**
 * The Accept-Encoding of every catalog read, on both sides: by default what a browser sends, so reads are
 * measured as a visitor gets them, compressed by the API and by the ceiling alike (both register
 * apps/api/src/plugins/compression.ts). BENCH_ENCODING=identity measures them uncompressed, `gzip` gzip only.
 */
const ENCODING = process.env.BENCH_ENCODING?.trim() || 'br, gzip'

const root = fileURLToPath(new URL('..', import.meta.url))
// BENCH_API_MAIN=/path/to/other/build/apps/api/dist/main.js loads another build of the API (an earlier commit's,
// for a before-and-after on the same machine and database); the database is still migrated by this one.
const apiMain = process.env.BENCH_API_MAIN?.trim() || path.join(root, 'apps/api/dist/main.js')

interface Target {
  options: Omit<Options, 'url' | 'duration' | 'connections'>
}

interface Scenario {
  name: string
  connections: number
  api: Target
  ceiling: Target
  /** A catalog read: one path of each side, asked once before the load to see which encoding comes back. */
  probe: { api: string; ceiling: string } | null
  /** Order placement: the products bought, whose orders and stock are counted around each load. */
  productIds: number[] | null
}

interface Figures {
  rps: number
  p50: number
  p99: number
  ok: number
  failed: number
  /** Bytes received per answer, headers included, as autocannon counted them: shows compression held. */
  bytes: number
  /**
   * CPU milliseconds the server process spent per answer (all its threads, so compression in the thread pool
   * counts). Steadier than req/s on a shared machine: other engineers' load slows a server, not its work.
   */
  cpuMs: number
}

function figuresOf(result: Result, isOrder: boolean): Figures {
  const failed = result.non2xx + result.errors + result.timeouts
  return {
    // Order placement counts placed orders (2xx answers); a read counts every answer.
    rps: isOrder ? result['2xx'] / result.duration : result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : Number.NaN,
    cpuMs: Number.NaN,
  }
}

async function main(): Promise<void> {
  if (!existsSync(apiMain)) {
    console.log('apps/api/dist is missing: building the API (npm run build -w @shop/api)')
    const build = spawnSync('npm', ['run', 'build', '-w', '@shop/api'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('the API build failed')
  }

  // Migrations and the demo catalog through the app's own code, so the database is what the API expects.
  const database = await openDatabase({ url: DATABASE_URL, poolMax: 4 })
  const { db } = database
  await seedDemoCatalogIfEmpty(db, systemClock)

  await retireBenchOrders(db)
  // The retirement just turned thousands of open orders into dead index entries of the open-order indexes;
  // autovacuum would clear them some minutes later, in the middle of the next load. Cleared now instead, so
  // every run starts from the same tidy tables whatever the previous run left.
  await db.execute(sql`vacuum (analyze) orders, order_payments`)
  const secret = randomBytes(32).toString('hex')
  const tokens = createSessionTokens({ db, clock: systemClock, secret })
  const stamp = Date.now().toString(36)
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const user = await createUser(db, { email: `bench-${stamp}-${i}@example.com` })
      const session = await tokens.issue(db, user)
      return { id: user.id, authorization: `Bearer ${session.accessToken}` }
    }),
  )

  const skus = rowsOf<{ sku: string }>(await db.execute(sql`select sku from products order by id`)).map(
    (r) => r.sku,
  )
  // Fixed-price products (no metal price moving under the run), smartphones first; the first one is the
  // product every buyer wants in the "one product" load. No admin call sets stock, so SQL does.
  const forSale = rowsOf<{ id: number; sku: string }>(
    await db.execute(sql`
      select p.id, p.sku from products p join categories c on c.id = p.category_id
      where not p.dynamic_pricing order by c.name = 'Smartphones' desc, p.id limit ${SPREAD_PRODUCTS}`),
  )
  if (forSale.length === 0) throw new Error('no fixed-price product in the catalog')
  await db.execute(sql`update products set stock = ${BENCH_STOCK} where id in ${forSale.map((p) => p.id)}`)

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-api-'))
  // BENCH_PORT=4200 puts the API on 4200 and the ceiling on 4201 (a shared machine hands out port ranges);
  // unset, two free ports.
  const basePort = envInt('BENCH_PORT', 0)
  const [apiPort, ceilingPort] =
    basePort > 0 ? [basePort, basePort + 1] : [await freePort(), await freePort()]
  // BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API under load.
  const apiNodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const api = await startProcess('node', [...apiNodeArgs, apiMain], {
    name: 'api',
    // Not the repository root: a developer's .env must not change the benchmark.
    cwd: dataDir,
    env: {
      ...process.env,
      // Production needs a real BTC_XPUB; development with a pinned rate runs the same code paths.
      NODE_ENV: 'development',
      DATABASE_URL,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '0',
      // Each of the 20 buyers places thousands of unpaid orders: lift the per-account caps (decision 048).
      MAX_OPEN_ORDERS_PER_USER: '1000000',
      MAX_OPEN_ORDER_VALUE_AED: '1000000000000',
      BTC_AED_RATE: '350000',
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
    },
    ready: /Shop ready at/,
  })
  const ceiling = await startProcess(
    'node',
    ['--conditions=source', '--import', 'tsx', path.join(root, 'bench/ceiling-server.ts')],
    {
      name: 'ceiling',
      cwd: root,
      env: { ...process.env, DATABASE_URL, PORT: String(ceilingPort) },
      ready: /ceiling ready/,
    },
  )
  const apiUrl = `http://127.0.0.1:${apiPort}`
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`

  try {
    const [firstBuyer] = buyers
    if (!firstBuyer) throw new Error('no buyers')
    const orderBodies: OrderBody[] = []
    for (const product of forSale)
      orderBodies.push(await orderPayload(apiUrl, product.sku, product.id, firstBuyer))
    // BENCH_ONLY=create-order (part of a call's name) runs one call, e.g. while profiling the API; several
    // parts separated by `|` run each call that has one of them (BENCH_ONLY='search|get-all').
    const only = process.env.BENCH_ONLY?.split('|').filter(Boolean)
    const scenarios = buildScenarios(skus, buyers, orderBodies).filter(
      (scenario) => !only || only.some((part) => scenario.name.includes(part)),
    )
    const runs: Map<string, { api: Figures; ceiling: Figures }[]> = new Map()
    const oversell: string[] = []

    console.log(
      `bench:api: ${RUNS} run(s) of ${SECONDS} s per call after ${WARMUP_SECONDS} s of warm-up; ` +
        `${os.cpus().length} CPUs; API ${apiUrl}, ceiling ${ceilingUrl}; catalog reads send ` +
        `accept-encoding: ${ENCODING}`,
    )
    // Which encoding each side really answers with, asked once before any load: a table of "compressed"
    // figures over plain answers (a header lost, a threshold missed) would otherwise look just as good.
    const encodings = new Map<string, string>()
    for (const scenario of scenarios) {
      if (!scenario.probe) continue
      const [a, c] = [
        await probe(apiUrl + scenario.probe.api),
        await probe(ceilingUrl + scenario.probe.ceiling),
      ]
      encodings.set(scenario.name, `${a.encoding} / ${c.encoding}`)
      const warning = a.encoding !== c.encoding ? '  <- NOT LIKE FOR LIKE' : ''
      console.log(
        `  ${scenario.name}: API ${a.status} ${a.encoding} ${a.bytes} B, ceiling ${c.status} ${c.encoding} ${c.bytes} B${warning}`,
      )
    }
    for (let run = 1; run <= RUNS; run += 1) {
      for (const scenario of scenarios) {
        const pair = {} as { api: Figures; ceiling: Figures }
        for (const side of ['api', 'ceiling'] as const) {
          const url = side === 'api' ? apiUrl : ceilingUrl
          const productIds = scenario.productIds
          // Each order load starts without the open orders of the loads before it: the API's payment
          // watcher reads every watched order each CHAIN_POLL_MS, and thousands of earlier benchmark orders
          // made each run's orders dearer than the last one's (a backlog no real shop builds in a minute).
          if (productIds) await retireBenchOrders(database.db)
          const before = productIds ? await orderCounts(database.db, productIds) : null
          const load = (duration: number) =>
            autocannon({ ...scenario[side].options, url, connections: scenario.connections, duration })
          const warm = await load(WARMUP_SECONDS)
          const server = side === 'api' ? api : ceiling
          const cpuBefore = await cpuSeconds(server.pid)
          const result = await load(SECONDS)
          const cpuAfter = await cpuSeconds(server.pid)
          pair[side] = figuresOf(result, productIds !== null)
          pair[side].cpuMs =
            result.requests.total > 0 ? (1000 * (cpuAfter - cpuBefore)) / result.requests.total : Number.NaN
          if (before && productIds) {
            const after = await orderCounts(database.db, productIds)
            const answered = warm['2xx'] + result['2xx']
            const placed = after.lines - before.lines
            const taken = before.stock - after.stock
            // Requests still in flight when a load's clock stops are served but not counted by autocannon.
            const inFlight = placed - answered
            const fine = after.lowest >= 0 && taken === placed && inFlight >= 0
            const line = `${scenario.name}, run ${run} ${side}: ${answered} answered 201 (+${inFlight} in flight at the stop), ${placed} order lines written, stock down ${taken}, lowest stock ${after.lowest}: ${fine ? 'no oversell' : 'MISMATCH'}`
            oversell.push(line)
          }
          if (pair[side].failed > 0) {
            const codes = Object.entries(result.statusCodeStats)
              .map(([code, { count }]) => `${code}x${count}`)
              .join(' ')
            console.log(
              `  ${scenario.name} ${side}: ${pair[side].failed} failed (${codes}, errors ${result.errors})`,
            )
          }
        }
        const list = runs.get(scenario.name) ?? []
        list.push(pair)
        runs.set(scenario.name, list)
        console.log(
          `run ${run} ${scenario.name}: API ${fixed(pair.api.rps)} req/s p50 ${pair.api.p50} ms p99 ${pair.api.p99} ms; ` +
            `ceiling ${fixed(pair.ceiling.rps)} req/s p50 ${pair.ceiling.p50} ms p99 ${pair.ceiling.p99} ms`,
        )
      }
    }

    const rows = [
      [
        'call (median of runs)',
        'API req/s',
        'p50 ms',
        'p99 ms',
        'ceiling req/s',
        'p50 ms',
        'p99 ms',
        'API/ceiling',
        'CPU ms/answer API / ceiling',
        'encoding API / ceiling',
        'B/answer API / ceiling',
      ],
    ]
    for (const scenario of scenarios) {
      const list = runs.get(scenario.name) ?? []
      const m = (side: 'api' | 'ceiling', key: keyof Figures) => median(list.map((pair) => pair[side][key]))
      rows.push([
        scenario.name,
        fixed(m('api', 'rps')),
        fixed(m('api', 'p50')),
        fixed(m('api', 'p99')),
        fixed(m('ceiling', 'rps')),
        fixed(m('ceiling', 'p50')),
        fixed(m('ceiling', 'p99')),
        `${fixed((100 * m('api', 'rps')) / m('ceiling', 'rps'))} %`,
        `${fixed(m('api', 'cpuMs'), 2)} / ${fixed(m('ceiling', 'cpuMs'), 2)}`,
        encodings.get(scenario.name) ?? '-',
        `${fixed(m('api', 'bytes'))} / ${fixed(m('ceiling', 'bytes'))}`,
      ])
    }
    console.log(`\n${table(rows)}\n`)
    console.log('create-order, oversell check (lines written = stock taken, stock >= 0, every 201 written):')
    for (const line of oversell) console.log(`  ${line}`)
    console.log(`\nAim: catalog reads >= 60 % of the ceiling; create-order >= 200 orders/s with no oversell.`)
  } finally {
    await stopProcess(api)
    await stopProcess(ceiling)
    await retireBenchOrders(database.db)
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/**
 * Closes the orders of earlier benchmark buyers and stops watching their addresses, so the API's payment
 * watcher (it runs in the API process every CHAIN_POLL_MS) does not read thousands of leftover orders and
 * slow the next run. Benchmark data only: no events written, no stock given back.
 */
async function retireBenchOrders(db: Db): Promise<void> {
  const benchUsers = sql`select id from users where email like 'bench-%@example.com'`
  await db.execute(sql`
    update orders set status = 'Cancelled', cancelled_at = now(), closed_at = now(), updated_at = now()
    where status = 'Pending' and user_id in (${benchUsers})`)
  await db.execute(sql`
    update order_payments set monitor_until = now(), updated_at = now()
    where monitor_until > now() and order_id in (select id from orders where user_id in (${benchUsers}))`)
}

/** Order lines written for these products, their total stock and the lowest stock among them. */
async function orderCounts(db: Db, productIds: readonly number[]) {
  const [row] = rowsOf<{ lines: number; stock: number; lowest: number }>(
    await db.execute(sql`
      select (select count(*)::int from order_items where product_id in ${productIds}) as lines,
             (select sum(stock)::bigint from products where id in ${productIds}) as stock,
             (select min(stock) from products where id in ${productIds}) as lowest`),
  )
  if (!row) throw new Error('no counts')
  return { lines: Number(row.lines), stock: Number(row.stock), lowest: Number(row.lowest) }
}

/**
 * CPU seconds (user + system, all threads) a process has used so far, from /proc/PID/stat (Linux; fields 14
 * and 15, in clock ticks of 1/100 s). NaN elsewhere, and the table then shows "-".
 */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

/**
 * One GET with the catalog reads' Accept-Encoding, read raw (no decoding): the status, the Content-Encoding the
 * server chose (`identity` when none) and the body's bytes on the wire.
 */
function probe(url: string): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ENCODING } }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            bytes,
          }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

interface OrderBody {
  productId: number
  body: Record<string, unknown>
}

/**
 * A create-order body the API accepts: the first option of each variant, and the total the server prices
 * (read from the 409 "price changed" answer of a probe sent with total 0, as a storefront would re-quote).
 */
async function orderPayload(
  apiUrl: string,
  sku: string,
  productId: number,
  buyer: { id: number; authorization: string },
): Promise<OrderBody> {
  const detail = (await (
    await fetch(`${apiUrl}/api/v1/product/get-product-by-sku/${encodeURIComponent(sku)}`)
  ).json()) as {
    data: { variants: { variant_options: { id: number }[] }[] }
  }
  const optionIds = detail.data.variants.flatMap((v) =>
    v.variant_options[0] ? [v.variant_options[0].id] : [],
  )
  const body = {
    userId: buyer.id,
    totalPrice: 0,
    apartment: 'Apt 1204',
    building: 'Marina Heights Tower',
    additionalAddress: '',
    location: 'Dubai Marina, Dubai',
    phone: '+971 50 123 4567',
    whatsapp: '+971 50 123 4567',
    items: [{ productId, optionIds, quantity: 1 }],
  }
  const probe = await fetch(`${apiUrl}/api/v1/order/create-order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: buyer.authorization },
    body: JSON.stringify(body),
  })
  const answer = (await probe.json()) as { data?: { totalPrice?: number } }
  if (probe.status !== 409 || typeof answer.data?.totalPrice !== 'number') {
    throw new Error(`create-order probe answered ${probe.status}: ${JSON.stringify(answer)}`)
  }
  return { productId, body: { ...body, totalPrice: answer.data.totalPrice } }
}

function buildScenarios(
  skus: readonly string[],
  buyers: readonly { id: number; authorization: string }[],
  orderBodies: readonly OrderBody[],
): Scenario[] {
  const readHeaders = { 'accept-encoding': ENCODING }
  const rotate = (prefix: string): Request => {
    let next = 0
    return {
      method: 'GET',
      setupRequest: (request: { path?: string }) => {
        const sku = skus[next++ % skus.length] ?? ''
        return { ...request, path: `${prefix}${encodeURIComponent(sku)}` }
      },
    }
  }
  // One buyer per connection: 20 connections are 20 buyers, each placing orders one after another; buyer i
  // buys orders[i % orders.length].
  const orderScenario = (name: string, orders: readonly OrderBody[]): Scenario => {
    const assign = () => {
      let next = 0
      return () => {
        const i = next++
        return {
          buyer: buyers[i % buyers.length] ?? { id: 0, authorization: '' },
          order: orders[i % orders.length] ?? { productId: 0, body: {} },
        }
      }
    }
    const apiNext = assign()
    const ceilingNext = assign()
    return {
      name,
      connections: BUYERS,
      productIds: [...new Set(orders.map((o) => o.productId))],
      probe: null,
      api: {
        options: {
          method: 'POST',
          requests: [{ method: 'POST', path: '/api/v1/order/create-order' }],
          setupClient: (client) => {
            const { buyer, order } = apiNext()
            client.setHeadersAndBody(
              { 'content-type': 'application/json', authorization: buyer.authorization },
              JSON.stringify({ ...order.body, userId: buyer.id }),
            )
          },
        },
      },
      ceiling: {
        options: {
          method: 'POST',
          requests: [{ method: 'POST', path: '/ceiling/order' }],
          setupClient: (client) => {
            const { buyer, order } = ceilingNext()
            client.setHeadersAndBody(
              { 'content-type': 'application/json' },
              JSON.stringify({ userId: buyer.id, productId: order.productId, quantity: 1 }),
            )
          },
        },
      },
    }
  }
  // A catalog read: GETs of one path per side (or `rotate`d ones), with the reads' Accept-Encoding.
  const read = (
    name: string,
    api: { path: string; request?: Request },
    ceiling: { path: string; request?: Request },
  ): Scenario => ({
    name,
    connections: READ_CONNECTIONS,
    productIds: null,
    probe: { api: api.path, ceiling: ceiling.path },
    api: { options: { method: 'GET', headers: readHeaders, requests: [api.request ?? { path: api.path }] } },
    ceiling: {
      options: { method: 'GET', headers: readHeaders, requests: [ceiling.request ?? { path: ceiling.path }] },
    },
  })
  const firstSku = encodeURIComponent(skus[0] ?? '')
  return [
    read(
      'get-all-products (20)',
      { path: '/api/v1/product/get-all-products?page=1&limit=20' },
      { path: '/ceiling/products?page=1&limit=20' },
    ),
    // A typo forgiven, a filter and a sort: the search row (docs/decisions/067).
    read(
      'search "pmap" gold price_asc',
      { path: '/api/v1/product/get-all-products?page=1&limit=20&search=pmap&metal=gold&sort=price_asc' },
      { path: '/ceiling/search?page=1&limit=20&metal=gold' },
    ),
    read(
      'get-product-by-sku',
      {
        path: `/api/v1/product/get-product-by-sku/${firstSku}`,
        request: rotate('/api/v1/product/get-product-by-sku/'),
      },
      { path: `/ceiling/product-by-sku/${firstSku}`, request: rotate('/ceiling/product-by-sku/') },
    ),
    read(
      'get-products-by-category-name (Gold)',
      { path: '/api/v1/product/get-products-by-category-name/Gold?page=1&limit=20' },
      { path: '/ceiling/products-by-category-name/Gold?page=1&limit=20' },
    ),
    orderScenario('create-order (20 buyers, 1 product)', orderBodies.slice(0, 1)),
    orderScenario(`create-order (20 buyers, ${orderBodies.length} products)`, orderBodies),
  ]
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error)
  process.exit(1)
})
