import type { ShopSettings } from '@shop/contract'
import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import type { OrderMailSettings } from '../order-mail/order-mail.js'
import { requoteHeldOrder } from './held-order-requote.js'
import { orderRoutes } from './orders.routes.js'
import { createOrderService, type OrderPaymentsHook } from './orders.service.js'
import { createPaymentStreams } from './payment-streams.js'

/** What orders need of the payments engine. */
export interface OrderPaymentsEngine {
  preparePayment: OrderPaymentsHook['preparePayment']
  subscribeActivity(orderUniqueId: string, listener: () => void): () => void
  watcher: { lastTipHeight(): number | null }
}

export interface OrdersFeatureDeps extends FeatureDeps {
  payments: OrderPaymentsEngine
  settings: { current(): Promise<ShopSettings> }
  mail: OrderMailSettings
  onStockTaken(productIds: readonly number[]): void
  metalPrices: { assertUsable(metalPriceIds: readonly number[]): Promise<void> }
  sessionStreams: { track(sessionId: string, close: () => void): () => void }
}

/**
 * The buyer's orders: placement, payment page, its live events, cancellation. Answers the service and the
 * re-pricing of a held order, which the owner's cancel and the identity approval call.
 */
export async function registerOrders(app: FeatureApp, deps: OrdersFeatureDeps) {
  const { config, database, payments } = deps
  const paymentStreams = createPaymentStreams({
    limits: { perSession: config.SSE_STREAMS_PER_SESSION, perIp: config.SSE_STREAMS_PER_IP },
    activity: { subscribe: (orderUniqueId, listener) => payments.subscribeActivity(orderUniqueId, listener) },
    log: deps.log,
  })
  app.decorate('paymentStreams', paymentStreams)
  const orders = createOrderService({
    db: database.db,
    clock: deps.clock,
    payments: {
      preparePayment: (order) => payments.preparePayment(order),
      monitorDays: config.MONITOR_DAYS,
    },
    confirmationsRequired: config.BTC_CONFIRMATIONS,
    paymentTolerancePercent: config.PAYMENT_TOLERANCE_PERCENT,
    // Caps, identity threshold, windows, charges and shipping: the owner's settings (the env's as defaults).
    settings: deps.settings,
    identityLinkDays: config.KYC_LINK_DAYS,
    largeOrderPaymentWindowMinutes: config.LARGE_ORDER_PAYMENT_WINDOW_MIN,
    mail: deps.mail,
    onStockTaken: (productIds) => deps.onStockTaken(productIds),
    metalPrices: deps.metalPrices,
    lockedSession: database.lockedSession,
  })
  await registerApiRoutes(
    app,
    orderRoutes({
      orders,
      paymentStreams,
      chainTipHeight: () => payments.watcher.lastTipHeight(),
      sessionStreams: deps.sessionStreams,
    }),
  )
  const requote = (orderId: number) =>
    requoteHeldOrder({ db: database.db, metalPrices: deps.metalPrices, settings: deps.settings }, orderId)
  return { orders, requote }
}
