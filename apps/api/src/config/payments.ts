import { z } from 'zod'
import {
  BTC_CONFIRMATIONS_DEFAULT,
  MAX_OPEN_ORDER_VALUE_AED_DEFAULT,
  MAX_OPEN_ORDERS_PER_USER_DEFAULT,
  MIN_PART_PAYMENT_PERCENT_DEFAULT,
  PAYMENT_TOLERANCE_PERCENT_DEFAULT,
  MAX_OPEN_ORDER_VALUE_VERIFIED_AED_DEFAULT,
  UNCONFIRMED_HOLD_MINUTES_DEFAULT,
  MONITOR_DAYS_DEFAULT,
  WALLET_GAP_LIMIT,
} from '@shop/contract'

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

/** The wallet, the chain, the rates, payment windows, open-order caps, the sweeps and the mail loop. (config.ts parses them with the rest.) */
export const PAYMENT_FIELDS = {
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
}
