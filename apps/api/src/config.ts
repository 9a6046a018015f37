import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { type CompanyInfo } from '@shop/contract'
import { FEED_AND_IDENTITY_FIELDS } from './config/feeds-and-identity.js'
import { PAYMENT_FIELDS } from './config/payments.js'
import { apiRoot, SERVER_FIELDS } from './config/server.js'
import { SHOP_FIELDS } from './config/shop.js'

// One schema, its fields kept by area in config/*.ts; spread in this order, so a bad value's message comes
// where it always did.
const ConfigSchema = z.object({
  ...SERVER_FIELDS,
  ...SHOP_FIELDS,
  ...PAYMENT_FIELDS,
  ...FEED_AND_IDENTITY_FIELDS,
})

export type Config = Omit<
  z.infer<typeof ConfigSchema>,
  | 'DATA_DIR'
  | 'WEB_DIST_DIR'
  | 'PUBLIC_URL'
  | 'RATE_LIMIT_FACTOR'
  | 'BTC_NETWORK'
  | 'CHAIN_POLL_MS'
  | 'METAL_PRICE_FALLBACK'
  | 'IDENTITY_DIR'
  | 'HOST'
  | 'STAFF_TWO_FACTOR'
> & {
  /** Whether staff need a second factor for owner calls: always in production. */
  STAFF_TWO_FACTOR: 'required' | 'optional'
  /** Interface to listen on: HOST, else 0.0.0.0 in production and 127.0.0.1 elsewhere. */
  HOST: string
  /** Bitcoin network of BTC_XPUB and of the addresses handed out. */
  BTC_NETWORK: 'mainnet' | 'testnet' | 'regtest'
  /** Milliseconds between two polls of the chain backend by the payment watcher. */
  CHAIN_POLL_MS: number
  /** Base of links in mail, without a trailing slash. */
  PUBLIC_URL: string
  /** Multiplier of every rate limit; 0 means off. */
  RATE_LIMIT_FACTOR: number
  /** Absolute: the embedded database, the development wallet, uploads and the mail outbox live here. */
  DATA_DIR: string
  /** Absolute path of the built storefront served for every non-API path. */
  WEB_DIST_DIR: string
  /** Where seeded catalog images ship with the code; served under /uploads/catalog. */
  ASSETS_DIR: string
  /** Whether the last stored metal price may stand in for a silent feed; never `stored` in production. */
  METAL_PRICE_FALLBACK: 'stored' | 'off'
  /** The company behind the shop, from SHOP_LEGAL_NAME ... SHOP_EMAIL (demo values outside production). */
  SHOP_COMPANY: CompanyInfo
  /** Absolute: where identity documents are kept, outside every path the shop serves. */
  IDENTITY_DIR: string
}

/**
 * Development and test stand-ins for the company's facts: made up, and flagged `demo` so the storefront says
 * so. Production never uses them (loadConfig refuses to start without the real ones).
 */
export const SHOP_COMPANY_DEMO = {
  legalName: 'Aurum & Byte Trading L.L.C. (demo)',
  tradeLicence: 'DED 000000 (demo)',
  trn: '100000000000003',
  address: 'Office 000, Demo Tower, Jumeirah Lakes Towers, Dubai, United Arab Emirates',
  phone: '+971 4 000 0000',
} as const

/** The company facts from the parsed settings: the configured ones, demo ones where allowed and unset. */
function shopCompany(data: z.infer<typeof ConfigSchema>): CompanyInfo {
  const demo = data.NODE_ENV !== 'production'
  const configured = {
    legalName: data.SHOP_LEGAL_NAME,
    tradeLicence: data.SHOP_TRADE_LICENCE,
    trn: data.SHOP_TRN,
    address: data.SHOP_ADDRESS,
    phone: data.SHOP_PHONE,
  }
  const usesDemo = demo && Object.values(configured).some((value) => value === undefined)
  return {
    legalName: configured.legalName ?? SHOP_COMPANY_DEMO.legalName,
    // Production may still be waiting for its licence or VAT registration: then these stay empty, never demo.
    tradeLicence: configured.tradeLicence ?? (demo ? SHOP_COMPANY_DEMO.tradeLicence : null),
    trn: configured.trn ?? (demo ? SHOP_COMPANY_DEMO.trn : null),
    address: configured.address ?? SHOP_COMPANY_DEMO.address,
    phone: configured.phone ?? SHOP_COMPANY_DEMO.phone,
    email: data.SHOP_EMAIL,
    demo: usesDemo,
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`)
  }
}

/** The only reader of process.env: one clear message per bad value, no stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ConfigSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`))
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.JWT_SECRET) {
    throw new ConfigError(['JWT_SECRET is required in production (32+ random characters)'])
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.IDENTITY_KEY) {
    // Passports and Emirates IDs are never kept under a key stored beside them (docs/decisions/205).
    throw new ConfigError([
      'IDENTITY_KEY is required in production (32 random bytes in base64: openssl rand -base64 32)',
    ])
  }
  if (
    parsed.data.NODE_ENV !== 'production' &&
    parsed.data.BTC_XPUB !== undefined &&
    /^[xz]pub/.test(parsed.data.BTC_XPUB) &&
    parsed.data.ESPLORA_URL !== undefined
  ) {
    // Real money runs with production settings only: development opens the dev calls, keeps the JWT secret
    // on disk and sends cookies without Secure.
    throw new ConfigError([
      `NODE_ENV=${parsed.data.NODE_ENV} with a mainnet BTC_XPUB and a real chain (ESPLORA_URL) is refused: set NODE_ENV=production for real money, or use a testnet key (tpub/vpub) or the simulated chain`,
    ])
  }
  if (parsed.data.CHAIN_BACKEND === 'electrum' && parsed.data.ELECTRUM_SERVERS === undefined) {
    throw new ConfigError([
      'CHAIN_BACKEND=electrum needs ELECTRUM_SERVERS, e.g. ssl://electrum.example:50002,tcp://10.0.0.2:50001',
    ])
  }
  if (parsed.data.CHAIN_BACKEND === 'esplora' && parsed.data.ESPLORA_URL === undefined) {
    throw new ConfigError(['CHAIN_BACKEND=esplora needs ESPLORA_URL, e.g. https://mempool.space/api'])
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.CHAIN_BACKEND === 'simulated') {
    throw new ConfigError(['CHAIN_BACKEND=simulated is refused in production: it never sees real payments'])
  }
  if (
    parsed.data.NODE_ENV !== 'production' &&
    parsed.data.BTC_XPUB !== undefined &&
    /^[xz]pub/.test(parsed.data.BTC_XPUB) &&
    parsed.data.CHAIN_BACKEND === 'electrum'
  ) {
    throw new ConfigError([
      `NODE_ENV=${parsed.data.NODE_ENV} with a mainnet BTC_XPUB and a real chain (ELECTRUM_SERVERS) is refused: set NODE_ENV=production for real money, or use a testnet key (tpub/vpub) or the simulated chain`,
    ])
  }
  if (parsed.data.METRICS_PORT !== undefined && parsed.data.METRICS_PORT === parsed.data.PORT) {
    throw new ConfigError(['METRICS_PORT must differ from PORT (leave it unset to serve /metrics on PORT)'])
  }
  if (parsed.data.ELECTRUM_TLS_CA !== undefined) {
    const problem = tlsCaProblem(parsed.data.ELECTRUM_TLS_CA)
    if (problem) throw new ConfigError([`ELECTRUM_TLS_CA ${problem}`])
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.BTC_AED_RATE !== undefined) {
    // A pinned rate never moves: production prices orders from live sources that agree (decision 164).
    throw new ConfigError([
      'BTC_AED_RATE is refused in production: orders are priced by the live BTC/AED sources',
    ])
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.ESPLORA_URL !== undefined) {
    const url = new URL(parsed.data.ESPLORA_URL)
    // Plain http could be altered on the way: a forged answer would count money nobody paid. Only a chain
    // backend on this machine is spared TLS (decision 164).
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
    if (url.protocol !== 'https:' && !loopback) {
      throw new ConfigError([
        'ESPLORA_URL must be an https:// URL in production (plain http only to this machine: localhost, 127.0.0.1, [::1])',
      ])
    }
  }
  if (parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS) {
    // The headers are part of the request: a longer wait for them could never be used.
    throw new ConfigError(['HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS'])
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.RATE_LIMIT_FACTOR === 0) {
    // The limits are what keeps one-time codes from being guessed (docs/architecture.md#accounts-and-access).
    throw new ConfigError(['RATE_LIMIT_FACTOR=0 (no rate limits) is refused in production'])
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.STAFF_TWO_FACTOR === 'optional') {
    // A password alone must never reach identity documents, refunds and prices of a live shop.
    throw new ConfigError([
      'STAFF_TWO_FACTOR=optional is refused in production: staff always sign in with a second factor',
    ])
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.METAL_PRICE_FALLBACK === 'stored') {
    throw new ConfigError([
      'METAL_PRICE_FALLBACK=stored is refused in production: nothing is sold at a stale price',
    ])
  }
  if (parsed.data.NODE_ENV === 'production') {
    // A buyer sending irreversible money must see who sells: no made-up company in production.
    const missing = (['SHOP_LEGAL_NAME', 'SHOP_ADDRESS', 'SHOP_PHONE'] as const).filter(
      (key) => parsed.data[key] === undefined,
    )
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((key) => `${key} is required in production (the company shown to buyers and in mail)`),
      )
    }
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    WEB_DIST_DIR: path.resolve(parsed.data.WEB_DIST_DIR),
    // A development shop (demo secrets, /api/v1/dev calls that move money on the simulated chain) must not be
    // reachable from the café's network by default; production serves the world (decision 167).
    HOST: parsed.data.HOST ?? (parsed.data.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
    // Test suites sign up and log in far more often than a person; one test sets 1 to prove the limits.
    RATE_LIMIT_FACTOR: parsed.data.RATE_LIMIT_FACTOR ?? (parsed.data.NODE_ENV === 'test' ? 100 : 1),
    // docs/architecture.md#orders-stock-and-payment: production takes real coins; development and tests default to the simulated chain's regtest.
    BTC_NETWORK: parsed.data.BTC_NETWORK ?? (parsed.data.NODE_ENV === 'production' ? 'mainnet' : 'regtest'),
    // A public Esplora rate-limits; the simulated chain answers at once, so `npm run pay` shows up quickly.
    CHAIN_POLL_MS: parsed.data.CHAIN_POLL_MS ?? CHAIN_POLL_MS_DEFAULTS[chainBackendOf(parsed.data)],
    ASSETS_DIR: path.join(apiRoot, 'assets'),
    // docs/architecture.md#live-metal-prices: an offline developer can still sell at the seeded prices; production never sells stale.
    METAL_PRICE_FALLBACK:
      parsed.data.METAL_PRICE_FALLBACK ?? (parsed.data.NODE_ENV === 'production' ? 'off' : 'stored'),
    SHOP_COMPANY: shopCompany(parsed.data),
    STAFF_TWO_FACTOR:
      parsed.data.NODE_ENV === 'production' ? 'required' : (parsed.data.STAFF_TWO_FACTOR ?? 'optional'),
    IDENTITY_DIR: identityDir(parsed.data),
  }
}

/**
 * IDENTITY_DIR, absolute; refused inside the served folders (the storefront's build and DATA_DIR/uploads),
 * so an identity document can never be reached by a URL (docs/architecture.md#identity-checks-for-large-orders).
 */
function identityDir(data: z.infer<typeof ConfigSchema>): string {
  const dataDir = path.resolve(data.DATA_DIR)
  const dir = path.resolve(data.IDENTITY_DIR ?? path.join(dataDir, 'private', 'identity'))
  const served = [
    path.resolve(data.WEB_DIST_DIR),
    path.join(dataDir, 'uploads'),
    path.join(apiRoot, 'assets'),
  ]
  const inside = (parent: string) => dir === parent || dir.startsWith(parent + path.sep)
  if (served.some(inside) || served.some((folder) => folder.startsWith(dir + path.sep))) {
    throw new ConfigError([
      'IDENTITY_DIR must be outside every folder the shop serves (the storefront build, DATA_DIR/uploads)',
    ])
  }
  return dir
}

/**
 * The chain the payment watcher reads: CHAIN_BACKEND when set, else Esplora when ESPLORA_URL is set, else
 * the simulated chain. Everything but `simulated` sees real payments only.
 */
export function chainBackendOf(
  config: Partial<Pick<Config, 'CHAIN_BACKEND' | 'ESPLORA_URL'>>,
): 'esplora' | 'electrum' | 'simulated' {
  return config.CHAIN_BACKEND ?? (config.ESPLORA_URL ? 'esplora' : 'simulated')
}

/**
 * Default CHAIN_POLL_MS per backend. Esplora: every poll is HTTP reads under a public rate limit. Electrum:
 * subscriptions say what changed, so a quiet cycle is one tip request per server and a few indexed
 * statements, and a payment shows within seconds (docs/decisions/083-electrum-poll-default.md). Simulated:
 * `npm run pay` shows up at once.
 */
export const CHAIN_POLL_MS_DEFAULTS = { esplora: 30_000, electrum: 5_000, simulated: 2_000 } as const

/** Why the PEM file at `file` cannot serve as ELECTRUM_TLS_CA, or undefined when it can. */
function tlsCaProblem(file: string): string | undefined {
  let text: string
  try {
    text = readFileSync(path.resolve(file), 'utf8')
  } catch (error) {
    return `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): ${file}`
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) {
    return `must be a PEM file with the server's certificate (-----BEGIN CERTIFICATE-----): ${file}`
  }
  return undefined
}
