import { ALERT_ONLY_STATUSES, MINUTE_MS, isCountedPayment, shippedPaymentAlert } from '@shop/contract'
import type { Db } from '../../../db/client.js'
import type { Clock } from '../../../lib/clock.js'
import { periodicJob } from '../../../lib/periodic-job.js'
import {
  type ChainBackend,
  ChainBackendError,
  type ChainTx,
  type ChainTxStatus,
} from '../chain/chain-backend.js'
import { type ChainReorg } from './chain-tips.js'
import { latestOrderAlerts } from './order-alerts.repo.js'
import { DEFAULT_ORDER_MAIL_SETTINGS, type OrderMailSettings } from '../../order-mail/order-mail.js'
import { listPaymentTransactions, type StoredPaymentTx, type WatchedPayment } from './watcher.repo.js'
import { commitIsolatingOrders, setOrderAsideAfter, type OrderWork } from './watcher-commit.js'
import { createWatcherCycle } from './watcher-cycle.js'
import { decide, reconcile, type CycleSettings } from './watcher-decisions.js'

export interface WatcherLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface WatcherDeps {
  db: Db
  clock: Clock
  chain: ChainBackend
  /** BTC_CONFIRMATIONS: confirmations a payment needs before the order is Confirmed. */
  confirmationsRequired: number
  /** MONITOR_DAYS: how long a closed order's address stays watched for late payments. */
  monitorDays: number
  /** MIN_PART_PAYMENT_PERCENT: a smaller part payment leaves a Pending order's window as it is (decision 049). */
  minPartPaymentPercent?: number
  /** PAYMENT_TOLERANCE_PERCENT: a payment short by at most this share counts as paid in full (decision 223). */
  paymentTolerancePercent?: number
  /**
   * The owner's settings (features/settings), read once a cycle: their part-payment minimum and payment
   * windows replace `minPartPaymentPercent` and the contract's windows where given.
   */
  settings?: () => Promise<{
    minPartPaymentPercent: number
    paymentWindowMinutes: number
    insufficientWindowMinutes: number
  }>
  /** UNCONFIRMED_HOLD_MINUTES in ms: how long a paid, unconfirmed order keeps its stock (contract default 180 min). */
  unconfirmedHoldMs?: number
  log: WatcherLog
  /** PUBLIC_URL and SHOP_EMAIL for the mails queued with each move and alert. */
  mail?: OrderMailSettings
  /** Whether this process leads (one watcher per database, docs/architecture.md#orders-stock-and-payment); defaults to always. */
  isLeader?: () => Promise<boolean>
  /**
   * CHAIN_FULL_SWEEP_MS: with a change feed, every watched address is still read this often, a safety net
   * for a change the feed did not report (docs/decisions/079). Default one hour.
   */
  fullSweepMs?: number
  /**
   * Without a change feed (Esplora): CHAIN_POLL_MS and MONITOR_POLL_MS. Open orders are read every cycle;
   * an address whose order is no longer open (its after-close watch window) once per monitorPollMs, spread
   * evenly over it. Without both, every watched address is read every cycle.
   */
  pollMs?: number
  monitorPollMs?: number
  /** Payments read, decided and written together on a whole-set read; bounds memory and statements. */
  pageSize?: number
  /**
   * Told after every cycle how long it took (real time) and how it ended: `ok` false when it threw, `report`
   * when it returned. For metrics (docs/architecture.md#monitoring); it never changes what the watcher does.
   */
  onCycle?: (outcome: { seconds: number; ok: boolean; report?: CycleReport }) => void
}

export interface CycleReport {
  /** False when this process does not lead or the chain could not be read (nothing changed). */
  ran: boolean
  /** Payments read this cycle: every watched one on a full read, else those that changed or fell due. */
  watched: number
  /** How this cycle chose what to read (docs/decisions/079). */
  read?: 'full' | 'changed' | 'spread'
  newOutputs: number
  dropped: number
  changes: number
  /** Set when this cycle noticed a chain reorganisation (docs/reliability.md). */
  reorg?: ChainReorg
  /** Owner alerts raised this cycle (Shipped or Delivered orders whose money changed). */
  alerts?: number
  /** Orders set aside this cycle: their writes failed, the rest committed without them. */
  setAside?: number
}

/** One cycle, measured and told to `deps.onCycle`; an observer's error never reaches the loop. */
async function observedCycle(deps: WatcherDeps, cycle: () => Promise<CycleReport>): Promise<CycleReport> {
  const startedAt = performance.now()
  const tell = (ok: boolean, report?: CycleReport) => {
    try {
      deps.onCycle?.({ seconds: (performance.now() - startedAt) / 1000, ok, ...(report ? { report } : {}) })
    } catch {
      // Metrics are an observer: they must never stop or fail a cycle.
    }
  }
  try {
    const report = await cycle()
    tell(true, report)
    return report
  } catch (error) {
    tell(false)
    throw error
  }
}

/**
 * The payment watcher (docs/architecture.md#orders-stock-and-payment): each cycle reads every watched address from the chain backend, records
 * each output once per (txid, vout), notices counted payments that left the chain, and moves orders through
 * their statuses with the contract's rules, in batched SQL. A backend error changes nothing.
 */
export function createPaymentWatcher(deps: WatcherDeps) {
  const mailSettings = {
    ...(deps.mail ?? DEFAULT_ORDER_MAIL_SETTINGS),
    ...(deps.unconfirmedHoldMs !== undefined
      ? { unconfirmedHoldMinutes: deps.unconfirmedHoldMs / MINUTE_MS }
      : {}),
  }
  let running: Promise<CycleReport> | null = null
  /** The owner's settings as read at the start of the cycle in progress (null: the deps' and contract's). */
  let cycleSettings: CycleSettings = null
  const reading = createWatcherCycle(deps, {
    begin: async () => {
      cycleSettings = deps.settings ? await deps.settings() : null
    },
    process: (payments, tip, now) => processPayments(payments, tip, now),
  })

  /**
   * Reads these payments' addresses, reconciles them with the stored outputs and applies the moves, in one
   * transaction. Null when the chain could not be read: nothing of this batch changed.
   */
  async function processPayments(
    listed: WatchedPayment[],
    tip: number,
    now: Date,
  ): Promise<CycleReport | null> {
    let seen: Map<string, ChainTx[]>
    try {
      seen = await deps.chain.addressesTransactions(listed.map((w) => w.address))
    } catch (error) {
      if (!(error instanceof ChainBackendError)) throw error
      deps.log.warn({ err: error }, 'payment watcher: chain backend unavailable, nothing changed this cycle')
      return null
    }
    // An address the backend could not read alone: its order waits (nothing is decided on half a picture),
    // every other order goes on.
    const watched = listed.filter((payment) => seen.has(payment.address))
    const unreadable = listed.filter((payment) => !seen.has(payment.address))
    if (unreadable.length > 0) {
      deps.log.warn(
        { orders: unreadable.map((payment) => payment.orderUniqueId) },
        'payment watcher: could not read these addresses; their orders wait for a later cycle',
      )
    }

    const stored = await listPaymentTransactions(
      deps.db,
      watched.map((w) => w.paymentId),
    )
    const storedByPayment = new Map<number, StoredPaymentTx[]>()
    for (const row of stored) {
      const list = storedByPayment.get(row.orderPaymentId) ?? []
      list.push(row)
      storedByPayment.set(row.orderPaymentId, list)
    }

    // Counted outputs the address reads no longer show: ask the backend about each transaction once, all at
    // once (the backend bounds its own concurrency), before deciding anything.
    const missing = new Set<string>()
    for (const payment of watched) {
      const present = new Set(
        (seen.get(payment.address) ?? []).flatMap((tx) => tx.outputs.map((o) => `${tx.txid}:${o.vout}`)),
      )
      for (const row of storedByPayment.get(payment.paymentId) ?? []) {
        if (isCountedPayment(row.state) && !present.has(`${row.txid}:${row.vout}`)) missing.add(row.txid)
      }
    }
    let statusOfMissing: Map<string, ChainTxStatus>
    try {
      statusOfMissing = missing.size === 0 ? new Map() : await deps.chain.transactionsStatus([...missing])
    } catch (error) {
      if (!(error instanceof ChainBackendError)) throw error
      deps.log.warn({ err: error }, 'payment watcher: chain backend unavailable, nothing changed this cycle')
      return null
    }

    const lastAlerts = await latestOrderAlerts(
      deps.db,
      watched.filter((w) => ALERT_ONLY_STATUSES.includes(w.status)).map((w) => w.orderId),
    )

    // Each order's share of the cycle, decided on its own: an order whose rows cannot be read or decided is
    // set aside here, and the others go on.
    const works: OrderWork[] = []
    const unreadableWork: { work: OrderWork; error: unknown }[] = []
    let newOutputs = 0
    let dropped = 0
    for (const payment of watched) {
      try {
        const result = reconcile(
          payment,
          storedByPayment.get(payment.paymentId) ?? [],
          seen.get(payment.address) ?? [],
          tip,
          statusOfMissing,
          deps.confirmationsRequired,
        )
        newOutputs += result.newOutputs
        dropped += result.dropped
        // Set aside and not yet due: its money is recorded, its status waits for the retry.
        const held = payment.setAsideRetryAt !== null && payment.setAsideRetryAt > now
        const deciding = !result.frozen && !held
        const alert = deciding
          ? shippedPaymentAlert({
              status: payment.status,
              expectedSats: payment.expectedSats,
              countedSats: result.countedSats,
              confirmedSats: result.confirmedSats,
              lastAlert: lastAlerts.get(payment.orderId) ?? null,
            })
          : null
        works.push({
          payment,
          writes: result.writes,
          move: deciding ? decide(deps, cycleSettings, payment, result, now) : null,
          alert: alert ? { orderId: payment.orderId, kind: alert } : null,
          retrying: deciding && payment.setAsideRetryAt !== null,
        })
      } catch (error) {
        unreadableWork.push({
          work: { payment, writes: [], move: null, alert: null, retrying: false },
          error,
        })
      }
    }

    const { applied, setAside } = await commitIsolatingOrders({ deps, mailSettings }, works, now)
    for (const { work, error } of unreadableWork) {
      await setOrderAsideAfter(deps, work, error, now)
      setAside.push(work.payment.orderId)
    }

    const byOrder = new Map(watched.map((w) => [w.orderId, w]))
    for (const { move } of works) {
      if (!move || !applied.has(move.orderId)) continue
      const payment = byOrder.get(move.orderId)
      if (!payment) continue
      deps.log.info(
        { orderUniqueId: payment.orderUniqueId, from: move.from, to: move.to },
        'payment watcher: order status changed',
      )
    }
    let alerts = 0
    for (const { alert, payment } of works) {
      if (!alert || setAside.includes(payment.orderId)) continue
      alerts += 1
      deps.log.warn(
        { orderUniqueId: payment.orderUniqueId, status: payment.status, kind: alert.kind },
        'payment watcher: alert on a shipped order',
      )
    }
    return {
      ran: true,
      watched: watched.length,
      newOutputs,
      dropped,
      changes: applied.size,
      ...(alerts > 0 ? { alerts } : {}),
      ...(setAside.length > 0 ? { setAside: setAside.length } : {}),
    }
  }

  /** One cycle; concurrent callers share the cycle in flight instead of running two. */
  const tick = (): Promise<CycleReport> => {
    running ??= observedCycle(deps, reading.cycle).finally(() => {
      running = null
    })
    return running
  }
  const job = periodicJob({
    run: tick,
    onError: (error) => deps.log.error({ err: error }, 'payment watcher: cycle failed'),
  })

  return {
    /** The chain height read by the last cycle (null before the first), for confirmation counts. */
    lastTipHeight: reading.lastTipHeight,
    /** When this instance last ran a cycle as the leader (null before), for the owner's dashboard. */
    lastCycleAt: reading.lastCycleAt,
    tick,
    /** Polls every `intervalMs` until `stop()`; a failing cycle is logged and the next one runs as usual. */
    start(intervalMs: number): void {
      job.start(intervalMs)
    },
    async stop(): Promise<void> {
      await job.stop()
      await running?.catch(() => {})
    },
  }
}

export type PaymentWatcher = ReturnType<typeof createPaymentWatcher>
