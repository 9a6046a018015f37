import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { HDKey } from '@scure/bip32'
import { SMTPServer } from 'smtp-server'
import { esploraStandIn } from '../../chaos/esplora.js'
import { JWT_SECRET, ROOT, sleep, waitFor } from '../../chaos/lib.js'
import { startRedis, stopRedis } from '../../chaos/redis-down.js'

// The production topology on this machine: Caddy (ops/Caddyfile, TLS from its local CA) in front of two
// instances of the built shop (NODE_ENV=production), one PostgreSQL, one Redis, and local stand-ins for what
// the shop reaches on the internet: an Esplora chain backend, the two metal price sources and an SMTP server.

export const DRILL_PORTS = {
  https: 8443,
  http: 8480,
  instances: [3301, 3302],
  postgres: 3340,
  restored: 3341,
  redis: 3348,
  esplora: 3351,
  metal: 3352,
  smtp: 3353,
} as const

export const METRICS_TOKEN = 'drill-metrics-token-0123456789'
export const SHOP_SITE = `https://localhost:${DRILL_PORTS.https}`

/**
 * A testnet account key (tpub) of a fixed seed, BIP84 path m/84'/1'/0': the drill's money is made up, so the
 * seed is no secret. Production takes the owner's watch-only zpub instead.
 */
export function drillTpub(): string {
  const testnet = { private: 0x04358394, public: 0x043587cf }
  const seed = Buffer.alloc(32, 7)
  return HDKey.fromMasterSeed(seed, testnet).derive("m/84'/1'/0'").publicExtendedKey
}

// ---------------------------------------------------------------- stand-ins

/** BTC/USD of the rate stand-ins: 350,000 AED per BTC at the AED peg (3.6725). */
const BTC_USD = '95303.06'

/**
 * The market data the shop reads, answering as the real sources do with steady prices: gold-api.com and
 * Swissquote (USD per troy ounce), and Kraken, Coinbase and Bitstamp (BTC/USD).
 */
export function metalStandIn(port: number) {
  const prices = { XAU: 2650.5, XAG: 31.2 } as Record<string, number>
  const server: Server = createServer((req, res) => {
    const url = req.url ?? ''
    const gold = /^\/price\/(XAU|XAG)$/.exec(url)
    const quote = /^\/public-quotes\/bboquotes\/instrument\/(XAU|XAG)\/USD$/.exec(url)
    res.setHeader('content-type', 'application/json')
    if (gold) {
      const symbol = gold[1]!
      return res.end(JSON.stringify({ name: symbol, price: prices[symbol], symbol, updatedAt: new Date() }))
    }
    // The BTC/USD sources of the BTC/AED rate (Kraken, Coinbase, Bitstamp), agreeing: production refuses a
    // pinned rate, so the instances price orders from these as they would from the real exchanges.
    if (url === '/0/public/Ticker?pair=XBTUSD') {
      return res.end(JSON.stringify({ error: [], result: { XXBTZUSD: { c: [BTC_USD, '0.01'] } } }))
    }
    if (url === '/v2/prices/BTC-USD/spot') {
      return res.end(JSON.stringify({ data: { amount: BTC_USD, base: 'BTC', currency: 'USD' } }))
    }
    if (url === '/api/v2/ticker/btcusd/') return res.end(JSON.stringify({ last: BTC_USD }))
    if (quote) {
      const mid = prices[quote[1]!]!
      const profile = (spreadProfile: string) => ({ spreadProfile, bid: mid - 0.2, ask: mid + 0.2 })
      return res.end(
        JSON.stringify([
          {
            spreadProfilePrices: [profile('prime'), profile('standard'), profile('premium')],
            ts: Date.now(),
          },
        ]),
      )
    }
    res.statusCode = 404
    res.end('{}')
  })
  return {
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** An SMTP server that takes every mail and counts it (no TLS, no login: a relay on the private network). */
export function smtpStandIn(port: number) {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString())
        callback()
      })
    },
  })
  return {
    received,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// ---------------------------------------------------------------- the shop's instances

export interface Instance {
  port: number
  name: string
  baseUrl: string
  log: string[]
  alive(): boolean
  start(): Promise<void>
  /** SIGTERM, as `systemctl stop` sends it; resolves at exit with the milliseconds it took. */
  stop(): Promise<number>
  kill9(): Promise<void>
  readyz(): Promise<{ status: number; body: { status?: string; watcher?: string; reasons?: string[] } }>
}

export function instance(port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | null = null
  let exited: Promise<void> = Promise.resolve()
  const log: string[] = []
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null
  const self: Instance = {
    port,
    name: `shop@${port}`,
    baseUrl: `http://127.0.0.1:${port}`,
    log,
    alive,
    start() {
      const next = spawn(process.execPath, ['apps/api/dist/main.js'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child = next
      exited = new Promise((resolve) => next.once('exit', () => resolve()))
      const collect = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean))
      next.stderr.on('data', collect)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          next.kill('SIGKILL')
          reject(new Error(`${self.name} did not start within 90 s:\n${log.slice(-20).join('\n')}`))
        }, 90_000)
        const onExit = (code: number | null, signal: string | null) => {
          clearTimeout(timer)
          reject(
            new Error(`${self.name} exited (${code ?? signal}) before ready:\n${log.slice(-20).join('\n')}`),
          )
        }
        next.once('exit', onExit)
        next.stdout.on('data', (chunk: Buffer) => {
          collect(chunk)
          if (chunk.toString().includes('Shop ready')) {
            clearTimeout(timer)
            next.off('exit', onExit)
            resolve()
          }
        })
      })
    },
    async stop() {
      if (!alive()) return 0
      const started = performance.now()
      child!.kill('SIGTERM')
      // systemd's TimeoutStopSec (ops/systemd/shop@.service) is 20 s; past it, SIGKILL.
      const forced = setTimeout(() => child?.kill('SIGKILL'), 20_000)
      await exited
      clearTimeout(forced)
      return performance.now() - started
    },
    async kill9() {
      if (!alive()) return
      child!.kill('SIGKILL')
      await exited
    },
    async readyz() {
      try {
        const res = await fetch(`${self.baseUrl}/readyz`, { signal: AbortSignal.timeout(3_000) })
        return { status: res.status, body: (await res.json()) as { status?: string; watcher?: string } }
      } catch {
        return { status: 0, body: {} }
      }
    },
  }
  return self
}

/** Waits until `inst` answers /readyz with 200; the milliseconds it took, or null. */
export const untilReady = (inst: Instance, ms = 60_000) =>
  waitFor(async () => (await inst.readyz()).status === 200, ms, 100)

// ---------------------------------------------------------------- Caddy

export interface Caddy {
  ca: string
  log: string[]
  stop(): Promise<void>
}

/** Runs ops/Caddyfile with the drill's values; its local CA's root certificate once it serves. */
export async function startCaddy(scratch: string, upstreams: string, healthInterval: string): Promise<Caddy> {
  const home = path.join(scratch, 'caddy')
  mkdirSync(home, { recursive: true })
  const log: string[] = []
  const child = spawn(
    'caddy',
    ['run', '--config', path.join(ROOT, 'ops/Caddyfile'), '--adapter', 'caddyfile'],
    {
      cwd: home,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
        CADDY_ADMIN: 'off',
        CADDY_HTTP_PORT: String(DRILL_PORTS.http),
        CADDY_HTTPS_PORT: String(DRILL_PORTS.https),
        SHOP_SITE,
        TLS_MODE: 'internal',
        SHOP_UPSTREAMS: upstreams,
        HEALTH_INTERVAL: healthInterval,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const collect = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const rootCert = path.join(home, 'data/caddy/pki/authorities/local/root.crt')
  const ready = await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${log.slice(-10).join('\n')}`)
    try {
      readFileSync(rootCert)
      const res = await fetch(`http://127.0.0.1:${DRILL_PORTS.http}/`, { redirect: 'manual' })
      return res.status > 0
    } catch {
      return false
    }
  }, 30_000)
  if (ready === null) throw new Error(`caddy did not start within 30 s:\n${log.slice(-10).join('\n')}`)
  return {
    ca: readFileSync(rootCert, 'utf8'),
    log,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

// ---------------------------------------------------------------- everything else

export async function startStandIns() {
  const esplora = esploraStandIn(DRILL_PORTS.esplora)
  const metal = metalStandIn(DRILL_PORTS.metal)
  const smtp = smtpStandIn(DRILL_PORTS.smtp)
  await Promise.all([esplora.listen(), metal.listen(), smtp.listen()])
  const redis = await startRedis(DRILL_PORTS.redis)
  return {
    esplora,
    metal,
    smtp,
    redis,
    async stop() {
      await Promise.all([esplora.close(), metal.close(), smtp.close(), stopRedis(redis)])
    },
  }
}

/**
 * The production settings of both instances (ops/shop.env.example), with the drill's local services. What
 * differs from a live shop: a testnet key, a local Esplora stand-in, stand-ins for the BTC/USD and metal
 * sources and the mail server, a 1 s chain poll.
 */
export function productionEnv(options: { databaseUrl: string; dataDir: string; identityDir: string }) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: '10',
    REDIS_URL: `redis://127.0.0.1:${DRILL_PORTS.redis}`,
    TRUST_PROXY: 'true',
    JWT_SECRET,
    // The drill's own identity key (production refuses to start without one); its orders carry no documents.
    IDENTITY_KEY: 'ZHJpbGwtaWRlbnRpdHkta2V5LTAxMjM0NTY3ODlhYmM=',
    METRICS_TOKEN,
    SHUTDOWN_TIMEOUT_MS: '10000',
    DATA_DIR: options.dataDir,
    IDENTITY_DIR: options.identityDir,
    SMTP_URL: `smtp://127.0.0.1:${DRILL_PORTS.smtp}`,
    MAIL_FROM: 'Aurum & Byte <no-reply@drill.local>',
    SHOP_EMAIL: 'shop@drill.local',
    SHOP_LEGAL_NAME: 'Aurum & Byte Trading L.L.C. (drill)',
    SHOP_ADDRESS: 'Office 1203, Gold Tower, Jumeirah Lakes Towers, Dubai, United Arab Emirates',
    SHOP_PHONE: '+971 4 123 4567',
    SHOP_TRADE_LICENCE: 'DED 1234567 (Dubai)',
    SHOP_TRN: '100123456700003',
    PUBLIC_URL: SHOP_SITE,
    BTC_XPUB: drillTpub(),
    BTC_NETWORK: 'testnet',
    CHAIN_BACKEND: 'esplora',
    ESPLORA_URL: `http://127.0.0.1:${DRILL_PORTS.esplora}/api`,
    CHAIN_POLL_MS: '1000',
    BTC_CONFIRMATIONS: '1',
    BTC_RATE_KRAKEN_URL: `http://127.0.0.1:${DRILL_PORTS.metal}`,
    BTC_RATE_COINBASE_URL: `http://127.0.0.1:${DRILL_PORTS.metal}`,
    BTC_RATE_BITSTAMP_URL: `http://127.0.0.1:${DRILL_PORTS.metal}`,
    METAL_GOLDAPI_URL: `http://127.0.0.1:${DRILL_PORTS.metal}`,
    METAL_SWISSQUOTE_URL: `http://127.0.0.1:${DRILL_PORTS.metal}`,
    METAL_PRICE_POLL_MS: '10000',
    MAIL_POLL_MS: '500',
  }
}

export { sleep }
