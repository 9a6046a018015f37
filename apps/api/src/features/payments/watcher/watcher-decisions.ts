import { decidePaymentSteps, isCountedPayment, paymentExpiresAt, paymentWindowsMs } from '@shop/contract'
import { type ChainTx, type ChainTxStatus, confirmationsAt } from '../chain/chain-backend.js'
import { type OrderMove } from '../../orders/order-moves.repo.js'
import { type PaymentTxWrite, type StoredPaymentTx, type WatchedPayment } from './watcher.repo.js'
import type { WatcherDeps } from './watcher.js'

export interface Reconciled {
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

/**
 * One payment's outputs as the chain shows them now against those stored: the writes, and the sums that
 * count and that are confirmed (`confirmationsRequired` deep).
 */
export function reconcile(
  payment: WatchedPayment,
  previous: StoredPaymentTx[],
  txs: ChainTx[],
  tip: number,
  statusOfMissing: ReadonlyMap<string, ChainTxStatus>,
  confirmationsRequired: number,
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
      if (confirmations >= confirmationsRequired) confirmedSats += output.valueSats
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
      if (status.state === 'confirmed' && confirmationsAt(status.height, tip) >= confirmationsRequired) {
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

/** The owner's settings of the cycle in progress (null: the watcher's deps and the contract's defaults). */
export type CycleSettings = Awaited<ReturnType<NonNullable<WatcherDeps['settings']>>> | null

/** The order's move the contract's payment rules make of these facts, or null when it stays. */
export function decide(
  deps: WatcherDeps,
  cycleSettings: CycleSettings,
  payment: WatchedPayment,
  facts: Reconciled,
  now: Date,
): OrderMove | null {
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
              cycleSettings ? paymentWindowsMs(cycleSettings) : undefined,
            ),
    },
    steps: steps.map((s) => ({ from: s.from, to: s.to, reason: s.reason })),
  }
}
