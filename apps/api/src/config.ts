import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { parseIdentityKey } from './features/identity/identity-crypto.js'
import {
  BTC_CONFIRMATIONS_DEFAULT,
  MAP_TILE_URL_DEFAULT,
  MAX_OPEN_ORDER_VALUE_AED_DEFAULT,
  MAX_OPEN_ORDERS_PER_USER_DEFAULT,
  MIN_PART_PAYMENT_PERCENT_DEFAULT,
  PAYMENT_TOLERANCE_PERCENT_DEFAULT,
  KYC_LINK_DAYS_DEFAULT,
  LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT,
  MAX_OPEN_ORDER_VALUE_VERIFIED_AED_DEFAULT,
  UNCONFIRMED_HOLD_MINUTES_DEFAULT,
  METAL_PRICE_MAX_AGE_S_DEFAULT,
  METAL_PRICE_POLL_MS_DEFAULT,
  MONITOR_DAYS_DEFAULT,
  tileImageSource,
  WALLET_GAP_LIMIT,
  type CompanyInfo,
  IDENTITY_RETENTION_DAYS_DEFAULT,
  IDENTITY_UPLOAD_MAX_BYTES_DEFAULT,
  KYC_THRESHOLD_AED_DEFAULT,
  KYC_VALID_DAYS_DEFAULT,
  KYC_DOCUMENT_HOLD_MINUTES_DEFAULT,
} from '@shop/contract'

const apiRoot = fileURLToPath(new URL('..', import.meta.url))

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535')

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'must be a postgres:// or postgresql:// URL')

/** 32 bytes in base64 (docs/decisions/205). The value is never echoed in an error. */
const identityKey = z
  .string()
  .trim()
  .refine((value) => parseIdentityKey(value) !== null, 'must be 32 bytes in base64 (openssl rand -base64 32)')

const ConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
    .default('development'),
  PORT: port.default(3000),
  /** Interface to listen on. Default: every interface in production, this machine only elsewhere. */
  HOST: z.string().trim().min(1).optional(),
  /**
   * Milliseconds a client has for a whole request, headers and body: a body trickled a byte at a time is cut
   * off with 408 instead of holding a connection for ever (uploads from a phone must fit in it).
   */
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be between 100 and 600000')
    .max(600_000, 'must be between 100 and 600000')
    .default(30_000),
  /** Milliseconds a client has to send a request's headers; at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be between 100 and 600000')
    .max(600_000, 'must be between 100 and 600000')
    .default(10_000),
  /**
   * Milliseconds a connection may stay silent before it is closed. Above the payment page's 15 s stream
   * heartbeat, so an open payment page keeps its live status.
   */
  CONNECTION_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(20_000, 'must be between 20000 and 3600000 (above the 15 s heartbeat of payment-page streams)')
    .max(3_600_000, 'must be between 20000 and 3600000 (above the 15 s heartbeat of payment-page streams)')
    .default(60_000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DATABASE_URL: postgresUrl.optional(),
  /**
   * Pooled PostgreSQL connections of this process for requests and workers (the payment watcher's leadership
   * and the notification listener have their own). Each in-flight order holds one for its locked steps.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(2, 'must be between 2 and 200')
    .max(200, 'must be between 2 and 200')
    .default(10),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  WEB_DIST_DIR: z.string().trim().min(1).default(path.join(apiRoot, '../web/dist')),
  /** HS256 key of the session JWTs. Required in production; development keeps a generated one in DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * `required`: staff (every role but User) get 403 TWO_FACTOR_REQUIRED on owner calls until they enrol a second
   * factor. Always required in production; default `optional` elsewhere (docs/architecture.md#two-factor-sign-in-and-sessions).
   */
  STAFF_TWO_FACTOR: z.enum(['required', 'optional'], { error: 'must be required or optional' }).optional(),
  /** Key of the authenticator-app secrets at rest (32+ characters); default: derived from JWT_SECRET (decision 196). */
  TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Which X-Forwarded-For entries to believe. Never "all": the left-most entries are whatever the client sent,
   * and the rate limits key on the client IP. `true` = one proxy in front (its own entry is the client);
   * a number = that many proxies; a comma-separated list = the proxies' addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      if (value === 'false' || value === '0') return false
      if (value === 'true') return 1
      if (/^\d{1,2}$/.test(value)) return Number(value)
      const proxies = value.split(',').map((part) => part.trim())
      if (proxies.every((part) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) return proxies
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, true (one proxy), a number of proxies, or their addresses (comma-separated)',
      })
      return z.NEVER
    }),
  /** smtp:// or smtps:// URL of the mail server. Unset: mail is written as JSON to DATA_DIR/outbox and logged. */
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        return ['smtp:', 'smtps:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of every message the shop mails. */
  MAIL_FROM: z.string().trim().min(1).default('Aurum & Byte <no-reply@aurumandbyte.local>'),
  /** Where contact-form messages go. */
  SHOP_EMAIL: z.email({ error: 'must be an email address' }).default('shop@aurumandbyte.local'),
  /**
   * The company that sells: the footer, Contact, the Terms, the order receipt and every mail show these.
   * Production refuses to start without the legal name, address and phone; elsewhere unset values fall back
   * to the clearly marked demo values of SHOP_COMPANY_DEMO.
   */
  SHOP_LEGAL_NAME: z.string().trim().min(2, 'must be at least 2 characters').max(200).optional(),
  /** Trade licence number and issuing authority, e.g. "DED 1234567 (Dubai)". */
  SHOP_TRADE_LICENCE: z.string().trim().min(2, 'must be at least 2 characters').max(200).optional(),
  /** UAE VAT Tax Registration Number: 15 digits. */
  SHOP_TRN: z
    .string()
    .trim()
    .regex(/^\d{15}$/, 'must be the 15-digit UAE Tax Registration Number')
    .optional(),
  /** Postal address on one line, e.g. "Office 1203, Gold Tower, Jumeirah Lakes Towers, Dubai, UAE". */
  SHOP_ADDRESS: z.string().trim().min(5, 'must be at least 5 characters').max(300).optional(),
  /** Telephone in international form, e.g. +971 4 123 4567. */
  SHOP_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'must be a phone number such as +971 4 123 4567')
    .optional(),
  /** Base of links in mail (the payment page); default http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** redis:// URL shared by several API instances for rate limits. Unset: limits are kept in memory. */
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        return ['redis:', 'rediss:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Multiplies every rate limit (docs/architecture.md#accounts-and-access); 0 turns them off. Default 1, or 100 when NODE_ENV=test. */
  RATE_LIMIT_FACTOR: z.coerce.number({ error: 'must be a number' }).min(0, 'must be 0 or more').optional(),
  /**
   * Tile URL template of the location picker's map. The page's Content-Security-Policy allows images from its
   * host; build the storefront with the same VITE_TILE_URL.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        tileImageSource(value)
        return true
      } catch {
        return false
      }
    }, 'must be an http:// or https:// URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .default(MAP_TILE_URL_DEFAULT),
  /** Nominatim-compatible reverse geocoder of the location picker (GET /geo/reverse). */
  GEOCODER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://nominatim.openstreetmap.org'),
  /** Nominatim's usage policy asks every client to identify itself; put the shop's name and contact here. */
  GEOCODER_USER_AGENT: z.string().trim().min(1).default('aurum-and-byte/0.1 (checkout location picker)'),
  /** A slow geocoder answers 502 after this long rather than holding the shopper's request. */
  GEOCODER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .default(5000),
  /** Largest image an admin may upload (category images), in bytes. */
  UPLOAD_MAX_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1024, 'must be at least 1024')
    .default(2 * 1024 * 1024),
  /** docs/architecture.md#orders-stock-and-payment: the merchant wallet's BIP84 account public key; the shop never holds a private key. */
  BTC_XPUB: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = extendedPublicKeyProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
    .optional(),
  /**
   * docs/architecture.md#refunds-and-payouts: where BTC_XPUB sits under the wallet's master key, as a descriptor's
   * key origin `[fingerprint/84'/0'/0']`, written into every payout PSBT so the owner's wallet finds its keys.
   * Unset: the xpub's own fingerprint and no path (what Electrum assumes for a key of unknown origin).
   */
  /** How often the leader makes refunds of money owed and follows payouts on the chain (milliseconds). */
  REFUND_SWEEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  /** How often the leader checks price alerts against prices the owner moved (the feed's moves are checked at once). */
  PRICE_ALERT_SWEEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  BTC_XPUB_ORIGIN: z
    .string()
    .trim()
    .regex(/^\[[0-9a-fA-F]{8}(\/\d+['h]?)*\]$/, "must be a key origin like [73c5da0a/84'/0'/0']")
    .optional(),
  /** Default: mainnet in production, regtest otherwise (the simulated chain). testnet also covers signet. */
  BTC_NETWORK: z
    .enum(['mainnet', 'testnet', 'regtest'], { error: 'must be mainnet, testnet or regtest' })
    .optional(),
  /** Esplora REST API (mempool.space, Blockstream or a self-hosted electrs). Unset: the simulated chain. */
  ESPLORA_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL, e.g. https://mempool.space/api',
    })
    .optional(),
  /** Pins BTC/AED (AED per 1 BTC) for development and tests instead of the live sources. */
  BTC_AED_RATE: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'must be AED per BTC with at most 2 decimals, e.g. 350000 or 350000.25')
    .refine((value) => Number(value) > 0, 'must be above 0')
    .transform(Number)
    .optional(),
  /** CoinGecko's free (demo) API needs a key; with one, its AED price joins the BTC/AED median. */
  COINGECKO_API_KEY: z.string().trim().min(1).optional(),
  /** Confirmations before Processing -> Confirmed. */
  BTC_CONFIRMATIONS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100')
    .max(100, 'must be between 1 and 100')
    .default(BTC_CONFIRMATIONS_DEFAULT),
  /** How often the payment watcher polls the chain. Default 2000 on the simulated chain, 30000 on Esplora. */
  CHAIN_POLL_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be between 100 and 600000')
    .max(600_000, 'must be between 100 and 600000')
    .optional(),
  /** Addresses stay watched this many days after their order closes, so late payments are seen. */
  MONITOR_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 365')
    .max(365, 'must be between 1 and 365')
    .default(MONITOR_DAYS_DEFAULT),
  /**
   * Without a change feed (Esplora): how often an address in its after-close watch window is read, spread
   * across the period; open orders are read every CHAIN_POLL_MS (docs/decisions/080).
   */
  MONITOR_POLL_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1_000, 'must be between 1000 and 86400000')
    .max(86_400_000, 'must be between 1000 and 86400000')
    .default(600_000),
  /**
   * With a change feed (simulated chain, Electrum): how often the watcher reads every watched address
   * anyway, a safety net for a change the feed did not report (docs/decisions/079).
   */
  CHAIN_FULL_SWEEP_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(10_000, 'must be between 10000 and 86400000')
    .max(86_400_000, 'must be between 10000 and 86400000')
    .default(3_600_000),
  /**
   * Milliseconds resend-otp and forgot-password take to answer, whether or not the email has an account, so
   * their timing tells nothing (decision 046). Mail slower than this goes on after the answer. 0: no floor.
   */
  CODE_REQUEST_ANSWER_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 10000')
    .max(10_000, 'must be between 0 and 10000')
    .default(1_000),
  /** How often the mail worker looks for mail to send (docs/decisions/056). */
  MAIL_POLL_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(50, 'must be between 50 and 600000')
    .max(600_000, 'must be between 50 and 600000')
    .default(1_000),
  /** Tries of one mail before it is set aside and logged as an error (about 18 hours at the defaults). */
  MAIL_MAX_ATTEMPTS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 1000')
    .max(1_000, 'must be between 1 and 1000')
    .default(24),
  /** The wait after a mail server refused a mail; it doubles with each refusal, up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 3600000')
    .max(3_600_000, 'must be between 0 and 3600000')
    .default(30_000),
  /** Unpaid orders (holding stock) one account may have at once (docs/decisions/048). */
  MAX_OPEN_ORDERS_PER_USER: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(MAX_OPEN_ORDERS_PER_USER_DEFAULT),
  /** The most, in whole AED, one account's unpaid orders may total, the new one included. */
  MAX_OPEN_ORDER_VALUE_AED: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of AED')
    .min(1, 'must be at least 1')
    .max(1_000_000_000_000, 'must be at most 1000000000000')
    .default(MAX_OPEN_ORDER_VALUE_AED_DEFAULT),
  /** The same cap for an account whose identity the owner verified within KYC_VALID_DAYS (decision 224). */
  MAX_OPEN_ORDER_VALUE_VERIFIED_AED: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of AED')
    .min(1, 'must be at least 1')
    .max(1_000_000_000_000, 'must be at most 1000000000000')
    .default(MAX_OPEN_ORDER_VALUE_VERIFIED_AED_DEFAULT),
  /** Payment-events streams one session may hold open on an instance; one more is refused (decision 170). */
  SSE_STREAMS_PER_SESSION: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .default(4),
  /** Payment-events streams one client address (IPv6 by /64) may hold open on an instance (decision 170). */
  SSE_STREAMS_PER_IP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(20),
  /** A part payment below this percent of the order does not start the Insufficient window (decision 049). */
  MIN_PART_PAYMENT_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .default(MIN_PART_PAYMENT_PERCENT_DEFAULT),
  /** A payment short by at most this percent of the order counts as paid in full (docs/decisions/223). */
  PAYMENT_TOLERANCE_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 10')
    .max(10, 'must be between 0 and 10')
    .default(PAYMENT_TOLERANCE_PERCENT_DEFAULT),
  /**
   * How long an order paid in full but unconfirmed keeps its stock, in minutes from when it was paid; then it
   * times out (packages/contract/src/order-status.ts). At most a week.
   */
  UNCONFIRMED_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of minutes')
    .min(10, 'must be at least 10')
    .max(10_080, 'must be at most 10080 (a week)')
    .default(UNCONFIRMED_HOLD_MINUTES_DEFAULT),
  /** The gap limit the owner's wallet scans; the owner's wallet view warns as unused addresses near it. */
  WALLET_GAP_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100000')
    .max(100_000, 'must be between 1 and 100000')
    .default(WALLET_GAP_LIMIT),
  /**
   * The BTC/USD sources of the BTC/AED rate (docs/architecture.md#orders-stock-and-payment), each its real
   * address by default; the ops drill and tests point them at local stand-ins answering like the real ones.
   */
  BTC_RATE_KRAKEN_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.kraken.com'),
  BTC_RATE_COINBASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.coinbase.com'),
  BTC_RATE_BITSTAMP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://www.bitstamp.net'),
  BTC_RATE_COINGECKO_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.coingecko.com/api/v3'),
  /** gold-api.com, one of the live metal price sources (docs/architecture.md#live-metal-prices); tests point it at a local stand-in. */
  METAL_GOLDAPI_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.gold-api.com'),
  /** Swissquote's public quotes, the other live metal price source. */
  METAL_SWISSQUOTE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://forex-data-feed.swissquote.com'),
  /** How often the metal price feed asks its sources. */
  METAL_PRICE_POLL_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1000, 'must be between 1000 and 3600000')
    .max(3_600_000, 'must be between 1000 and 3600000')
    .default(METAL_PRICE_POLL_MS_DEFAULT),
  /** Metal-linked products are not sold on a feed price older than this, unless the owner pinned one. */
  METAL_PRICE_MAX_AGE_S: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(10, 'must be between 10 and 86400')
    .max(86_400, 'must be between 10 and 86400')
    .default(METAL_PRICE_MAX_AGE_S_DEFAULT),
  /** `stored`: the last stored metal price stands in while the feed is silent. Default stored, off in production. */
  METAL_PRICE_FALLBACK: z.enum(['stored', 'off'], { error: 'must be stored or off' }).optional(),
  /**
   * Which chain the payment watcher reads: esplora (ESPLORA_URL), electrum (ELECTRUM_SERVERS) or simulated.
   * Default: esplora when ESPLORA_URL is set, else simulated (refused in production).
   */
  CHAIN_BACKEND: z
    .enum(['esplora', 'electrum', 'simulated'], { error: 'must be esplora, electrum or simulated' })
    .optional(),
  /**
   * Electrum servers (electrs, Fulcrum, ElectrumX) for CHAIN_BACKEND=electrum, comma-separated. With two or
   * more, a payment counts only when two servers agree (docs/decisions/077-electrum-two-servers-agree.md).
   */
  ELECTRUM_SERVERS: z
    .string()
    .trim()
    .regex(
      /^(tcp|ssl):\/\/(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):\d{1,5}(\s*,\s*(tcp|ssl):\/\/(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):\d{1,5})*$/,
      'must be comma-separated ssl://host:port or tcp://host:port, e.g. ssl://electrum.example:50002',
    )
    .optional(),
  /**
   * Path of a PEM file with the certificate(s) to trust for ssl:// Electrum servers instead of the system's:
   * a self-hosted electrs/Fulcrum with its own (self-signed) certificate. Checked at start.
   */
  ELECTRUM_TLS_CA: z.string().trim().min(1).optional(),
  /**
   * docs/architecture.md#identity-checks-for-large-orders: an order at or above this total (whole AED) waits
   * for the owner to check the buyer's identity. The owner confirms the figure with their compliance adviser.
   */
  KYC_THRESHOLD_AED: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of AED')
    .min(1, 'must be at least 1')
    .max(1_000_000_000_000, 'must be at most 1000000000000')
    .default(KYC_THRESHOLD_AED_DEFAULT),
  /** How many days a verified identity lets the buyer's large orders through without a new check. */
  KYC_VALID_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 3650')
    .max(3650, 'must be between 1 and 3650')
    .default(KYC_VALID_DAYS_DEFAULT),
  /** One account's orders placed within this many days are added up for the identity threshold (decision 225). */
  KYC_LINK_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 365')
    .max(365, 'must be between 0 and 365')
    .default(KYC_LINK_DAYS_DEFAULT),
  /** Minutes an order at or above the identity threshold may be paid, from the owner's approval. */
  LARGE_ORDER_PAYMENT_WINDOW_MIN: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 10080')
    .max(10_080, 'must be between 1 and 10080')
    .default(LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT),
  /**
   * How long an order held for its identity check keeps its stock while the buyer has sent no document; then
   * it waits without stock and its approval prices it again (docs/decisions/169).
   */
  KYC_DOCUMENT_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of minutes')
    .min(5, 'must be between 5 and 4320')
    .max(4320, 'must be between 5 and 4320')
    .default(KYC_DOCUMENT_HOLD_MINUTES_DEFAULT),
  /** Where identity documents are stored: never under a public path. Default: DATA_DIR/private/identity. */
  IDENTITY_DIR: z.string().trim().min(1).optional(),
  /**
   * The key identity documents are encrypted with (AES-256-GCM, docs/decisions/205): 32 random bytes in base64,
   * `openssl rand -base64 32`. Required in production; elsewhere a development key is kept in DATA_DIR/secrets.
   */
  IDENTITY_KEY: identityKey.optional(),
  /**
   * Earlier keys, comma-separated, still read after a rotation until `npm run identity:rotate` has rewritten
   * every file with IDENTITY_KEY (docs/operations.md#rotating-the-identity-key).
   */
  IDENTITY_KEYS_OLD: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    )
    .pipe(z.array(identityKey))
    .optional(),
  /** Days an identity document is kept after the last order it served (docs/decisions/206); 5 years by default. */
  IDENTITY_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 36500')
    .max(36_500, 'must be between 1 and 36500')
    .default(IDENTITY_RETENTION_DAYS_DEFAULT),
  /**
   * On SIGTERM the shop stops taking connections, ends its event streams, lets another instance's watcher lead
   * and finishes the requests in flight; past this many milliseconds it exits anyway (docs/decisions/153).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1_000, 'must be between 1000 and 600000')
    .max(600_000, 'must be between 1000 and 600000')
    .default(10_000),
  /**
   * Bearer token Prometheus sends to read /metrics in production (`Authorization: Bearer …`); without it
   * production answers 404 there. Outside production /metrics is open (docs/decisions/151).
   */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /** A second listener serving only /metrics, for a port the network keeps private; unset: none. */
  METRICS_PORT: port.optional(),
  /** Largest identity document file a buyer may upload, in bytes. */
  IDENTITY_UPLOAD_MAX_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1024, 'must be at least 1024')
    .max(50 * 1024 * 1024, 'must be at most 52428800')
    .default(IDENTITY_UPLOAD_MAX_BYTES_DEFAULT),
})

/**
 * Prefix check of BTC_XPUB (the wallet parses it fully at start). A private key is refused loudly and
 * never echoed: docs/architecture.md#orders-stock-and-payment, the private key must never touch the shop.
 */
function extendedPublicKeyProblem(value: string): string | undefined {
  if (/^[xyztuvYZUV]prv/.test(value)) {
    return 'is a PRIVATE key: never give the shop a private key; export the watch-only xpub/zpub (tpub/vpub on testnet) of the wallet instead'
  }
  if (!/^[xztv]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/.test(value)) {
    return 'must be an extended public key of a BIP84 (native segwit) account: xpub or zpub (mainnet), tpub or vpub (testnet, regtest)'
  }
  return undefined
}

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
