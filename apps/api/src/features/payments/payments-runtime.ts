import { DAY_MS, MINUTE_MS } from '@shop/contract'
import type { Config } from '../../config.js'
import { EventEmitter } from 'node:events'
import type { Database, DbOrTx } from '../../db/client.js'
import type { OrderPaymentDraft } from '../../db/schema/index.js'
import { PAYMENT_ACTIVITY_CHANNEL } from '../../db/notifications.js'
import type { Clock } from '../../lib/clock.js'
import type { ChainBackend } from './chain/chain-backend.js'
import { createChainBackendFromConfig } from './chain/chain-from-config.js'
import type { SimulatedChain } from './chain/simulated.js'
import { lockPaymentAmount } from './locked-amount.js'
import { createRateServiceFromConfig, type RateService } from './rates/rate-service.js'
import { loadMerchantWallet, type MerchantWallet } from './wallet.js'
import { ensureWalletState, takeAddressIndex } from './wallet-state.repo.js'
import { createPaymentWatcher, type PaymentWatcher, type WatcherDeps } from './watcher/watcher.js'

export interface PaymentsLog {
  info(obj: object | string, msg?: string): void
  warn(obj: object | string, msg?: string): void
  error(obj: object | string, msg?: string): void
}

/** What create-order tells the payments engine before it places the order. */
export interface OrderForPayment {
  totalFils: number
  expiresAt: Date
}

/** A payment with its rate and amount locked; the address is taken last, by the order's own transaction. */
export interface PreparedPayment {
  takeAddress(db: DbOrTx): Promise<OrderPaymentDraft>
}

export interface PaymentsRuntime {
  wallet: MerchantWallet
  rates: RateService
  watcher: PaymentWatcher
  /** The chain backend the watcher reads (refund payouts read and broadcast through it too). */
  chain: ChainBackend
  /** The simulated chain in development and tests; null on a real chain (ESPLORA_URL). */
  simulated: SimulatedChain | null
  /**
   * docs/architecture.md#orders-stock-and-payment: locks the rate and the amount (503 without a rate); its `takeAddress` then takes a fresh
   * address, once create-order's checks have passed, for it to write with the order (decisions 018, 048).
   */
  preparePayment(order: OrderForPayment): Promise<PreparedPayment>
  /**
   * Calls `listener` whenever any API instance announces a change to this order's payment or status
   * (PostgreSQL NOTIFY), for the payment-events stream. Returns the unsubscribe function.
   */
  subscribeActivity(orderUniqueId: string, listener: () => void): () => void
  /** Starts the rate refresh and the watcher loop (main.ts; tests drive `tick()` themselves). */
  start(): void
  stop(): Promise<void>
}

/**
 * Assembles the payment engine from configuration: the merchant wallet and its address cursor, the BTC/AED
 * rate service, the chain backend and the watcher. Nothing polls until `start()`.
 */
export async function createPaymentsRuntime(deps: {
  config: Config
  database: Database
  clock: Clock
  log: PaymentsLog
  /** Told the duration and outcome of every watcher cycle (metrics). */
  onWatcherCycle?: WatcherDeps['onCycle']
  /** The owner's settings in force (part-payment minimum, payment windows), read once a watcher cycle. */
  settings?: WatcherDeps['settings']
}): Promise<PaymentsRuntime> {
  const { config, database, clock, log } = deps
  const wallet = await loadMerchantWallet(config, { warn: (message) => log.warn(message) }, clock)
  const walletRow = await ensureWalletState(
    database.db,
    { fingerprint: wallet.fingerprint, network: wallet.network },
    clock.now(),
  )
  const rates = createRateServiceFromConfig(config, {
    clock,
    urls: {
      kraken: config.BTC_RATE_KRAKEN_URL,
      coinbase: config.BTC_RATE_COINBASE_URL,
      bitstamp: config.BTC_RATE_BITSTAMP_URL,
      coingecko: config.BTC_RATE_COINGECKO_URL,
    },
    log: { warn: (message) => log.warn(message), info: (message) => log.info(message) },
  })
  const chain = createChainBackendFromConfig(config, {
    db: database.db,
    clock,
    log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m) },
  })
  const watcher = createPaymentWatcher({
    db: database.db,
    clock,
    chain: chain.backend,
    confirmationsRequired: config.BTC_CONFIRMATIONS,
    monitorDays: config.MONITOR_DAYS,
    minPartPaymentPercent: config.MIN_PART_PAYMENT_PERCENT,
    paymentTolerancePercent: config.PAYMENT_TOLERANCE_PERCENT,
    ...(deps.settings ? { settings: deps.settings } : {}),
    unconfirmedHoldMs: config.UNCONFIRMED_HOLD_MINUTES * MINUTE_MS,
    mail: { publicUrl: config.PUBLIC_URL, shopEmail: config.SHOP_EMAIL },
    log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m), error: (o, m) => log.error(o, m) },
    isLeader: database.leadership,
    fullSweepMs: config.CHAIN_FULL_SWEEP_MS,
    pollMs: config.CHAIN_POLL_MS,
    monitorPollMs: config.MONITOR_POLL_MS,
    ...(deps.onWatcherCycle ? { onCycle: deps.onWatcherCycle } : {}),
  })

  const activity = new EventEmitter()
  activity.setMaxListeners(0)
  const stopListening = await database.listen(PAYMENT_ACTIVITY_CHANNEL, (orderUniqueId) => {
    activity.emit(orderUniqueId)
  })

  let stopRates: (() => void) | null = null
  return {
    wallet,
    rates,
    watcher,
    chain: chain.backend,
    simulated: chain.simulated,
    async preparePayment(order) {
      // Throws RateUnavailableError (503) when no rate newer than 10 minutes is known.
      const locked = lockPaymentAmount(order.totalFils, rates.current())
      return {
        async takeAddress(db) {
          const index = await takeAddressIndex(db, walletRow.id)
          return {
            walletStateId: walletRow.id,
            address: wallet.receiveAddress(index),
            derivationIndex: index,
            amountExpectedSats: locked.amountExpectedSats,
            rateFilsPerBtc: locked.rateFilsPerBtc,
            rateSources: locked.rateSources,
            rateAt: locked.rateAt,
            monitorUntil: new Date(order.expiresAt.getTime() + config.MONITOR_DAYS * DAY_MS),
          }
        },
      }
    },
    subscribeActivity(orderUniqueId, listener) {
      activity.on(orderUniqueId, listener)
      return () => activity.off(orderUniqueId, listener)
    },
    start() {
      stopRates ??= rates.start()
      watcher.start(config.CHAIN_POLL_MS)
    },
    async stop() {
      stopRates?.()
      stopRates = null
      await watcher.stop()
      chain.close()
      await stopListening().catch(() => {})
    },
  }
}
