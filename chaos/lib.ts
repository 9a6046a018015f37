import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, chownSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Database, openDatabase } from '../apps/api/src/db/client.js'
import { INLINE_ADDRESS as INLINE } from '../apps/api/src/test/factories.js'
import { createSessionTokens } from '../apps/api/src/features/auth/session-tokens.js'
import { systemClock } from '../apps/api/src/lib/clock.js'
import { createUser } from '../apps/api/src/test/factories.js'

// Local processes the chaos scenarios start, break and restart: a throwaway PostgreSQL cluster of their own
// (never the machine's shared one), the API as a real child process, and small HTTP helpers.

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The ports of these runs (the API, the stand-ins, the cluster). */
export const PORTS = { api: 3220, esplora: 3221, redis: 3228, postgres: 3229 } as const
export const JWT_SECRET = 'chaos-run-secret-chaos-run-secret-0123456789'
const PG_BIN = '/usr/lib/postgresql/15/bin'
/** One DATA_DIR for every API start of this run: the development wallet (its addresses) survives restarts. */
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shop-chaos-data-'))
const scratchDirs = [DATA_DIR]
process.on('exit', () => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true })
})

/** Another DATA_DIR, for a run on another network (a development wallet belongs to one network). */
export function scratchDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-chaos-data-'))
  scratchDirs.push(dir)
  return dir
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
export { sleep }

// ---------------------------------------------------------------- PostgreSQL of our own

export interface Cluster {
  url(database: string): string
  createDatabase(name: string): Promise<string>
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  destroy(): void
}

/**
 * initdb into a temporary folder and start it on PORTS.postgres, its socket in that folder. As root the
 * server runs as the `postgres` user (PostgreSQL refuses root).
 */
export function startCluster(): Cluster {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-chaos-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) => {
    const command = asRoot ? 'runuser' : `${PG_BIN}/${bin}`
    const argv = asRoot ? ['-u', 'postgres', '--', `${PG_BIN}/${bin}`, ...args] : args
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] })
  }
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0)
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  const options = `-p ${PORTS.postgres} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const start = () => run('pg_ctl', ['-D', `${dir}/data`, '-o', options, '-l', `${dir}/log`, '-w', 'start'])
  start()
  const url = (database: string) => `postgres://postgres@127.0.0.1:${PORTS.postgres}/${database}`
  return {
    url,
    async createDatabase(name) {
      const admin = await openAdmin(url('postgres'))
      await admin.query(`drop database if exists ${name}`)
      await admin.query(`create database ${name}`)
      await admin.end()
      return url(name)
    },
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', mode, '-w', 'stop'])
    },
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function openAdmin(url: string) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

/** The scenario's own view of its database (migrated by openDatabase, as the API does). */
export function openDb(url: string): Promise<Database> {
  return openDatabase({ url, poolMax: 4 })
}

// ---------------------------------------------------------------- the API as a child process

export interface Api {
  child: ChildProcess
  baseUrl: string
  /** Every line the process wrote (pino JSON and plain), for checks on its log. */
  log: string[]
  alive(): boolean
  kill9(): Promise<void>
  stop(): Promise<void>
}

/** `node --import tsx apps/api/src/main.ts` on PORTS.api, resolved once it prints "Shop ready". */
export function startApi(env: Record<string, string>): Promise<Api> {
  const log: string[] = []
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'development',
      PORT: String(PORTS.api),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      DATA_DIR,
      BTC_AED_RATE: '350000',
      // No metal feed from the internet: the stored prices stand in (the chaos runs sell no metal).
      METAL_GOLDAPI_URL: 'http://127.0.0.1:9/',
      METAL_SWISSQUOTE_URL: 'http://127.0.0.1:9/',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const collect = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean))
  child.stderr.on('data', collect)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the API did not start within 60 s:\n${log.slice(-20).join('\n')}`))
    }, 60_000)
    child.stdout.on('data', (chunk: Buffer) => {
      collect(chunk)
      if (log.some((line) => line.includes('Shop ready'))) {
        clearTimeout(timer)
        resolve(api)
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(
        new Error(`the API exited (${code ?? signal}) before it was ready:\n${log.slice(-20).join('\n')}`),
      )
    })
    const api: Api = {
      child,
      baseUrl: `http://127.0.0.1:${PORTS.api}`,
      log,
      alive: () => child.exitCode === null && child.signalCode === null,
      async kill9() {
        if (!api.alive()) return
        child.kill('SIGKILL')
        await exited
      },
      async stop() {
        if (!api.alive()) return
        child.kill('SIGTERM')
        const forced = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(forced)
      },
    }
  })
}

// ---------------------------------------------------------------- buyers and requests

export interface Buyer {
  id: number
  headers: Record<string, string>
}

/** Verified shoppers straight in the database, each with a session token as login would issue. */
export async function createBuyers(database: Database, count: number, role: 'User' | 'owner' = 'User') {
  const tokens = createSessionTokens({ db: database.db, clock: systemClock, secret: JWT_SECRET })
  const buyers: Buyer[] = []
  for (let i = 0; i < count; i++) {
    const user = await createUser(database.db, { role })
    const session = await tokens.issue(database.db, user)
    buyers.push({ id: user.id, headers: { authorization: `Bearer ${session.accessToken}` } })
  }
  return buyers
}

export interface Answer {
  status: number
  body: unknown
  ms: number
}

/** One JSON request; status 0 when the connection failed (the process is down). */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now()
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body, ms: performance.now() - started }
  } catch {
    return { status: 0, body: null, ms: performance.now() - started }
  }
}

/** The order form of the chaos runs: one unit of a fixed-price phone, to an address typed in. */
export function orderBody(
  userId: number,
  product: { id: number; storage: { small: number }; colour: { black: number } },
) {
  return {
    userId,
    totalPrice: 120,
    status: 'Pending',
    ...INLINE,
    items: [{ productId: product.id, optionIds: [product.storage.small, product.colour.black], quantity: 1 }],
  }
}
// ---------------------------------------------------------------- results

export interface Outcome {
  name: string
  passed: boolean
  seconds: number
  figures: string[]
  failures: string[]
}

/** Collects what a scenario checked: a failed check is reported, and the scenario goes on. */
export class Checks {
  readonly figures: string[] = []
  readonly failures: string[] = []
  figure(line: string): void {
    this.figures.push(line)
    console.log(`    ${line}`)
  }
  check(ok: boolean, what: string): void {
    if (!ok) {
      this.failures.push(what)
      console.log(`    FAILED: ${what}`)
    }
  }
}

/** Polls `probe` until it is true or `ms` pass; the time it took, or null. */
export async function waitFor(
  probe: () => Promise<boolean>,
  ms: number,
  everyMs = 100,
): Promise<number | null> {
  const started = performance.now()
  while (performance.now() - started < ms) {
    if (await probe()) return performance.now() - started
    await sleep(everyMs)
  }
  return null
}
