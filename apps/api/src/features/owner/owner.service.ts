import {
  unusedAddressRuns,
  walletGapAlert,
  WALLET_GAP_LIMIT,
  type OwnerOrdersQuery,
  type PaymentsToSettleQuery,
  type WalletHealth,
} from '@shop/contract'
import { listOrdersToShip } from './owner-orders-to-ship.js'
import { listPaymentsToSettle } from './owner-payments-to-settle.js'
import type { OwnerServiceDeps } from './owner-service-deps.js'
import { createPaymentSettlement } from './owner-settle-payment.js'
import { addressUseOfWallet } from './owner.repo.js'

export { toOwnerLine } from './owner-orders-to-ship.js'
export type { OwnerServiceDeps } from './owner-service-deps.js'

/**
 * docs/architecture.md#orders-stock-and-payment's owner view: money the shop must refund or honour (late payments, payments on cancelled
 * orders, overpayments), and how far the wallet's unused addresses run (gap limit). Assembled from the orders
 * to ship (owner-orders-to-ship.ts), the money to review (owner-payments-to-settle.ts) and its settling
 * (owner-settle-payment.ts).
 */
export function createOwnerService(deps: OwnerServiceDeps) {
  return {
    listOrdersToShip: (query: OwnerOrdersQuery) => listOrdersToShip(deps.db, query),

    listPaymentsToSettle: (query: PaymentsToSettleQuery) => listPaymentsToSettle(deps.db, query),

    ...createPaymentSettlement(deps),

    async walletHealth(): Promise<WalletHealth> {
      const { usedIndexes, highestIndex } = await addressUseOfWallet(deps.db, deps.wallet.fingerprint)
      const issued = highestIndex === null ? 0 : highestIndex + 1
      const runs = unusedAddressRuns(usedIndexes, issued)
      const gapLimit = deps.walletGapLimit
      return {
        network: deps.wallet.network,
        addressesIssued: issued,
        addressesUsed: usedIndexes.length,
        longestUnusedRun: runs.longestRun,
        longestUnusedRunBeforePayment: runs.longestRunBeforePayment,
        trailingUnusedRun: runs.trailingRun,
        defaultGapLimit: WALLET_GAP_LIMIT,
        gapLimitNeeded: runs.gapLimitNeeded,
        gapLimit,
        alert: walletGapAlert(runs.longestRun, gapLimit),
      }
    },
  }
}

export type OwnerService = ReturnType<typeof createOwnerService>
