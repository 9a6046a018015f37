import {
  DEFAULT_SHOP_SETTINGS,
  FILS_PER_AED,
  addressNeedsUpdate,
  chosenOptionIds,
  filsToAed,
  type CreateOrderBody,
  MESSAGES,
  type OpenOrderCaps,
  openOrderCapProblem,
  openOrderCapsOfAccount,
  linkedOrdersTotalFils,
  KYC_LINK_DAYS_DEFAULT,
  DAY_MS,
  identityReviewDeadline,
  needsIdentityCheck,
  paymentExpiresAt,
  paymentWindowsMs,
  isEmirate,
  type ShopSettings,
} from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js'
import { findVerifiedIdentity } from '../identity/identity-reads.repo.js'
import { quoteOrder, withLiveFigures } from './order-quote.js'
import { newOrderUniqueId } from './order-unique-id.js'
import {
  findAddressOfUser,
  findOrderByIdempotencyKey,
  listPaymentSummaries,
  type AccountLock,
  OPEN_ORDERS_LOCK_CLASS,
  transactionAccountLock,
  openOrdersOfUser,
  recentOrdersOfUser,
  type OrderRow,
  placeOrder,
  readProductsForOrder,
} from './orders.repo.js'
import { DEFAULT_ORDER_MAIL_SETTINGS, placedOrderMailJob } from '../order-mail/order-mail.js'
import { countStatusesReached } from '../../lib/order-status-counter.js'
import type { CreatedOrder, OrderCaller, OrderServiceDeps, PlacedOrderPayment } from './order-service-deps.js'

const ORDER_CREATED_REASON = 'placed'

async function paymentOf(db: DbOrTx, order: OrderRow): Promise<PlacedOrderPayment | null> {
  const [summary] = await listPaymentSummaries(db, [order.id])
  return summary ? { paymentAddress: summary.address, amountExpectedSats: summary.amountExpectedSats } : null
}

/** Prices and places a new order; null when another request with the same Idempotency-Key made it. */
async function placeFresh(
  deps: OrderServiceDeps,
  caller: OrderCaller,
  body: CreateOrderBody,
  idempotencyKey: string | undefined,
): Promise<CreatedOrder | null> {
  const address = await deliveryAddress(deps, caller, body)
  const productIds = [...new Set(body.items.map((item) => item.productId))].sort((a, b) => a - b)
  const read = await readProductsForOrder(deps.db, productIds)
  // Nothing is sold at a stale metal price (503 before the total is checked: a stale price is no offer),
  // and nothing is locked or taken before this check.
  await deps.metalPrices?.assertUsable(
    read.flatMap((product) => (product.dynamicPricing && product.metalPriceId ? [product.metalPriceId] : [])),
  )
  // The settings as they stand now price this order; it keeps them once placed (its stored figures).
  const settings = deps.settings ? await deps.settings.current() : null
  const shipping = {
    emirate: isEmirate(address.emirate) ? address.emirate : null,
    method: body.shippingMethod,
  }
  const pricingSettings = settings ?? undefined
  const quote = quoteOrder(body, read, pricingSettings ?? DEFAULT_SHOP_SETTINGS, shipping)

  const now = deps.clock.now()
  // A large order of a buyer not verified lately waits for the owner: it takes its stock now, but no rate,
  // address or payment window until approved (docs/architecture.md#identity-checks-for-large-orders).
  const identityRule = settings
    ? { thresholdAed: settings.identityThresholdFils / 100, validDays: settings.identityValidDays }
    : deps.identityCheck
  // Linked orders: the account's recent orders count with this one (decision 225).
  const linkDays = deps.identityLinkDays ?? KYC_LINK_DAYS_DEFAULT
  const linkedFils = linkedOrdersTotalFils({
    newOrderFils: quote.price.totalFils,
    earlierOrders: identityRule
      ? await recentOrdersOfUser(deps.db, caller.id, new Date(now.getTime() - linkDays * DAY_MS))
      : [],
    linkDays,
    now,
  })
  const verifiedAt = (await findVerifiedIdentity(deps.db, caller.id))?.verifiedAt ?? null
  const heldUnlessVerified = (verifiedAt: Date | null) =>
    identityRule !== undefined &&
    needsIdentityCheck({
      totalFils: linkedFils,
      thresholdAed: identityRule.thresholdAed,
      validDays: identityRule.validDays,
      verifiedAt,
      now,
    })
  // Only an order that would be held without a verification needs the buyer's verification read (an order
  // under the threshold is never held, whoever places it).
  const held = heldUnlessVerified(verifiedAt)
  const status: 'Pending' | 'Awaiting verification' = held ? 'Awaiting verification' : 'Pending'
  // A large order (the linked total at or above the threshold, a verified buyer's too) is given the
  // large-order window: moving such a sum out of an exchange takes longer than the usual hour.
  const large = identityRule !== undefined && linkedFils >= identityRule.thresholdAed * FILS_PER_AED
  const expiresAt = held
    ? identityReviewDeadline(now)
    : paymentExpiresAt(
        { status: 'Pending', createdAt: now, insufficientAt: null, failedAt: null, large },
        paymentWindowsMs(settings ?? DEFAULT_SHOP_SETTINGS, deps.largeOrderPaymentWindowMinutes),
      )
  if (!expiresAt) throw new Error('a Pending order has a payment window')
  const caps = openOrderCapsFor(deps, settings, verifiedAt, now)
  const order: Omit<OrderRow, 'id'> = {
    orderUniqueId: (deps.newOrderUniqueId ?? newOrderUniqueId)(),
    userId: caller.id,
    status,
    ...address,
    currency: 'AED',
    subtotalFils: quote.price.subtotalFils,
    vatFils: quote.price.vatFils,
    shippingFils: quote.price.shippingFils,
    serviceChargeFils: quote.price.serviceChargeFils,
    serviceChargeBasisPoints: Math.round(quote.price.serviceChargePercent * 100),
    shippingMethod: body.shippingMethod,
    totalFils: quote.price.totalFils,
    insufficientAt: null,
    expiresAt,
    closedAt: null,
    refundDueSats: null,
    cancelValueFils: null,
    cancelFeeBasisPoints: null,
    idempotencyKey: idempotencyKey ?? null,
    cancelledAt: null,
    failedAt: null,
    payableFrom: null,
    stockReleasedAt: null,
    createdAt: now,
    updatedAt: now,
  }
  // docs/decisions/048 and 133: the account's lock makes its caps hold under concurrency (checked once, under
  // the lock, until the placement has committed); the address index is taken only after every check
  // passed, so a refused order uses none (decision 018). The one placement statement is the guarantee of
  // stock, prices, and of the order's lines, payment and mail (decision 017); where the lock is a session's,
  // it commits on its own and holds the product rows only while it runs. Without caps, no lock is needed.
  const place = async (tx: DbOrTx) => {
    if (caps) await refuseOverCaps(tx, caller, caps, quote.price.totalFils)
    // After the caps (an account over them hears that first); a 503 for want of a rate takes no address.
    const prepared =
      deps.payments && !held
        ? await deps.payments.preparePayment({ totalFils: quote.price.totalFils, expiresAt })
        : null
    const draft = prepared ? await prepared.takeAddress(tx) : null
    const placed = await placeOrder(tx, {
      order,
      items: quote.items(now),
      priced: quote.priced,
      chosenOptions: quote.chosenOptions,
      payment: draft,
      event: { actor: 'buyer', reason: ORDER_CREATED_REASON },
      // The order-placed mail is a queue job of the placement statement itself: it exists exactly when the
      // order does, and the worker renders it when it sends it (decision 132).
      mail: placedOrderMailJob({
        orderUniqueId: order.orderUniqueId,
        status,
        totalFils: order.totalFils,
        expiresAt: order.expiresAt?.toISOString() ?? null,
        publicUrl: (deps.mail ?? DEFAULT_ORDER_MAIL_SETTINGS).publicUrl,
        address: draft?.address ?? null,
        amountSats: draft ? String(draft.amountExpectedSats) : null,
      }),
    })
    return { result: placed, payment: draft }
  }
  const lockedSession = deps.lockedSession
  const accountLock: AccountLock = lockedSession
    ? (userId, fn) => lockedSession(OPEN_ORDERS_LOCK_CLASS, userId, fn)
    : transactionAccountLock(deps.db)
  const { result, payment } = caps ? await accountLock(caller.id, place) : await place(deps.db)
  if (result.placed) {
    countStatusesReached([status])
    // Only the products whose low-stock mark the order made due: the check re-decides after the commit.
    if (result.lowStockDue.length > 0) deps.onStockTaken?.(result.lowStockDue)
    return {
      order: { id: result.orderId, ...order },
      payment: payment
        ? { paymentAddress: payment.address, amountExpectedSats: payment.amountExpectedSats }
        : null,
      replayed: false,
    }
  }
  // The same key won a moment ago in another request (its statement has committed) ...
  if (result.keyTaken) return null
  // ... or a stock or a price moved between the read and the placement: answer from the live figures
  // (409 with the fresh quote, or 409 naming the short products).
  quoteOrder(
    body,
    withLiveFigures(read, result.live, result.liveOptions),
    pricingSettings ?? DEFAULT_SHOP_SETTINGS,
    shipping,
  )
  throw conflict(MESSAGES.priceChanged, { code: 'PRICE_CHANGED' })
}

/**
 * The caps on the caller's unpaid orders (docs/decisions/048), or null when none apply: the owner's
 * verification of the account's identity, while valid, lifts the value cap to the verified one (decision 224).
 */
function openOrderCapsFor(
  deps: OrderServiceDeps,
  settings: ShopSettings | null,
  verifiedAt: Date | null,
  now: Date,
): OpenOrderCaps | null {
  if (!settings) return deps.openOrderCaps ?? null
  const { verified: _verified, ...caps } = openOrderCapsOfAccount({
    caps: { maxOpenOrders: settings.maxOpenOrders, maxOpenValueFils: settings.maxOpenOrderValueFils },
    verifiedMaxOpenValueFils: settings.maxOpenOrderValueVerifiedFils,
    verifiedAt,
    validDays: settings.identityValidDays,
    now,
  })
  return caps
}

/** 409 saying why, when the caller's unpaid orders with this one would pass a cap. */
async function refuseOverCaps(
  db: DbOrTx,
  caller: OrderCaller,
  caps: OpenOrderCaps,
  newOrderFils: number,
): Promise<void> {
  const open = await openOrdersOfUser(db, caller.id)
  const problem = openOrderCapProblem(
    { openOrders: open.count, openValueFils: open.valueFils, newOrderFils },
    caps,
  )
  if (!problem) return
  throw conflict(problem.message, {
    code: problem.code,
    ...(problem.code === 'TOO_MANY_OPEN_ORDERS'
      ? { limit: problem.limit }
      : { limitAed: filsToAed(problem.limitFils) }),
  })
}

/** The delivery address: a saved one of the caller's, or the inline fields (checked by the schema). */
async function deliveryAddress(deps: OrderServiceDeps, caller: OrderCaller, body: CreateOrderBody) {
  if (body.addressId === undefined) {
    return {
      apartment: body.apartment ?? '',
      building: body.building ?? '',
      additionalAddress: body.additionalAddress ?? '',
      location: body.location ?? '',
      emirate: body.emirate ?? null,
      area: body.area ?? '',
      makani: body.makani ?? null,
      phone: body.phone ?? '',
      whatsapp: body.whatsapp ?? '',
    }
  }
  const saved = await findAddressOfUser(deps.db, caller.id, body.addressId)
  if (!saved) throw notFound(MESSAGES.addressNotFound, 'ADDRESS_NOT_FOUND')
  // An address from before the UAE rules is kept, but nothing ships to it until the buyer completes it.
  if (addressNeedsUpdate(saved))
    throw badRequest(MESSAGES.addressNeedsUpdate, undefined, 'ADDRESS_NEEDS_UPDATE')
  return {
    apartment: saved.apartmentNumber,
    building: saved.buildingNumber,
    additionalAddress: saved.additionalAddress,
    location: saved.location,
    emirate: saved.emirate,
    area: saved.area,
    makani: saved.makani,
    phone: saved.phoneNumber,
    whatsapp: saved.whatsappNumber,
  }
}

/**
 * create-order: the placement's checks and its one statement, apart from the reads and moves of a placed
 * order because it alone prices, holds for identity, caps and takes a payment address.
 */
export function createOrderPlacement(deps: OrderServiceDeps) {
  /**
   * docs/architecture.md#pricing–5 (decision 017): read and price the order from live data without any lock, refuse a total the
   * buyer did not see (409 with fresh figures) or a short stock (409 naming the products), lock the BTC rate
   * and take a fresh address, then place it with ONE statement that writes everything only if every stock
   * and price figure it relied on still holds. When a figure moved in between, nothing is written and the
   * buyer gets the same 409s from the live figures. An Idempotency-Key retry answers the order already made.
   */
  async function create(
    caller: OrderCaller,
    body: CreateOrderBody,
    idempotencyKey?: string,
  ): Promise<CreatedOrder> {
    // docs/architecture.md#accounts-and-access: the body's userId must be the caller's.
    if (body.userId !== caller.id) throw forbidden()
    // A spec client names the chosen options only by variationId: read them from it.
    body = { ...body, items: body.items.map((item) => ({ ...item, optionIds: chosenOptionIds(item) })) }
    const replay = async (): Promise<CreatedOrder | null> => {
      if (idempotencyKey === undefined) return null
      const existing = await findOrderByIdempotencyKey(deps.db, caller.id, idempotencyKey)
      return existing
        ? { order: existing, payment: await paymentOf(deps.db, existing), replayed: true }
        : null
    }
    const earlier = await replay()
    if (earlier) return earlier
    let fresh: CreatedOrder | null
    try {
      fresh = await placeFresh(deps, caller, body, idempotencyKey)
    } catch (error) {
      // The same key may have won in another request between our first look and a 409 from the stock or
      // price it moved (a double click on the last unit): the buyer's order exists, so answer it.
      if (error instanceof AppError && error.statusCode === 409) {
        const won = await replay()
        if (won) return won
      }
      throw error
    }
    if (fresh) return fresh
    const won = await replay()
    if (won) return won
    throw new Error('the Idempotency-Key was taken but its order is not found')
  }

  return { create }
}
