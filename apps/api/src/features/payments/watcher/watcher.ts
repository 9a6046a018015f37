import {
  ALERT_ONLY_STATUSES,
  HOUR_MS,
  MINUTE_MS,
  decidePaymentSteps,
  isCountedPayment,
  paymentExpiresAt,
  paymentWindowsMs,
  shippedPaymentAlert,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { notifyPaymentActivity } from '../../../db/notifications.js'
import type { Clock } from '../../../lib/clock.js'
import { periodicJob } from '../../../lib/periodic-job.js'
import { commitIsolating, errorText } from '../../../lib/commit-isolating.js'
import {
  type ChainBackend,
  ChainBackendError,
  type ChainTx,
  type ChainTxStatus,
  confirmationsAt,
} from '../chain/chain-backend.js'
import { type ChainReorg, checkChainTip, listChainTips, recordChainTip, type TipCheck } from './chain-tips.js'
import { insertOrderAlerts, latestOrderAlerts, type OrderAlertWrite } from './order-alerts.repo.js'
import { enqueueMail } from '../../mail-queue/mail-queue.js'
import {
  DEFAULT_ORDER_MAIL_SETTINGS,
  type OrderMailSettings,
  paymentAlertMails,
} from '../../order-mail/order-mail.js'
import { applyMoves, type OrderMove } from '../../orders/order-moves.repo.js'
import {
  clearSetAside,
  setOrderAside,
  listCandidatePayments,
  listNewlyWatched,
  listPaymentTransactions,
  listWatchEnded,
  listWatchedPaymentsPage,
  type PaymentTxWrite,
  type StoredPaymentTx,
  upsertPaymentTransactions,
  type WatchedPayment,
} from './watcher.repo.js'

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
  let lastTipHeight: number | null = null
  let lastCycleAt: Date | null = null

  const feed = deps.chain.changeFeed
  const pageSize = deps.pageSize ?? 10_000
  const fullSweepMs = deps.fullSweepMs ?? HOUR_MS
  // Change-feed bookkeeping, kept until a cycle succeeds so a failed cycle loses nothing it was told.
  let pendingAddresses = new Set<string>()
  let pendingMissed = true
  let lastFullAt: number | null = null
  /** Payments up to this id are followed by the feed (new ones are followed, then read, each cycle). */
  let followedUpTo = 0
  let unfollowCheckedAt: Date | null = null
  /** Without a feed: the last poll slot read (spread reading of after-close addresses). */
  let lastSlot: number | null = null
  let wasLeader = true

  const EMPTY: CycleReport = { ran: false, watched: 0, newOutputs: 0, dropped: 0, changes: 0 }

  function backendDown(error: unknown): CycleReport {
    if (!(error instanceof ChainBackendError)) throw error
    deps.log.warn({ err: error }, 'payment watcher: chain backend unavailable, nothing changed this cycle')
    return EMPTY
  }

  /** The owner's settings as read at the start of the cycle in progress (null: the deps' and contract's). */
  let cycleSettings: Awaited<ReturnType<NonNullable<WatcherDeps['settings']>>> | null = null
  const windowsOfCycle = () => (cycleSettings ? paymentWindowsMs(cycleSettings) : undefined)

  async function cycle(): Promise<CycleReport> {
    if (deps.isLeader && !(await deps.isLeader())) {
      // Another instance may have taken the feed's news meanwhile: read everything on taking over again.
      wasLeader = false
      return EMPTY
    }
    if (!wasLeader) pendingMissed = true
    wasLeader = true
    const now = deps.clock.now()
    lastCycleAt = now
    cycleSettings = deps.settings ? await deps.settings() : null

    let tip: number
    let tipCheck: TipCheck
    let previousTip: number | null
    try {
      // The feed first: a change after this look is reported to the next cycle, never lost between reads.
      if (feed) {
        await feed.prepare?.()
        const taken = feed.takeChanged()
        for (const address of taken.addresses) pendingAddresses.add(address)
        if (taken.missedSome) pendingMissed = true
      }
      tip = await deps.chain.tipHeight()
      const stored = await listChainTips(deps.db)
      previousTip = stored[0]?.height ?? null
      tipCheck = await checkChainTip(stored, deps.chain, tip, { tipMayLag: deps.chain.name !== 'simulated' })
      lastTipHeight = tip
    } catch (error) {
      return backendDown(error)
    }
    const tipMoved = previousTip !== tip
    if (tipCheck.reorg) {
      const { orphanedTip, commonTip } = tipCheck.reorg
      deps.log.warn(
        { orphanedTip, commonTip, tip: { height: tipCheck.height, hash: tipCheck.hash } },
        'payment watcher: chain reorganisation, the stored tip left the best chain',
      )
    }
    const full =
      tipCheck.reorg !== null ||
      (feed
        ? pendingMissed || lastFullAt === null || now.getTime() - lastFullAt >= fullSweepMs
        : deps.pollMs === undefined || deps.monitorPollMs === undefined || lastSlot === null)

    const total: CycleReport = { ran: true, watched: 0, newOutputs: 0, dropped: 0, changes: 0 }
    const run = async (payments: WatchedPayment[]): Promise<boolean> => {
      const report = await processPayments(payments, tip, now)
      if (!report) return false
      total.watched += report.watched
      total.newOutputs += report.newOutputs
      total.dropped += report.dropped
      total.changes += report.changes
      if (report.alerts) total.alerts = (total.alerts ?? 0) + report.alerts
      if (report.setAside) total.setAside = (total.setAside ?? 0) + report.setAside
      return true
    }

    try {
      if (feed && !full) {
        // Start following addresses handed out since the last cycle, then read them once: what paid them
        // before the subscription is seen by this read, what comes after by the feed.
        const fresh: string[] = []
        for (;;) {
          const page = await listNewlyWatched(deps.db, now, followedUpTo, pageSize)
          if (page.length > 0) await feed.follow(page.map((p) => p.address))
          for (const p of page) fresh.push(p.address)
          followedUpTo = page.at(-1)?.paymentId ?? followedUpTo
          if (page.length < pageSize) break
        }
        const addresses = [...new Set([...pendingAddresses, ...fresh])]
        const candidates = await listCandidatePayments(deps.db, now, {
          addresses,
          confirmedAbove: tipMoved && previousTip !== null ? previousTip - deps.confirmationsRequired : null,
        })
        for (let i = 0; i < candidates.length; i += pageSize) {
          if (!(await run(candidates.slice(i, i + pageSize)))) return EMPTY
        }
        total.read = 'changed'
      } else {
        // Every watched address (first cycle, the hourly sweep, a reorganisation, a feed that missed some),
        // or without a feed the open ones and this slot's share of the rest: a page at a time.
        const spread = full ? undefined : spreadSlots(now)
        let afterId = 0
        for (;;) {
          const page = await listWatchedPaymentsPage(deps.db, now, {
            afterId,
            limit: pageSize,
            ...(spread ? { spread } : {}),
          })
          if (feed && page.length > 0) await feed.follow(page.map((p) => p.address))
          if (page.length > 0 && !(await run(page))) return EMPTY
          afterId = page.at(-1)?.paymentId ?? afterId
          followedUpTo = Math.max(followedUpTo, afterId)
          if (page.length < pageSize) break
        }
        total.read = spread ? 'spread' : 'full'
      }
      if (tipCheck.changed) {
        // After every page: a crash before this makes the next cycle see the same reorganisation again.
        await deps.db.transaction((tx) => recordChainTip(tx, tipCheck, now))
      }
      if (feed) await unfollowEnded(now)
    } catch (error) {
      return backendDown(error)
    }

    // Done: what the feed told is handled, and the spread slots up to now are read.
    if (full) lastFullAt = now.getTime()
    if (deps.pollMs !== undefined) lastSlot = Math.floor(now.getTime() / deps.pollMs)
    pendingAddresses = new Set()
    pendingMissed = false
    if (tipCheck.reorg) total.reorg = tipCheck.reorg
    return total
  }

  /** Without a feed: the poll slots since the last cycle, so each after-close address is read once a round. */
  function spreadSlots(now: Date): { slots: number; dueSlots: number[] } | undefined {
    if (deps.pollMs === undefined || deps.monitorPollMs === undefined) return undefined
    const slots = Math.max(1, Math.ceil(deps.monitorPollMs / deps.pollMs))
    const current = Math.floor(now.getTime() / deps.pollMs)
    const from = lastSlot === null ? current - slots + 1 : Math.max(lastSlot + 1, current - slots + 1)
    const dueSlots: number[] = []
    for (let slot = from; slot <= current; slot += 1) dueSlots.push(((slot % slots) + slots) % slots)
    return { slots, dueSlots }
  }

  /** Stops following addresses whose watch window ended since the last look (one indexed range read). */
  async function unfollowEnded(now: Date): Promise<void> {
    if (!feed) return
    const from = unfollowCheckedAt
    // The first look only starts the clock: addresses whose window ended before were never followed here.
    if (from === null || now.getTime() <= from.getTime()) {
      unfollowCheckedAt ??= now
      return
    }
    const ended = await listWatchEnded(deps.db, from, now)
    if (ended.length > 0) await feed.unfollow(ended)
    unfollowCheckedAt = now
  }

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
          move: deciding ? decide(payment, result, now) : null,
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

    const { applied, setAside } = await commitIsolatingOrders(works, now)
    for (const { work, error } of unreadableWork) {
      await setOrderAsideAfter(work, error, now)
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

  /**
   * Writes these orders' outputs, moves, alerts and mails in one transaction. Answers the orders whose move
   * was applied (another writer may have moved one first: its guard did not match).
   */
  async function commit(batch: readonly OrderWork[], now: Date): Promise<Set<number>> {
    const writes = batch.flatMap((work) => work.writes)
    const moves = batch.flatMap((work) => (work.move ? [work.move] : []))
    const alerts = batch.flatMap((work) => (work.alert ? [work.alert] : []))
    const retried = batch.filter((work) => work.retrying).map((work) => work.payment.orderId)
    if (writes.length === 0 && moves.length === 0 && alerts.length === 0 && retried.length === 0)
      return new Set()
    const byOrder = new Map(batch.map((work) => [work.payment.orderId, work.payment]))
    return deps.db.transaction(async (tx) => {
      await insertOrderAlerts(tx, alerts, now)
      await upsertPaymentTransactions(tx, writes, now)
      // The one writer of order status (orders/order-moves.repo.ts), set-based: a statement per kind of write
      // for the whole batch, with the buyers' mails queued in this transaction.
      const { applied } = await applyMoves(tx, moves, { ...mailSettings, now, monitorDays: deps.monitorDays })
      await enqueueMail(
        tx,
        await paymentAlertMails(
          tx,
          alerts.map((alert) => ({ ...alert, status: byOrder.get(alert.orderId)?.status ?? 'Shipped' })),
          mailSettings,
        ),
        now,
      )
      // Orders whose payment changed without a move still redraw their open pages (moves announce themselves).
      const announced = batch
        .filter((work) => work.writes.length > 0 && !applied.has(work.payment.orderId))
        .map((work) => work.payment.orderUniqueId)
      await notifyPaymentActivity(tx, announced)
      await clearSetAside(tx, retried)
      return applied
    })
  }

  /**
   * Commits the batch; orders whose writes fail are set aside alone (lib/commit-isolating.ts): one order whose
   * invoice, mail or alert cannot be written never holds back another's confirmation.
   */
  async function commitIsolatingOrders(
    batch: readonly OrderWork[],
    now: Date,
  ): Promise<{ applied: Set<number>; setAside: number[] }> {
    const applied = new Set<number>()
    const failed = await commitIsolating(
      batch,
      async (items) => {
        for (const id of await commit(items, now)) applied.add(id)
      },
      {
        onFailure: (work, error) => setOrderAsideAfter(work, error, now),
        databaseAnswers: () => deps.db.execute(sql`select 1`),
      },
    )
    return { applied, setAside: failed.map((work) => work.payment.orderId) }
  }

  /**
   * Sets one order aside after `error`, recording its outputs still (the money is never left unrecorded for
   * a failure of its invoice or mail). If even those cannot be written, it is set aside alone and its
   * address is read again next cycle.
   */
  async function setOrderAsideAfter(work: OrderWork, error: unknown, now: Date): Promise<void> {
    const { payment } = work
    const reason = errorText(error)
    let attempts: number
    try {
      attempts = await deps.db.transaction(async (tx) => {
        await upsertPaymentTransactions(tx, work.writes, now)
        if (work.writes.length > 0) await notifyPaymentActivity(tx, [payment.orderUniqueId])
        return setOrderAside(tx, payment.orderId, reason, now)
      })
    } catch (moneyError) {
      attempts = await deps.db.transaction((tx) =>
        setOrderAside(
          tx,
          payment.orderId,
          `${reason}; its payments could not be recorded either: ${errorText(moneyError)}`,
          now,
        ),
      )
    }
    deps.log.error(
      { err: error, orderUniqueId: payment.orderUniqueId, status: payment.status, attempts },
      'payment watcher: order set aside; the rest of the cycle went on',
    )
  }

  /** What one watched payment brings to a cycle's writes. */
  interface OrderWork {
    payment: WatchedPayment
    writes: PaymentTxWrite[]
    move: OrderMove | null
    alert: OrderAlertWrite | null
    /** Set aside before and decided again now: a commit takes it off the list. */
    retrying: boolean
  }

  interface Reconciled {
    writes: PaymentTxWrite[]
    newOutputs: number
    dropped: number
    countedSats: bigint
    confirmedSats: bigint
    paymentDropped: boolean
    /** The backend's answers disagree about this payment: nothing is written or decided this cycle. */
    frozen: boolean
  }

  const UNDECIDED: Reconciled = {
    writes: [],
    newOutputs: 0,
    dropped: 0,
    countedSats: 0n,
    confirmedSats: 0n,
    paymentDropped: false,
    frozen: true,
  }

  function reconcile(
    payment: WatchedPayment,
    previous: StoredPaymentTx[],
    txs: ChainTx[],
    tip: number,
    statusOfMissing: ReadonlyMap<string, ChainTxStatus>,
  ): Reconciled {
    const writes: PaymentTxWrite[] = []
    const known = new Map(previous.map((row) => [`${row.txid}:${row.vout}`, row]))
    const late = payment.status === 'Timeout' || payment.status === 'Cancelled'
    let countedSats = 0n
    let confirmedSats = 0n
    let newOutputs = 0
    const seenKeys = new Set<string>()

    for (const tx of txs) {
      const state = tx.confirmedHeight === null ? 'mempool' : 'confirmed'
      const confirmations = confirmationsAt(tx.confirmedHeight, tip)
      for (const output of tx.outputs) {
        const key = `${tx.txid}:${output.vout}`
        seenKeys.add(key)
        countedSats += output.valueSats
        if (confirmations >= deps.confirmationsRequired) confirmedSats += output.valueSats
        const before = known.get(key)
        if (!before) newOutputs += 1
        if (!before || before.state !== state || before.blockHeight !== tx.confirmedHeight) {
          writes.push({
            orderPaymentId: payment.paymentId,
            txid: tx.txid,
            vout: output.vout,
            amountSats: output.valueSats,
            state,
            blockHeight: tx.confirmedHeight,
            isLate: before?.isLate ?? late,
          })
        }
      }
    }

    // A counted output missing from the address read has left the chain, unless the backend still knows
    // its transaction (a load-balanced backend may answer from a node that has not seen it yet).
    let dropped = 0
    for (const row of previous) {
      if (!isCountedPayment(row.state) || seenKeys.has(`${row.txid}:${row.vout}`)) continue
      const status = statusOfMissing.get(row.txid) ?? { state: 'unknown' as const }
      if (status.state !== 'unknown') {
        // Still there: the backend's nodes disagree (the address read may come from one that already has
        // its replacement, or not yet this transaction). Counting it would add a payment to its replacement;
        // dropping it would fail a paid order. Decide nothing for this order until they agree.
        if (status.state === 'mempool') return UNDECIDED
        countedSats += row.amountSats
        if (
          status.state === 'confirmed' &&
          confirmationsAt(status.height, tip) >= deps.confirmationsRequired
        ) {
          confirmedSats += row.amountSats
        }
        continue
      }
      dropped += 1
      writes.push({
        orderPaymentId: payment.paymentId,
        txid: row.txid,
        vout: row.vout,
        amountSats: row.amountSats,
        state: 'dropped',
        blockHeight: null,
        isLate: row.isLate,
      })
    }
    // A drop fails an order only when it leaves less counted than before: a fee bump (RBF) replaces a part
    // payment with another paying the same amount, and the buyer has done nothing wrong.
    const countedBefore = previous
      .filter((row) => isCountedPayment(row.state))
      .reduce((sum, row) => sum + row.amountSats, 0n)
    const paymentDropped = dropped > 0 && countedSats < countedBefore
    return { writes, newOutputs, dropped, countedSats, confirmedSats, paymentDropped, frozen: false }
  }

  function decide(payment: WatchedPayment, facts: Reconciled, now: Date): OrderMove | null {
    const steps = decidePaymentSteps({
      status: payment.status,
      createdAt: payment.createdAt,
      insufficientAt: payment.insufficientAt,
      failedAt: payment.failedAt,
      expectedSats: payment.expectedSats,
      countedSats: facts.countedSats,
      confirmedSats: facts.confirmedSats,
      paymentDropped: facts.paymentDropped,
      now,
      minPartPaymentPercent: cycleSettings?.minPartPaymentPercent ?? deps.minPartPaymentPercent,
      ...(deps.paymentTolerancePercent !== undefined
        ? { paymentTolerancePercent: deps.paymentTolerancePercent }
        : {}),
      ...(cycleSettings ? { paymentWindows: paymentWindowsMs(cycleSettings) } : {}),
      // A Processing order keeps its unconfirmed payment's hold in expires_at (set when it was paid in full);
      // a Pending one the window it was given (a large order's is longer than the usual one).
      holdExpiresAt: payment.status === 'Processing' ? payment.expiresAt : null,
      pendingExpiresAt: payment.status === 'Pending' ? payment.expiresAt : null,
      ...(deps.unconfirmedHoldMs !== undefined ? { unconfirmedHoldMs: deps.unconfirmedHoldMs } : {}),
    })
    const last = steps.at(-1)
    if (!last) return null
    const insufficientAt = steps.find((s) => s.insufficientAt)?.insufficientAt ?? payment.insufficientAt
    const failedAt = steps.find((s) => s.failedAt)?.failedAt ?? payment.failedAt
    return {
      orderId: payment.orderId,
      from: payment.status,
      to: last.to,
      actor: 'system',
      actorUserId: null,
      anchors: {
        insufficientAt,
        failedAt,
        // A payable order's window, or a Processing one's hold on its stock (none for the other statuses).
        expiresAt:
          last.to === 'Processing'
            ? (last.holdExpiresAt ?? null)
            : paymentExpiresAt(
                { status: last.to, createdAt: payment.createdAt, insufficientAt, failedAt },
                windowsOfCycle(),
              ),
      },
      steps: steps.map((s) => ({ from: s.from, to: s.to, reason: s.reason })),
    }
  }

  /** One cycle, measured and told to `deps.onCycle`; an observer's error never reaches the loop. */
  async function observedCycle(): Promise<CycleReport> {
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

  /** One cycle; concurrent callers share the cycle in flight instead of running two. */
  const tick = (): Promise<CycleReport> => {
    running ??= observedCycle().finally(() => {
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
    lastTipHeight: (): number | null => lastTipHeight,
    /** When this instance last ran a cycle as the leader (null before), for the owner's dashboard. */
    lastCycleAt: (): Date | null => lastCycleAt,
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
