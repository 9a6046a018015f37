import {
  aedToFils,
  assertTransition,
  BTC_CONFIRMATIONS_DEFAULT,
  type CreateOrderBody,
  MESSAGES,
  type OrderQuote,
  type OrderQuotePayload,
  type OrderStatus,
  OrderStatusSchema,
  OrderTransitionError,
  paymentExpiresAt,
  PricingError,
  type PricingProduct,
  priceOrder,
  toOrderQuote,
  toOrderQuotePayload,
  transitionReleasesStock,
} from '@shop/contract'
import type { Db, Tx } from '../../db/client.js'
import { notifyPaymentActivity } from '../../db/notifications.js'
import type { Clock } from '../../lib/clock.js'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js'
import { type ChosenOption, lineDetails, type ProductAttribute } from './order-line-details.js'
import { newOrderUniqueId } from './order-unique-id.js'
import {
  countOrdersOfUser,
  findAddressOfUser,
  findOrderByIdempotencyKey,
  findOrderForAdmin,
  findOrderOfUser,
  insertOrder,
  insertOrderEvent,
  insertOrderItems,
  listAttributes,
  listFirstImages,
  listItemsOfOrders,
  listOrdersOfUser,
  listPaymentSummaries,
  listPaymentTransactionsOfOrder,
  listVariantOptions,
  lockProducts,
  type NewOrderItem,
  type OrderItemRow,
  type OrderRow,
  type PaymentSummary,
  type ProductRow,
  quantitiesOfOrder,
  releaseStock,
  reserveStock,
  updateOrder,
} from './orders.repo.js'

/** What the payments engine (issue 5) is told of a new order, inside the order's transaction. */
export interface PlacedOrder {
  id: number
  orderUniqueId: string
  userId: number
  totalFils: number
  createdAt: Date
  expiresAt: Date
}

/** The payment the payments engine made for an order: its address and the locked amount in satoshis. */
export interface PlacedOrderPayment {
  paymentAddress: string
  amountExpectedSats: bigint
}

/**
 * DESIGN §5: the payments engine plugs in here. `onOrderCreated` runs inside the order's transaction, after the
 * order, its lines and its event are written: it allocates the next address index, locks the BTC/AED rate and
 * writes order_payments. Throwing (e.g. 503 without a fresh rate) rolls the whole order back, stock included.
 */
export interface OrderPaymentsHook {
  onOrderCreated(tx: Tx, order: PlacedOrder): Promise<PlacedOrderPayment>
}

export interface OrderServiceDeps {
  db: Db
  clock: Clock
  /** Absent until the payments engine lands: orders are then stored Pending with their AED totals only. */
  payments?: OrderPaymentsHook | undefined
  /** BTC_CONFIRMATIONS (DESIGN §5), shown on the payment page. */
  confirmationsRequired?: number | undefined
  /** Told of each new order after it committed (not of idempotent replays): the order-placed mail. */
  onOrderPlaced?: ((orderId: number) => void) | undefined
  /** Told when an admin marked an order Shipped: the order-shipped mail. */
  onOrderShipped?: ((orderId: number, note: string | undefined) => void) | undefined
  /** Makes the public order id; injectable so tests can force a collision. */
  newOrderUniqueId?: () => string
}

/** The caller as the order rules need it. */
export interface OrderCaller {
  id: number
}

/** create-order's answer, before wire mapping. */
export interface CreatedOrder {
  order: OrderRow
  payment: PlacedOrderPayment | null
  /** True when an Idempotency-Key retry answered an order made earlier. */
  replayed: boolean
}

/** A listed order with its lines and payment (PRODUCT_SPEC §3 Order). */
export interface OrderView {
  order: OrderRow
  items: OrderItemRow[]
  payment: PaymentSummary | null
}

/** get-payment's answer, before wire mapping. */
export interface PaymentView {
  order: OrderRow
  payment: PaymentSummary | null
  expiresAt: Date | null
  serverTime: Date
  confirmationsRequired: number
  transactions: Awaited<ReturnType<typeof listPaymentTransactionsOfOrder>>
}

/**
 * 409 "prices moved" (DESIGN §4): the contract's `details` ({ code, quote }) plus the payload-shaped
 * figures, which the route sends as `data`.
 */
export class PriceChangedError extends AppError {
  constructor(
    readonly quote: OrderQuote,
    readonly payload: OrderQuotePayload,
  ) {
    super(409, MESSAGES.priceChanged, { code: 'PRICE_CHANGED', quote })
  }
}

/** Thrown inside the transaction when another request with the same Idempotency-Key made the order. */
class IdempotentReplay extends Error {}

const ORDER_CREATED_REASON = 'placed'

function pricingProductOf(
  product: {
    finalPriceFils: number | null
    basePriceFils: number | null
    vatPercent: number
    shippingCostFils: number
  },
  variants: PricingProduct['variants'],
): PricingProduct {
  return {
    finalPriceFils: product.finalPriceFils,
    basePriceFils: product.basePriceFils,
    vatPercent: product.vatPercent,
    shippingCostFils: product.shippingCostFils,
    variants,
  }
}

function statusOf(order: OrderRow): OrderStatus {
  return OrderStatusSchema.parse(order.status)
}

/** The client's AED figure in fils; a figure the money functions refuse can never match. */
function clientFils(aed: number | null | undefined): number | null {
  if (aed === null || aed === undefined) return null
  try {
    return aedToFils(aed)
  } catch {
    return Number.NaN
  }
}

export function createOrderService(deps: OrderServiceDeps) {
  const confirmationsRequired = deps.confirmationsRequired ?? BTC_CONFIRMATIONS_DEFAULT
  const makeUniqueId = deps.newOrderUniqueId ?? newOrderUniqueId

  async function paymentOf(order: OrderRow): Promise<PlacedOrderPayment | null> {
    const [summary] = await listPaymentSummaries(deps.db, [order.id])
    return summary
      ? { paymentAddress: summary.address, amountExpectedSats: summary.amountExpectedSats }
      : null
  }

  /**
   * DESIGN §4–5, in one transaction: lock the products, price every line from live data, refuse a total the
   * buyer did not see (409 with fresh figures), reserve stock with a conditional decrement (409 naming the
   * product), snapshot the address and lines, record the event, and let the payments engine attach its
   * payment. An Idempotency-Key retry answers the order already made.
   */
  async function create(
    caller: OrderCaller,
    body: CreateOrderBody,
    idempotencyKey?: string,
  ): Promise<CreatedOrder> {
    // DESIGN §6: the body's userId must be the caller's.
    if (body.userId !== caller.id) throw forbidden()
    if (idempotencyKey !== undefined) {
      const existing = await findOrderByIdempotencyKey(deps.db, caller.id, idempotencyKey)
      if (existing) return { order: existing, payment: await paymentOf(existing), replayed: true }
    }
    try {
      const created = await deps.db.transaction((tx) => placeOrder(tx, caller, body, idempotencyKey))
      if (!created.replayed) deps.onOrderPlaced?.(created.order.id)
      return created
    } catch (error) {
      if (!(error instanceof IdempotentReplay) || idempotencyKey === undefined) throw error
      // The same key won a moment ago in another request; its transaction has committed.
      const existing = await findOrderByIdempotencyKey(deps.db, caller.id, idempotencyKey)
      if (!existing) throw error
      return { order: existing, payment: await paymentOf(existing), replayed: true }
    }
  }

  async function placeOrder(
    tx: Tx,
    caller: OrderCaller,
    body: CreateOrderBody,
    idempotencyKey: string | undefined,
  ): Promise<CreatedOrder> {
    // ---- the delivery address: a saved one of the caller's, or the inline fields (checked by the schema)
    let address: {
      apartment: string
      building: string
      additionalAddress: string
      location: string
      phone: string
      whatsapp: string
    }
    if (body.addressId !== undefined) {
      const saved = await findAddressOfUser(tx, caller.id, body.addressId)
      if (!saved) throw notFound(MESSAGES.addressNotFound)
      address = {
        apartment: saved.apartmentNumber,
        building: saved.buildingNumber,
        additionalAddress: saved.additionalAddress,
        location: saved.location,
        phone: saved.phoneNumber,
        whatsapp: saved.whatsappNumber,
      }
    } else {
      address = {
        apartment: body.apartment ?? '',
        building: body.building ?? '',
        additionalAddress: body.additionalAddress ?? '',
        location: body.location ?? '',
        phone: body.phone ?? '',
        whatsapp: body.whatsapp ?? '',
      }
    }

    // ---- live products, locked in id order (DESIGN §5)
    const productIds = [...new Set(body.items.map((item) => item.productId))].sort((a, b) => a - b)
    // Options, attributes and images are read before the product rows are locked: every statement inside
    // the lock window makes concurrent buyers of the same product wait longer (bench:api showed it).
    const optionRows = await listVariantOptions(tx, productIds)
    const attributeRows = await listAttributes(tx, productIds)
    const imageRows = await listFirstImages(tx, productIds)
    const locked = await lockProducts(tx, productIds)
    const productById = new Map(locked.map((product) => [product.id, product]))
    body.items.forEach((item, index) => {
      const product = productById.get(item.productId)
      if (!product || (product.dynamicPricing && product.finalPriceFils === null)) {
        // PRODUCT_SPEC §5: a product gone from the catalog (or a metal product without a live price).
        throw badRequest(MESSAGES.productNoLongerAvailable, {
          body: [{ path: ['items', index, 'productId'], message: MESSAGES.productNoLongerAvailable }],
        })
      }
    })

    const variantsByProduct = new Map<
      number,
      { name: string; options: { id: number; priceAdjustmentFils: number }[] }[]
    >()
    const optionById = new Map<number, ChosenOption>()
    for (const row of optionRows) {
      const variants = variantsByProduct.get(row.productId) ?? []
      let variant = variants.find((candidate) => candidate.name === row.variantName)
      if (!variant) {
        variant = { name: row.variantName, options: [] }
        variants.push(variant)
        variantsByProduct.set(row.productId, variants)
      }
      variant.options.push({ id: row.optionId, priceAdjustmentFils: row.priceAdjustmentFils })
      optionById.set(row.optionId, {
        variantName: row.variantName,
        optionId: row.optionId,
        optionName: row.optionName,
        priceAdjustmentFils: row.priceAdjustmentFils,
      })
    }
    const attributesByProduct = new Map<number, ProductAttribute[]>()
    for (const row of attributeRows) {
      const list = attributesByProduct.get(row.productId) ?? []
      list.push({ attributeType: row.attributeType, value: row.value, unit: row.unit })
      attributesByProduct.set(row.productId, list)
    }
    const imageByProduct = new Map(imageRows.map((row) => [row.productId, row.url]))
    const productOf = (productId: number) => {
      const product = productById.get(productId)
      if (!product) throw new Error(`product ${productId} vanished while locked`)
      return product
    }

    // ---- DESIGN §4: price every line from live data, with the contract's one pricing function
    let price: ReturnType<typeof priceOrder>
    try {
      price = priceOrder(
        body.items.map((item) => ({
          product: pricingProductOf(productOf(item.productId), variantsByProduct.get(item.productId) ?? []),
          optionIds: item.optionIds,
          quantity: item.quantity,
        })),
      )
    } catch (error) {
      if (!(error instanceof PricingError)) throw error
      const index = error.lineIndex ?? 0
      const item = body.items[index]
      const name = item ? productOf(item.productId).name : ''
      const field = error.code === 'INVALID_QUANTITY' ? 'quantity' : 'optionIds'
      let reason = error.message
      if (error.code === 'UNKNOWN_OPTION' && item) {
        // A foreign option leaves one of this product's variants unchosen: name it, as for a missing one.
        const unchosen = (variantsByProduct.get(item.productId) ?? []).find(
          (variant) => !variant.options.some((option) => item.optionIds.includes(option.id)),
        )
        if (unchosen) reason = MESSAGES.selectVariant(unchosen.name)
      }
      const message = `${name}: ${reason}`
      throw badRequest(message, { body: [{ path: ['items', index, field], message }] })
    }

    // ---- write the order first: with an Idempotency-Key the unique constraint decides who made it
    const now = deps.clock.now()
    const expiresAt = paymentExpiresAt({
      status: 'Pending',
      createdAt: now,
      insufficientAt: null,
      failedAt: null,
    })
    if (!expiresAt) throw new Error('a Pending order has a payment window')
    const order = await insertOrder(tx, {
      orderUniqueId: makeUniqueId(),
      userId: caller.id,
      status: 'Pending',
      ...address,
      currency: 'AED',
      subtotalFils: price.subtotalFils,
      vatFils: price.vatFils,
      shippingFils: price.shippingFils,
      serviceChargeFils: price.serviceChargeFils,
      totalFils: price.totalFils,
      expiresAt,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    })
    if (!order) throw new IdempotentReplay()

    // ---- DESIGN §4: the buyer confirms any price they did not see (the total, or a line's unit price)
    const unitPriceMoved = body.items.some((item, index) => {
      const seen = clientFils(item.price)
      return seen !== null && seen !== price.lines[index]?.unitFils
    })
    if (clientFils(body.totalPrice) !== price.totalFils || unitPriceMoved) {
      const named = body.items.map((item) => ({
        productId: item.productId,
        productName: productOf(item.productId).name,
        optionIds: item.optionIds,
      }))
      throw new PriceChangedError(toOrderQuote(price, named), toOrderQuotePayload(price, named))
    }

    // ---- DESIGN §5: reserve stock; a product asked on several lines counts once with its summed quantity
    const wanted = new Map<number, number>()
    for (const item of body.items)
      wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)
    const outOfStock = (short: ProductRow[]) =>
      conflict(MESSAGES.outOfStockAtOrder(short.map((product) => product.name).join(', ')), {
        code: 'OUT_OF_STOCK',
        products: short.map((product) => ({
          productId: product.id,
          productName: product.name,
          available: product.stock,
        })),
      })
    // The locked rows already tell every short product (so the buyer learns of all of them at once) ...
    const short = [...wanted].filter(([productId, quantity]) => productOf(productId).stock < quantity)
    if (short.length > 0) throw outOfStock(short.map(([productId]) => productOf(productId)))
    // ... and the conditional decrement is the guarantee: 0 rows means short, and the throw rolls back all.
    for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
      if (!(await reserveStock(tx, productId, quantity, now))) throw outOfStock([productOf(productId)])
    }

    // ---- snapshot the lines (PRODUCT_SPEC §3 Order item): later catalog edits never rewrite history
    const items: NewOrderItem[] = body.items.map((item, index) => {
      const product = productOf(item.productId)
      const line = price.lines[index]
      if (!line) throw new Error('priced lines match the items')
      const options: ChosenOption[] = item.optionIds.flatMap((optionId) => {
        const option = optionById.get(optionId)
        return option ? [option] : []
      })
      return {
        orderId: order.id,
        productId: product.id,
        productName: product.name,
        productImage: imageByProduct.get(product.id) ?? null,
        sku: product.sku,
        options,
        ...lineDetails(options, attributesByProduct.get(product.id) ?? []),
        quantity: line.quantity,
        unitPriceFils: line.unitFils,
        vatPercent: product.vatPercent,
        vatFils: line.vatFils,
        shippingFils: line.shippingFils,
        totalFils: line.totalFils,
        createdAt: now,
        updatedAt: now,
      }
    })
    await insertOrderItems(tx, items)
    // DESIGN §3: the history starts with the buyer placing the order.
    await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: null,
      toStatus: 'Pending',
      actor: 'buyer',
      actorUserId: caller.id,
      reason: ORDER_CREATED_REASON,
      at: now,
      createdAt: now,
      updatedAt: now,
    })
    const payment = deps.payments
      ? await deps.payments.onOrderCreated(tx, {
          id: order.id,
          orderUniqueId: order.orderUniqueId,
          userId: caller.id,
          totalFils: order.totalFils,
          createdAt: now,
          expiresAt,
        })
      : null
    return { order, payment, replayed: false }
  }

  /** get-orders-by-user: the caller's orders, newest first, with lines and payment in three queries. */
  async function listForUser(
    caller: OrderCaller,
    userId: number,
    page: { page: number; limit: number },
  ): Promise<{ orders: OrderView[]; count: number }> {
    if (caller.id !== userId) throw forbidden()
    const [total, rows] = await Promise.all([
      countOrdersOfUser(deps.db, userId),
      listOrdersOfUser(deps.db, userId, { offset: (page.page - 1) * page.limit, limit: page.limit }),
    ])
    const ids = rows.map((row) => row.id)
    const [items, payments] = await Promise.all([
      listItemsOfOrders(deps.db, ids),
      listPaymentSummaries(deps.db, ids),
    ])
    const itemsByOrder = new Map<number, OrderItemRow[]>()
    for (const item of items) {
      const list = itemsByOrder.get(item.orderId) ?? []
      list.push(item)
      itemsByOrder.set(item.orderId, list)
    }
    const paymentByOrder = new Map(payments.map((payment) => [payment.orderId, payment]))
    return {
      count: total,
      orders: rows.map((order) => ({
        order,
        items: itemsByOrder.get(order.id) ?? [],
        payment: paymentByOrder.get(order.id) ?? null,
      })),
    }
  }

  /** get-payment: the caller's order's payment state; another user's order is 404 (ids cannot be probed). */
  async function paymentForUser(caller: OrderCaller, orderUniqueId: string): Promise<PaymentView> {
    const order = await findOrderOfUser(deps.db, caller.id, orderUniqueId)
    if (!order) throw notFound(MESSAGES.paymentDetailsUnavailable)
    const status = statusOf(order)
    const [[payment], transactions] = await Promise.all([
      listPaymentSummaries(deps.db, [order.id]),
      listPaymentTransactionsOfOrder(deps.db, order.id),
    ])
    // PRODUCT_SPEC §4: the window is computed by the server from the status and its anchor.
    let expiresAt: Date | null = null
    try {
      expiresAt = paymentExpiresAt({
        status,
        createdAt: order.createdAt,
        insufficientAt: order.insufficientAt,
        failedAt: order.failedAt,
      })
    } catch (error) {
      // A payable status without its anchor is a bug of whoever set the status; the page then shows no countdown.
      if (!(error instanceof RangeError)) throw error
    }
    return {
      order,
      payment: payment ?? null,
      expiresAt,
      serverTime: deps.clock.now(),
      confirmationsRequired,
      transactions,
    }
  }

  /**
   * cancel-order-by-user (DESIGN §5): the buyer may cancel Pending (stock released) and Processing (stock
   * released, refund due recorded); anything else is 409. The row lock makes a second cancel see Cancelled,
   * so stock comes back exactly once.
   */
  async function cancelForUser(caller: OrderCaller, orderUniqueId: string): Promise<OrderRow> {
    return deps.db.transaction(async (tx) => {
      const order = await findOrderOfUser(tx, caller.id, orderUniqueId, { forUpdate: true })
      if (!order) throw notFound()
      const from = statusOf(order)
      let transition
      try {
        transition = assertTransition(from, 'Cancelled', 'buyer')
      } catch (error) {
        if (error instanceof OrderTransitionError)
          throw conflict(MESSAGES.orderCannotBeCancelled, { status: from })
        throw error
      }
      const now = deps.clock.now()
      if (transitionReleasesStock(from, 'Cancelled')) {
        for (const line of await quantitiesOfOrder(tx, order.id)) {
          await releaseStock(tx, line.productId, line.quantity, now)
        }
      }
      let refundDueSats: bigint | null = null
      if (from === 'Processing') {
        // DESIGN §5: a paid order cancelled by the buyer owes them what they sent.
        const [payment] = await listPaymentSummaries(tx, [order.id])
        refundDueSats = payment?.amountReceivedSats ?? 0n
      }
      const updated = await updateOrder(tx, order.id, {
        status: 'Cancelled',
        cancelledAt: now,
        closedAt: now,
        updatedAt: now,
        ...(refundDueSats === null ? {} : { refundDueSats }),
      })
      await insertOrderEvent(tx, {
        orderId: order.id,
        fromStatus: from,
        toStatus: 'Cancelled',
        actor: 'buyer',
        actorUserId: caller.id,
        reason: transition.reason,
        at: now,
        createdAt: now,
        updatedAt: now,
      })
      // An open payment page shows the cancellation at once, on whichever instance serves it.
      await notifyPaymentActivity(tx, [order.orderUniqueId])
      return updated
    })
  }

  /**
   * DESIGN §5: an admin marks a Confirmed order Shipped and a Shipped one Delivered; anything else is 409.
   * The move is recorded with the admin's id; the buyer is mailed when it ships.
   */
  async function updateStatusAsAdmin(
    admin: OrderCaller,
    orderUniqueId: string,
    to: 'Shipped' | 'Delivered',
    note?: string,
  ): Promise<OrderRow> {
    const updated = await deps.db.transaction(async (tx) => {
      const order = await findOrderForAdmin(tx, orderUniqueId)
      if (!order) throw notFound()
      const from = statusOf(order)
      let transition
      try {
        transition = assertTransition(from, to, 'admin')
      } catch (error) {
        if (error instanceof OrderTransitionError) {
          throw conflict(`A ${from} order cannot be marked ${to}.`, { status: from })
        }
        throw error
      }
      const now = deps.clock.now()
      const row = await updateOrder(tx, order.id, { status: to, updatedAt: now })
      await insertOrderEvent(tx, {
        orderId: order.id,
        fromStatus: from,
        toStatus: to,
        actor: 'admin',
        actorUserId: admin.id,
        reason: note ? `${transition.reason}: ${note}` : transition.reason,
        at: now,
        createdAt: now,
        updatedAt: now,
      })
      await notifyPaymentActivity(tx, [order.orderUniqueId])
      return row
    })
    if (to === 'Shipped') deps.onOrderShipped?.(updated.id, note)
    return updated
  }

  return { create, listForUser, paymentForUser, cancelForUser, updateStatusAsAdmin }
}

export type OrderService = ReturnType<typeof createOrderService>
