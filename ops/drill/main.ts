import { execFileSync, execSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createTestProduct } from '../../apps/api/src/test/factories.js'
import { Checks, openDb, ROOT } from '../../chaos/lib.js'
import { type BackupContext, backupScenario } from './backup.js'
import { proxyClient } from './https.js'
import { clusterAt, initArchivingCluster, pgBackRestFor, scratchRoot } from './postgres.js'
import {
  type Drill,
  leaderScenario,
  rateLimitScenario,
  rollingRestartScenario,
  sseScenario,
} from './scenarios.js'
import { createBuyers } from './shop.js'
import {
  DRILL_PORTS,
  instance,
  METRICS_TOKEN,
  productionEnv,
  SHOP_SITE,
  startCaddy,
  startStandIns,
  untilReady,
} from './topology.js'

// `npm run ops:drill`: the production topology of docs/operations.md brought up on this machine and put
// through what going live asks of it. Prints each figure, a summary, and exits 1 when any check failed.

const ARCHIVE_TIMEOUT_S = 10
const HEALTH_INTERVAL_MS = 1_000

function step(line: string): void {
  console.log(`\n== ${line}`)
}

/** Debian packages the drill runs: installed when missing (as root, as on this machine and CI images). */
function ensurePackages(): void {
  const wanted: [string, string][] = [
    ['caddy', 'caddy'],
    ['pgbackrest', 'pgbackrest'],
    ['redis-server', 'redis-server'],
    ['/usr/lib/postgresql/15/bin/initdb', 'postgresql-15'],
  ]
  const missing = wanted.filter(([binary]) => {
    try {
      execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' })
      return false
    } catch {
      return true
    }
  })
  if (missing.length === 0) return
  console.log(`installing ${missing.map(([, pkg]) => pkg).join(' ')}`)
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.map(([, pkg]) => pkg).join(' ')}`,
    {
      stdio: 'inherit',
    },
  )
}

/** `npm run build` when the built API or storefront is missing or older than a source file. */
function buildIfNeeded(): void {
  const main = path.join(ROOT, 'apps/api/dist/main.js')
  const web = path.join(ROOT, 'apps/web/dist/index.html')
  const stale =
    !existsSync(main) ||
    !existsSync(web) ||
    execSync(
      `find apps/api/src apps/api/drizzle packages/contract/src apps/web/src -newer ${main} -print -quit`,
      { cwd: ROOT },
    )
      .toString()
      .trim() !== ''
  if (!stale) return console.log('build: apps/api/dist and apps/web/dist are up to date')
  console.log('build: npm run build')
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' })
}

/** The files in ops/ check out: systemd units, the Caddyfile, and an env template naming every setting. */
function staticChecks(c: Checks): void {
  const unit = path.join(ROOT, 'ops/systemd/shop@.service')
  try {
    execFileSync('sh', ['-c', 'command -v systemd-analyze'], { stdio: 'ignore' })
    const out = execFileSync('systemd-analyze', ['verify', unit], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString()
    c.check(out.trim() === '', `systemd-analyze verify ops/systemd/shop@.service: ${out.trim() || 'clean'}`)
    c.figure('systemd-analyze verify ops/systemd/shop@.service: clean')
  } catch (error) {
    const message = (error as { stderr?: Buffer }).stderr?.toString().trim()
    if (message === undefined) c.figure('systemd-analyze not installed: unit not verified')
    else c.check(false, `systemd-analyze verify: ${message}`)
  }
  try {
    execFileSync(
      'caddy',
      ['validate', '--config', path.join(ROOT, 'ops/Caddyfile'), '--adapter', 'caddyfile'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          CADDY_ADMIN: 'off',
          HOME: '/tmp',
          XDG_DATA_HOME: '/tmp/shop-drill-caddy-validate',
        },
      },
    )
    c.figure('caddy validate ops/Caddyfile: valid')
  } catch (error) {
    c.check(false, `caddy validate: ${(error as { stderr?: Buffer }).stderr?.toString().trim()}`)
  }
  // The settings are the keys of ConfigSchema (the Config type after it adds derived values).
  const source = readFileSync(path.join(ROOT, 'apps/api/src/config.ts'), 'utf8')
  const schema = source.slice(source.indexOf('const ConfigSchema = z.object({'), source.indexOf('\n})\n'))
  const settings = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!)
  const template = readFileSync(path.join(ROOT, 'ops/shop.env.example'), 'utf8')
  const unlisted = [...new Set(settings)].filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(template))
  c.check(
    unlisted.length === 0,
    `ops/shop.env.example lists every setting of config.ts (missing: ${unlisted.join(', ') || 'none'})`,
  )
  c.figure(`ops/shop.env.example names all ${new Set(settings).size} settings of apps/api/src/config.ts`)
}

const started = performance.now()
const summary = new Map<string, string>()
const outcomes: { name: string; passed: boolean; seconds: number }[] = []
const cleanups: (() => Promise<void> | void)[] = []

/** `npm run ops:drill -- sse backup` runs only the scenarios whose names hold one of the words. */
const only = process.argv.slice(2)

async function scenario(name: string, limitMs: number, run: (c: Checks) => Promise<void> | void) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) return true
  step(name)
  const c = new Checks()
  const t0 = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      run(c),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`over its ${limitMs / 1000} s limit`)), limitMs)
      }),
    ])
  } catch (error) {
    c.check(false, `stopped: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    clearTimeout(timer)
  }
  const passed = c.failures.length === 0
  const seconds = (performance.now() - t0) / 1000
  outcomes.push({ name, passed, seconds })
  console.log(`${passed ? 'PASS' : 'FAIL'}  ${name} (${seconds.toFixed(1)} s)`)
  return passed
}

try {
  ensurePackages()
  buildIfNeeded()
  await scenario('ops files: systemd unit, Caddyfile, environment template', 30_000, staticChecks)

  step('bringing the topology up')
  const scratch = scratchRoot()
  const cluster = clusterAt(scratch, 'live', DRILL_PORTS.postgres)
  const archive = pgBackRestFor(scratch, cluster)
  initArchivingCluster(cluster, archive.configFile, ARCHIVE_TIMEOUT_S)
  cluster.start()
  cleanups.push(() => cluster.stop())
  archive.run('stanza-create')
  archive.run('check')
  cluster.psql('postgres', 'create database shop')
  console.log(
    `PostgreSQL 15 on ${DRILL_PORTS.postgres}, WAL archived by pgBackRest (archive_timeout ${ARCHIVE_TIMEOUT_S} s)`,
  )

  const services = await startStandIns()
  cleanups.push(() => services.stop())
  console.log(
    `Redis on ${DRILL_PORTS.redis}; stand-ins: Esplora ${DRILL_PORTS.esplora}, metal prices ${DRILL_PORTS.metal}, SMTP ${DRILL_PORTS.smtp}`,
  )

  const database = await openDb(cluster.url('shop'))
  cleanups.push(() => database.close())
  const dataDir = path.join(scratch, 'shop-data')
  const identityDir = path.join(scratch, 'shop-identity')
  mkdirSync(dataDir, { recursive: true })
  mkdirSync(identityDir, { recursive: true })
  const env = productionEnv({ databaseUrl: cluster.url('shop'), dataDir, identityDir })
  const instances = [
    instance(DRILL_PORTS.instances[0], env),
    instance(DRILL_PORTS.instances[1], env),
  ] as const
  for (const inst of instances) {
    await inst.start()
    cleanups.push(async () => void (await inst.stop()))
    await untilReady(inst)
  }
  console.log(
    `${instances.map((i) => i.name).join(' and ')}: NODE_ENV=production, node apps/api/dist/main.js`,
  )
  const caddy = await startCaddy(
    scratch,
    instances.map((i) => `127.0.0.1:${i.port}`).join(' '),
    `${HEALTH_INTERVAL_MS}ms`,
  )
  cleanups.push(() => caddy.stop())
  const proxy = proxyClient(SHOP_SITE, caddy.ca)
  cleanups.push(() => proxy.close())
  console.log(`Caddy on ${SHOP_SITE} (tls internal), ops/Caddyfile`)

  const product = await createTestProduct(database.db, { stock: 100_000 })
  const buyers = await createBuyers(database, 120, 10)
  const drill: Drill = {
    proxy,
    instances: [instances[0], instances[1]],
    database,
    chain: services.esplora,
    product,
    buyers,
    healthIntervalMs: HEALTH_INTERVAL_MS,
    checks: new Checks(),
    summary,
  }
  const withChecks = (run: (d: Drill) => Promise<void>) => (c: Checks) => run({ ...drill, checks: c })

  await scenario('the shop answers through Caddy over TLS', 30_000, async (c) => {
    const home = await proxy.call('GET', '/')
    c.check(
      home.status === 200 && String(home.body).includes('<html'),
      `GET / (storefront) answered ${home.status}`,
    )
    const catalog = await proxy.call('GET', '/api/v1/product/get-all-products')
    c.check(catalog.status === 200, `GET /api/v1/product/get-all-products answered ${catalog.status}`)
    const metrics = await proxy.call('GET', '/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    c.check(metrics.status === 404, `/metrics is not public through Caddy (${metrics.status})`)
    const direct = await fetch(`${instances[0].baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    c.check(
      direct.status === 200,
      `/metrics answers Prometheus on the instance with its token (${direct.status})`,
    )
    const http = await fetch(`http://127.0.0.1:${DRILL_PORTS.http}/`, { redirect: 'manual' })
    c.check(http.status === 308 || http.status === 301, `plain HTTP is redirected to HTTPS (${http.status})`)
    c.figure(
      `storefront ${home.ms.toFixed(0)} ms, catalog ${catalog.ms.toFixed(0)} ms through Caddy; /metrics ${metrics.status} outside, ${direct.status} inside; HTTP ${http.status}`,
    )
  })
  await scenario(
    'sse: payment pages through Caddy and through a restart of either instance',
    180_000,
    withChecks(sseScenario),
  )
  await scenario('rate limits shared through Redis by both instances', 60_000, withChecks(rateLimitScenario))
  await scenario('rolling restart of both instances under load', 240_000, withChecks(rollingRestartScenario))
  await scenario('kill -9 of the watcher leader', 120_000, withChecks(leaderScenario))
  const backup: BackupContext = {
    scratch,
    cluster,
    archive,
    archiveTimeoutS: ARCHIVE_TIMEOUT_S,
    dataDir,
    identityDir,
  }
  await scenario('backup, point-in-time restore, files', 300_000, (c) =>
    backupScenario({ ...drill, checks: c }, backup),
  )
  const mailed = services.smtp.received.length
  summary.set('mail', `${mailed} mails taken by the SMTP stand-in`)
} catch (error) {
  outcomes.push({
    name: `drill stopped: ${error instanceof Error ? error.message : String(error)}`,
    passed: false,
    seconds: 0,
  })
  console.error(error)
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup()
    } catch {
      // keep cleaning
    }
  }
}

console.log('\nops drill summary')
for (const [name, value] of summary) console.log(`  ${name.padEnd(22)} ${value}`)
for (const o of outcomes) console.log(`  ${o.passed ? 'PASS' : 'FAIL'}  ${o.name}  ${o.seconds.toFixed(1)} s`)
console.log(`  total ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(outcomes.every((o) => o.passed) ? 0 : 1)
