// `npm run test:e2e`: the Playwright suite against the built app, started on a free port with a fresh
// embedded database, in Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startGeocoderStandIn } from './support/geocoder-stand-in.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
// Debian's headless shell is Chromium's engine without the browser around it: the same pages, about a quarter
// less CPU per journey than the full browser (docs/decisions/249). The full browser still serves where it is installed alone.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file))

if (!chromium || !existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium ?? '/usr/bin/chromium-headless-shell'}. Install it with: apt-get update && apt-get install -y chromium-headless-shell`,
  )
  process.exit(1)
}

// The suite always tests what the sources say now: a stale build (say, a contract rebuilt without the API)
// fails in confusing ways. E2E_SKIP_BUILD=1 reuses a build made a moment ago (CI builds just before).
const built = ['apps/api/dist/main.js', 'apps/web/dist/index.html'].every((f) =>
  existsSync(path.join(root, f)),
)
if (!built || process.env.E2E_SKIP_BUILD !== '1') {
  console.log('Building the app for the browser tests...')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The owner journey signs in as an administrator, made the way an owner makes one (README), before the app
// starts on the same embedded database.
const admin = { email: 'owner@aurumandbyte.test', password: 'Owner-of-the-shop-2026' }
// Staff members of their own for the two-factor journey (one per browser project), so enrolling a second factor
// never changes how the owner signs in for the other journeys.
const staffPassword = 'Staff-of-the-shop-2026'

// The two browser projects (desktop 1280 px, phone 390 px) run side by side, each against a server, a
// database (see runDatabase) and a dev clock of its own, so neither waits for the other and one run's journeys can
// never see another's orders, stock or clock (decision 239). The desktop project walks every journey, the
// phone project those listed in playwright.config.ts (decisions 249, 279), so the desktop's journeys are split
// in two runs. `--project=x` runs one project alone, in one run.
const args = process.argv.slice(2)
const chosen = args.filter((arg) => arg.startsWith('--project')).length > 0
const runs = chosen
  ? [{ name: 'all', args: [] }]
  : [
      { name: 'desktop-1', args: ['--project=desktop', '--shard=1/2'] },
      { name: 'desktop-2', args: ['--project=desktop', '--shard=2/2'] },
      { name: 'phone', args: ['--project=phone'] },
    ]

/** The databases run-e2e.mjs made on E2E_DATABASE_URL's server, dropped when the runs end. */
const runDatabases = []
// the location picker's reverse geocoding is answered locally (no internet here). It runs in this
// process, so Playwright is spawned asynchronously: a synchronous spawn would block the stand-in's answers.
const geocoder = await startGeocoderStandIn()
const statuses = await Promise.all(runs.map((run) => runPlaywright(run)))
await geocoder.close()
await dropRunDatabases()
process.exit(statuses.find((status) => status !== 0) ?? 0)

/** One Playwright run (its own arguments, then the command line's) against its own server. */
async function runPlaywright({ name, args: runArgs }) {
  const port = await freePort()
  const dataDir = path.join(here, 'artifacts', `data-${name}`)
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  const databaseUrl = await runDatabase(name)
  await createAccounts(dataDir, databaseUrl)
  const playwright = spawn('npx', ['playwright', 'test', ...runArgs, ...args], {
    cwd: here,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_RUN_DATABASE_URL: databaseUrl,
      E2E_RUN_NAME: name,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_STAFF_PASSWORD: staffPassword,
      E2E_GEOCODER_URL: geocoder.url,
      CHROMIUM_PATH: chromium,
    },
  })
  return new Promise((resolve) => {
    playwright.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    playwright.on('error', () => resolve(1))
  })
}

/**
 * The run's database: with E2E_DATABASE_URL (a PostgreSQL server, as CI has), a fresh database of the run's own
 * on it; without, '' (the server's embedded database in its data folder). A real server answers the journeys'
 * queries for a fraction of the CPU the embedded one's WebAssembly takes, which CI's two cores feel most.
 */
async function runDatabase(name) {
  const server = process.env.E2E_DATABASE_URL
  if (!server) return ''
  const database = `shop_e2e_${name.replace(/\W/g, '_')}_${process.pid}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.query(`create database ${database}`)
  await admin.end()
  runDatabases.push(database)
  const url = new URL(server)
  url.pathname = `/${database}`
  return url.toString()
}

async function dropRunDatabases() {
  if (runDatabases.length === 0) return
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await admin.connect()
  for (const database of runDatabases) await admin.query(`drop database if exists ${database} with (force)`)
  await admin.end()
}

/** The owner and the two-factor journey's staff members, in the run's database (`databaseUrl`, or the embedded one at `dataDir`). */
async function createAccounts(dataDir, databaseUrl) {
  const accounts = [
    { email: admin.email, password: admin.password, first: 'Amal', last: 'Saeed' },
    ...['desktop', 'phone'].map((project) => ({
      email: `staff-${project}@aurumandbyte.test`,
      password: staffPassword,
      first: 'Omar',
      last: 'Khalil',
    })),
  ]
  for (const account of accounts) {
    const args = ['--email', account.email, '--password', account.password]
    args.push('--first-name', account.first, '--last-name', account.last)
    const status = await run('npm', ['run', '--silent', 'create-admin', '--', ...args], {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    })
    if (status !== 0) process.exit(status)
  }
}

/** A command's exit status; asynchronous, so the geocoder stand-in in this process keeps answering. */
function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}
