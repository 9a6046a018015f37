import { WALLET_GAP_LIMIT } from './limits.js'
import type { OrderStatus } from './order-status.js'

// docs/architecture.md#orders-stock-and-payment: money the shop holds but may not keep is shown to the owner (refund or honour), never lost.
// These rules decide, per order, how much is owed back to the buyer and why; the owner view lists every
// order where that is more than what the owner has already settled.

/** Statuses of an order the shop will not fulfil: every satoshi paid to it belongs to the buyer. */
export const UNFULFILLED_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Timeout']

/**
 * Why money is owed on an order:
 * - latePayment: it arrived after the order had timed out or been cancelled;
 * - paidThenCancelled: paid (in part or whole) before the order was cancelled (by the buyer, or a window ended);
 * - overpaid: the order stands, but more than amountExpected arrived.
 */
export const SETTLEMENT_REASONS = ['latePayment', 'paidThenCancelled', 'overpaid'] as const
export type SettlementReason = (typeof SETTLEMENT_REASONS)[number]

/** What the owner did with the money: sent it back, or kept it and fulfilled the order anyway. */
export const SETTLEMENT_ACTIONS = ['refunded', 'honoured'] as const
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number]

export interface OrderMoney {
  readonly status: OrderStatus
  readonly expectedSats: bigint
  /** Outputs in a block (never dropped): the only money safe to send back. */
  readonly confirmedSats: bigint
  /** Of `confirmedSats` and unconfirmed outputs, the part that arrived after the order closed. */
  readonly lateSats: bigint
}

export interface OwedMoney {
  /** Confirmed satoshis the buyer is owed; 0 when nothing is. */
  readonly owedSats: bigint
  readonly reason: SettlementReason | null
}

/**
 * Satoshis owed back on one order, counting confirmed money only: unconfirmed money may still be replaced,
 * and refunding it could pay out money the shop never receives. An unfulfilled order owes all of it; any
 * other order owes what exceeds amountExpected.
 */
export function owedToBuyer(money: OrderMoney): OwedMoney {
  if (UNFULFILLED_STATUSES.includes(money.status)) {
    if (money.confirmedSats <= 0n) return { owedSats: 0n, reason: null }
    return {
      owedSats: money.confirmedSats,
      reason: money.lateSats > 0n ? 'latePayment' : 'paidThenCancelled',
    }
  }
  const excess = money.confirmedSats - money.expectedSats
  return excess > 0n ? { owedSats: excess, reason: 'overpaid' } : { owedSats: 0n, reason: null }
}

/** What is still open on an order: owed minus already settled, never below 0. */
export function openToSettleSats(owedSats: bigint, settledSats: bigint): bigint {
  return owedSats > settledSats ? owedSats - settledSats : 0n
}

/**
 * Runs of consecutive unused receive addresses, for the gap-limit warning of docs/architecture.md#orders-stock-and-payment. Wallets scan
 * addresses in order and stop after `gapLimit` unused ones in a row, so a payment behind a longer run is
 * not shown by the owner's wallet until its gap limit is raised.
 * @param usedIndexes indexes that received money, ascending, each once
 * @param issuedCount addresses handed out: indexes 0 .. issuedCount - 1
 * @returns the longest run anywhere; the longest run that hides a later payment; the run after the last
 *   used address; and the gap limit the owner's wallet needs: above the longest run, since the trailing run
 *   turns into a hiding one as soon as a later address is paid (never below the usual 20).
 */
export function unusedAddressRuns(
  usedIndexes: readonly number[],
  issuedCount: number,
): { longestRun: number; longestRunBeforePayment: number; trailingRun: number; gapLimitNeeded: number } {
  let previous = -1
  let longestRunBeforePayment = 0
  for (const index of usedIndexes) {
    longestRunBeforePayment = Math.max(longestRunBeforePayment, index - previous - 1)
    previous = index
  }
  const trailingRun = Math.max(0, issuedCount - 1 - previous)
  const longestRun = Math.max(longestRunBeforePayment, trailingRun)
  return {
    longestRun,
    longestRunBeforePayment,
    trailingRun,
    gapLimitNeeded: Math.max(WALLET_GAP_LIMIT, longestRun + 1),
  }
}
