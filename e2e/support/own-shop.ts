import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// A journey that must change how the shop itself is configured (where its metal prices come from, whether a
// stored price may stand in for a silent feed) starts a shop of its own: the same build as the run's server,
// with an embedded database and a dev clock of its own, so nothing it does reaches the other journeys.

const MAIN = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url))

export interface OwnShop {
  baseURL: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited (${child.exitCode}): ${stderr()}`)
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return
    } catch {
      // Not listening yet: migrations and the demo catalog come first.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The shop did not answer /healthz within 2 minutes: ${stderr()}`)
}

/** Starts the built shop in development mode with `env` on top of the settings the run's server uses. */
export async function startOwnShop(env: Record<string, string>): Promise<OwnShop> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'))
  const child = spawn(process.execPath, [MAIN], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BTC_AED_RATE: '350000',
      ...env,
    },
  })
  // However the journey ends (a hook's timeout included), the shop ends with the worker that started it.
  const killOnExit = () => child.kill()
  process.once('exit', killOnExit)
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000)
  })
  const baseURL = `http://127.0.0.1:${port}`
  try {
    await waitUntilHealthy(baseURL, child, () => errors)
  } catch (error) {
    child.kill()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    baseURL,
    async stop() {
      process.off('exit', killOnExit)
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
