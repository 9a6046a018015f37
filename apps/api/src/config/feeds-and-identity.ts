import { z } from 'zod'
import { parseIdentityKey } from '../features/identity/identity-crypto.js'
import {
  KYC_LINK_DAYS_DEFAULT,
  LARGE_ORDER_PAYMENT_WINDOW_MIN_DEFAULT,
  METAL_PRICE_MAX_AGE_S_DEFAULT,
  METAL_PRICE_POLL_MS_DEFAULT,
  IDENTITY_RETENTION_DAYS_DEFAULT,
  IDENTITY_UPLOAD_MAX_BYTES_DEFAULT,
  KYC_THRESHOLD_AED_DEFAULT,
  KYC_VALID_DAYS_DEFAULT,
  KYC_DOCUMENT_HOLD_MINUTES_DEFAULT,
} from '@shop/contract'
import { port } from './server.js'

/** 32 bytes in base64 (docs/decisions/205). The value is never echoed in an error. */
const identityKey = z
  .string()
  .trim()
  .refine((value) => parseIdentityKey(value) !== null, 'must be 32 bytes in base64 (openssl rand -base64 32)')

/** Price feeds, the chain backend, identity checks, shutdown and metrics. (config.ts parses them with the rest.) */
export const FEED_AND_IDENTITY_FIELDS = {
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
}
