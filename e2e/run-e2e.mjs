// `npm run test:e2e`: the Playwright suite against the built app, started on a free port with a fresh
// embedded database, in Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startGeocoderStandIn } from './support/geocoder-stand-in.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}. Install it with: apt-get update && apt-get install -y chromium`,
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

const port = await freePort()
const dataDir = path.join(here, 'artifacts', 'data')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

// The owner journey signs in as an administrator, made the way an owner makes one (README), before the app
// starts on the same embedded database.
const admin = { email: 'owner@aurumandbyte.test', password: 'Owner-of-the-shop-2026' }
const created = spawnSync(
  'npm',
  [
    'run',
    '--silent',
    'create-admin',
    '--',
    '--email',
    admin.email,
    '--password',
    admin.password,
    '--first-name',
    'Amal',
    '--last-name',
    'Saeed',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
)
if (created.status !== 0) process.exit(created.status ?? 1)

// Staff members of their own for the two-factor journey (one per browser project), so enrolling a second factor
// never changes how the owner signs in for the other journeys.
const staffPassword = 'Staff-of-the-shop-2026'
for (const project of ['desktop', 'phone']) {
  const staff = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'create-admin',
      '--',
      '--email',
      `staff-${project}@aurumandbyte.test`,
      '--password',
      staffPassword,
      '--first-name',
      'Omar',
      '--last-name',
      'Khalil',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  )
  if (staff.status !== 0) process.exit(staff.status ?? 1)
}

// the location picker's reverse geocoding is answered locally (no internet here). It runs in this
// process, so Playwright is spawned asynchronously: a synchronous spawn would block the stand-in's answers.
const geocoder = await startGeocoderStandIn()
const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_ADMIN_EMAIL: admin.email,
    E2E_ADMIN_PASSWORD: admin.password,
    E2E_STAFF_PASSWORD: staffPassword,
    E2E_GEOCODER_URL: geocoder.url,
    CHROMIUM_PATH: chromium,
  },
})
const status = await new Promise((resolve) => {
  playwright.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  playwright.on('error', () => resolve(1))
})
await geocoder.close()
process.exit(status)

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
