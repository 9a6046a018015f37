import { unusedAddressRuns } from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import type { OrderMailSettings } from '../order-mail/order-mail.js'
import { allOrdersRoutes } from './all-orders.routes.js'
import { createAllOrdersService, type AllOrdersServiceDeps } from './all-orders.service.js'
import { auditLogRoutes } from './audit-log.routes.js'
import { createAuditLogService } from './audit-log.service.js'
import { customersRoutes } from './customers.routes.js'
import { createCustomersService, type CustomersServiceDeps } from './customers.service.js'
import { dashboardRoutes } from './dashboard.routes.js'
import { createDashboardService, type DashboardServiceDeps } from './dashboard.service.js'
import { fulfilmentRoutes } from './fulfilment.routes.js'
import { createFulfilmentService } from './fulfilment.service.js'
import { addressUseOfWallet, listOrdersWithMoneyToReview } from './owner.repo.js'
import { ownerRoutes } from './owner.routes.js'
import { createOwnerService } from './owner.service.js'

export interface OwnerFeatureDeps extends FeatureDeps {
  payments: {
    wallet: { fingerprint: string; network: AllOrdersServiceDeps['network'] }
    watcher: DashboardServiceDeps['watcher']
    rates: DashboardServiceDeps['rates']
  }
  mail: OrderMailSettings
  onStockTaken(productIds: readonly number[]): void
  cancelAsAdmin: AllOrdersServiceDeps['cancelAsAdmin']
  revokeSessions: CustomersServiceDeps['revokeSessions']
  listSetAside: DashboardServiceDeps['listSetAside']
}

/** docs/product.md#for-the-owner: the back office's orders, money to review, customers, dashboard and audit log. */
export async function registerOwner(app: FeatureApp, deps: OwnerFeatureDeps): Promise<void> {
  const { config, payments } = deps
  const db = deps.database.db
  await registerApiRoutes(
    app,
    fulfilmentRoutes({
      fulfilment: createFulfilmentService({
        db,
        clock: deps.clock,
        mail: deps.mail,
        monitorDays: config.MONITOR_DAYS,
      }),
    }),
  )
  await registerApiRoutes(
    app,
    ownerRoutes({
      owner: createOwnerService({
        db,
        clock: deps.clock,
        wallet: payments.wallet,
        walletGapLimit: config.WALLET_GAP_LIMIT,
        mail: deps.mail,
        onStockTaken: (productIds) => deps.onStockTaken(productIds),
      }),
    }),
  )
  await registerApiRoutes(
    app,
    allOrdersRoutes({
      allOrders: createAllOrdersService({
        db,
        network: payments.wallet.network,
        chainTip: () => payments.watcher.lastTipHeight(),
        cancelAsAdmin: deps.cancelAsAdmin,
      }),
    }),
  )
  await registerApiRoutes(
    app,
    customersRoutes({
      customers: createCustomersService({ db, clock: deps.clock, revokeSessions: deps.revokeSessions }),
    }),
  )
  await registerApiRoutes(
    app,
    dashboardRoutes({
      dashboard: createDashboardService({
        db,
        clock: deps.clock,
        watcher: payments.watcher,
        rates: payments.rates,
        listSetAside: deps.listSetAside,
      }),
    }),
  )
  await registerApiRoutes(app, auditLogRoutes({ auditLog: createAuditLogService({ db }) }))
}

/** The longest run of unused receive addresses, as the owner's wallet view computes it. */
export async function longestUnusedRunOf(db: DbOrTx, fingerprint: string): Promise<number> {
  const { usedIndexes, highestIndex } = await addressUseOfWallet(db, fingerprint)
  return unusedAddressRuns(usedIndexes, highestIndex === null ? 0 : highestIndex + 1).longestRun
}

/** The orders whose money the owner must review (one order when `orderUniqueId` is given). */
export function moneyToReviewOf(db: DbOrTx, orderUniqueId?: string) {
  return listOrdersWithMoneyToReview(db, orderUniqueId === undefined ? {} : { orderUniqueId })
}
