import { DAY_MS } from '@shop/contract'
import type { Config } from '../../config.js'
import { EventEmitter } from 'node:events'
import type { Database } from '../../db/client.js'
import type { OrderPaymentDraft } from '../../db/schema/index.js'
import { PAYMENT_ACTIVITY_CHANNEL } from '../../db/notifications.js'
import type { Clock } from '../../lib/clock.js'
import { createChainBackendFromConfig } from './chain/chain-from-config.js'
import type { SimulatedChain } from './chain/simulated.js'
import { lockPaymentAmount } from './locked-amount.js'
import { createRateServiceFromConfig, type RateService } from './rates/rate-service.js'
import { loadMerchantWallet, type MerchantWallet } from './wallet.js'
import { ensureWalletState, takeAddressIndex } from './wallet-state.repo.js'
import { createPaymentWatcher, type PaymentWatcher } from './watcher/watcher.js'

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

export interface PaymentsRuntime {
  wallet: MerchantWallet
  rates: RateService
  watcher: PaymentWatcher
  /** The simulated chain in development and tests; null on a real chain (ESPLORA_URL). */
  simulated: SimulatedChain | null
  /**
   * DESIGN §5: locks the rate and the amount and takes a fresh address, for create-order to write with the
   * order in one statement (decision 018). 503 without a rate, before any address is taken.
   */
  preparePayment(order: OrderForPayment): Promise<OrderPaymentDraft>
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
    log: { warn: (message) => log.warn(message), info: (message) => log.info(message) },
  })
  const chain = createChainBackendFromConfig(config, { db: database.db, clock })
  const watcher = createPaymentWatcher({
    db: database.db,
    clock,
    chain: chain.backend,
    confirmationsRequired: config.BTC_CONFIRMATIONS,
    monitorDays: config.MONITOR_DAYS,
    log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m), error: (o, m) => log.error(o, m) },
    isLeader: database.leadership,
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
    simulated: chain.simulated,
    async preparePayment(order) {
      // Throws RateUnavailableError (503) when no rate newer than 10 minutes is known.
      const locked = lockPaymentAmount(order.totalFils, rates.current())
      const index = await takeAddressIndex(database.db, walletRow.id)
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
      await stopListening().catch(() => {})
    },
  }
}
