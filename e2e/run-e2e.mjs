// `npm run test:e2e`: the Playwright suite against the built app, started on a free port with a fresh
// embedded database, in Debian's Chromium.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}. Install it with: apt-get update && apt-get install -y chromium`,
  )
  process.exit(1)
}

const built = ['apps/api/dist/main.js', 'apps/web/dist/index.html'].every((f) =>
  existsSync(path.join(root, f)),
)
if (!built || process.env.E2E_BUILD === '1') {
  console.log('Building the app for the browser tests...')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = await freePort()
const dataDir = path.join(here, 'artifacts', 'data')
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
})
process.exit(result.status ?? 1)

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
