import {
  API_ENDPOINTS,
  bip21Uri,
  type BuyerOrderDetail,
  BuyerOrderEventSchema,
  noteOfEventReason,
  type CreateOrderData,
  CURRENCY,
  ErrorEnvelopeSchema,
  filsToAed,
  type Order,
  type OrderItem,
  type OrderPayment,
  OrderQuotePayloadSchema,
  OrderStatusSchema,
  ShippingMethodSchema,
  type PaymentDetails,
  placedLineFigures,
  toOrderFigures,
  toOrderLineFigures,
  PAYMENT_EVENT_NAME,
  type PaymentTxStatus,
  satsToBtc,
  type OrderStatus,
  orderConfirmations,
  outputConfirmations,
  dueSatsOf,
  rateLockedUntil,
  receiptDeliveryWindow,
  showsPaymentUri,
  showsReorganised,
  storedLineOptions,
  isEmirate,
  UNFULFILLED_STATUSES,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { z } from 'zod'
import { unauthorized } from '../../lib/errors.js'
import { toWireImage } from '../../lib/wire-image.js'
import { clientKeyOf } from '../../plugins/rate-limit.js'
import type { PaymentStreams } from './payment-streams.js'
import type { OrderItemView, PaymentSummary } from './orders.repo.js'
import {
  type CreatedOrder,
  type OrderService,
  type OrderPageView,
  type OrderView,
  type PaymentView,
} from './orders.service.js'

/** an optional Idempotency-Key makes a retried create-order answer the order it already made. */
export const IDEMPOTENCY_KEY_MAX_CHARS = 100
const CreateOrderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: 'Idempotency-Key must not be empty.' })
    .max(IDEMPOTENCY_KEY_MAX_CHARS, {
      error: `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_CHARS} characters.`,
    })
    .optional(),
})

/** A 409 of create-order: the contract's details, and for a price change the payload-shaped figures in `data`. */
const CreateOrderConflictResponseSchema = ErrorEnvelopeSchema.extend({
  data: OrderQuotePayloadSchema.optional(),
})

function callerOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized()
  return request.user
}

function outstandingSatsOf(status: OrderStatus, payment: PaymentSummary | null): bigint {
  return payment ? dueSatsOf(status, payment.amountExpectedSats, payment.amountReceivedSats) : 0n
}

/** docs/product.md orderPayment, in BTC; '' and 0 until the payments engine gives the order one. */
function orderPaymentOf(status: OrderStatus, payment: PaymentSummary | null): OrderPayment {
  return {
    paymentAddress: payment?.address ?? '',
    receiveAddress: payment?.address ?? '',
    amountExpected: satsToBtc(payment?.amountExpectedSats ?? 0n),
    amountReceived: satsToBtc(payment?.amountReceivedSats ?? 0n),
    outstandingAmount: satsToBtc(outstandingSatsOf(status, payment)),
  }
}

function createdToWire({ order, payment }: CreatedOrder): CreateOrderData {
  return {
    id: order.id,
    orderId: order.orderUniqueId,
    status: OrderStatusSchema.parse(order.status),
    createdAt: order.createdAt.toISOString(),
    totalPrice: filsToAed(order.totalFils),
    currency: CURRENCY,
    orderPayment: {
      orderUniqueId: order.orderUniqueId,
      paymentAddress: payment?.paymentAddress ?? '',
      amountExpected: satsToBtc(payment?.amountExpectedSats ?? 0n),
      expiresAt: (order.expiresAt ?? order.createdAt).toISOString(),
    },
  }
}

/** order_items.options as create-order copies them (ChosenOption): only the option ids are read here. */
const StoredOptionIdsSchema = z.array(z.object({ optionId: z.number().int().positive() }))

/** A line as sold: unit price x quantity as its subtotal, its VAT and shipping apart (contract pricing). */
function orderItemToWire(item: OrderItemView): OrderItem {
  const options = StoredOptionIdsSchema.safeParse(item.options)
  return {
    id: item.id,
    productId: item.productId,
    // A line whose stored options cannot be read says nothing rather than something wrong.
    ...(options.success && { optionIds: options.data.map((option) => option.optionId) }),
    productName: item.productName,
    productNameAr: item.productNameAr,
    productImage: item.productImageRow
      ? toWireImage(item.productImageRow)
      : item.productImage
        ? { url: item.productImage }
        : null,
    weight: item.weight,
    unit: item.unit,
    color: item.color,
    storage: item.storage,
    // With the Arabic names the line kept, for an Arabic reader (docs/decisions/265).
    options: storedLineOptions(item.options),
    ...toOrderLineFigures(placedLineFigures(item)),
  }
}

function orderToWire({ order, items, payment, reorganised }: OrderView): Order {
  return {
    id: order.id,
    orderId: order.orderUniqueId,
    createdAt: order.createdAt.toISOString(),
    status: OrderStatusSchema.parse(order.status),
    phone: order.phone,
    whatsapp: order.whatsapp,
    serviceCharge: filsToAed(order.serviceChargeFils),
    serviceChargePercent: order.serviceChargeBasisPoints / 100,
    shippingMethod: ShippingMethodSchema.parse(order.shippingMethod),
    totalVat: filsToAed(order.vatFils),
    shippingCharge: filsToAed(order.shippingFils),
    totalPrice: filsToAed(order.totalFils),
    subtotal: filsToAed(order.subtotalFils),
    currency: CURRENCY,
    apartment: order.apartment,
    building: order.building,
    additionalAddress: order.additionalAddress,
    location: order.location,
    emirate: isEmirate(order.emirate) ? order.emirate : null,
    area: order.area,
    makani: order.makani,
    orderPayment: orderPaymentOf(OrderStatusSchema.parse(order.status), payment),
    orderItems: items.map(orderItemToWire),
    reorganised: showsReorganised(OrderStatusSchema.parse(order.status), reorganised),
  }
}

/** The buyer's order page: the listed order, its timeline (no internal reasons) and the tracking note. */
function orderPageToWire(view: OrderPageView): BuyerOrderDetail {
  const shipped = view.events.findLast((event) => event.toStatus === 'Shipped')
  return {
    ...orderToWire(view),
    events: view.events.map((event) => ({
      fromStatus: event.fromStatus === null ? null : OrderStatusSchema.parse(event.fromStatus),
      toStatus: OrderStatusSchema.parse(event.toStatus),
      actor: BuyerOrderEventSchema.shape.actor.parse(event.actor),
      at: event.at.toISOString(),
    })),
    shippingNote: shipped ? noteOfEventReason(shipped.reason, 'shipped') : null,
  }
}

const TX_STATUS: Record<string, PaymentTxStatus> = {
  mempool: 'unconfirmed',
  confirmed: 'confirmed',
  dropped: 'dropped',
}

function paymentToWire(view: PaymentView, tipHeight: number | null): PaymentDetails {
  const { order, payment } = view
  const status = OrderStatusSchema.parse(order.status)
  const due = outstandingSatsOf(status, payment)
  return {
    orderUniqueId: order.orderUniqueId,
    status,
    createdAt: order.createdAt.toISOString(),
    insufficientAt: order.insufficientAt?.toISOString() ?? null,
    expiresAt: view.expiresAt?.toISOString() ?? null,
    serverTime: view.serverTime.toISOString(),
    amountExpected: satsToBtc(payment?.amountExpectedSats ?? 0n),
    amountReceived: satsToBtc(payment?.amountReceivedSats ?? 0n),
    outstandingAmount: satsToBtc(due),
    paymentAddress: payment?.address ?? '',
    paymentUri: payment && showsPaymentUri(status, due) ? bip21Uri(payment.address, due) : null,
    // A closed order's address is still read until then (docs/architecture.md#orders-stock-and-payment):
    // the page tells the buyer how long money sent late is still seen.
    watchedUntil:
      payment && UNFULFILLED_STATUSES.includes(status) ? payment.monitorUntil.toISOString() : null,
    currency: CURRENCY,
    ...toOrderFigures({ ...order, serviceChargePercent: order.serviceChargeBasisPoints / 100 }),
    orderItems: view.items.map(orderItemToWire),
    confirmationsRequired: view.confirmationsRequired,
    paymentTolerancePercent: view.paymentTolerancePercent,
    cancelledByBuyer: view.cancelledByBuyer,
    paidCancellationFeePercent: view.paidCancellationFeePercent,
    reorganised: showsReorganised(status, view.reorganised),
    confirmations: orderConfirmations(
      view.transactions.map((tx) => ({ state: tx.state, confirmations: outputConfirmations(tx, tipHeight) })),
    ),
    payments: view.transactions.map((tx) => ({
      txid: tx.txid,
      vout: tx.vout,
      amount: satsToBtc(tx.amountSats),
      confirmations: outputConfirmations(tx, tipHeight),
      status: TX_STATUS[tx.state] ?? 'unconfirmed',
      seenAt: tx.firstSeenAt.toISOString(),
    })),
    ...receiptPartsToWire(view, status),
  }
}

/** get-payment's additions for the buyer's receipt: locked rate, the lines, the delivery window (contract payment-rules). */
function receiptPartsToWire(view: PaymentView, status: OrderStatus) {
  const { lockedRate, confirmedAt } = view
  return {
    ...(lockedRate && {
      rateAedPerBtc: filsToAed(Number(lockedRate.rateFilsPerBtc)),
      rateLockedAt: lockedRate.rateAt.toISOString(),
      rateLockedUntil: rateLockedUntil(status, view.expiresAt)?.toISOString() ?? null,
    }),
    deliveryWindow: receiptDeliveryWindow(status, confirmedAt, view.deliveryEstimate),
  }
}

// Proxies close idle connections; a comment line every 15 s keeps the stream open.
const SSE_HEARTBEAT_MS = 15_000

// The streams of one order get the same read (payment-streams.ts): it is serialised once for all of them.
const frames = new WeakMap<PaymentDetails, string>()
function frameOf(data: PaymentDetails): string {
  let frame = frames.get(data)
  if (frame === undefined) {
    frame = `event: ${PAYMENT_EVENT_NAME}\ndata: ${JSON.stringify(data)}\n\n`
    frames.set(data, frame)
  }
  return frame
}

export const orderRoutes =
  (deps: {
    orders: OrderService
    /** Admission and one read per order per change for the payment-events streams (payment-streams.ts). */
    paymentStreams: PaymentStreams
    /** The chain height the payment watcher last saw, for confirmation counts (null before its first read). */
    chainTipHeight?: () => number | null
    /** Ends a payment-events stream when its session is signed out (session-streams.ts). */
    sessionStreams?: { track(sessionId: string, close: () => void): () => void }
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { orders, paymentStreams } = deps
    const tip = () => deps.chainTipHeight?.() ?? null

    endpointRoute(app, API_ENDPOINTS.paymentEvents, {
      docs: {
        tags: ['Orders'],
        summary: `Server-sent events: an \`${PAYMENT_EVENT_NAME}\` event with the payment details now and at every change`,
        description:
          'At most SSE_STREAMS_PER_SESSION streams per session and SSE_STREAMS_PER_IP per client address on ' +
          'an instance; past them 429 RATE_LIMITED with retryAfterSeconds (docs/decisions/170).',
      },
      handler: async (request, reply) => {
        const caller = callerOf(request)
        const { orderUniqueId } = request.params
        // Counted before any database work, so a flood of opens is refused for the price of a map lookup.
        const release = paymentStreams.admit(caller.sessionId, clientKeyOf(request.ip))
        const read = async () => paymentToWire(await orders.paymentForUser(caller, orderUniqueId), tip())
        let first: PaymentDetails
        try {
          // Ownership first (404 for another user's order), before the stream opens.
          first = await read()
        } catch (error) {
          release()
          throw error
        }
        reply.hijack()
        const raw = reply.raw
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          // One buyer's payment: nothing on the way may keep it (plugins/private-answers.ts).
          'cache-control': 'private, no-store, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        })
        const send = (data: PaymentDetails): void => {
          raw.write(frameOf(data))
        }
        send(first)
        // Every stream of this user's order shares one read per change (docs/decisions/170).
        const leave = paymentStreams.join(`${caller.id}:${orderUniqueId}`, orderUniqueId, read, send)
        const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), SSE_HEARTBEAT_MS)
        heartbeat.unref()
        let untrack = () => {}
        const stop = () => {
          clearInterval(heartbeat)
          leave()
          release()
          untrack()
        }
        // A signed-out session (logout, password change or reset, a disabled account) stops hearing at once.
        untrack =
          deps.sessionStreams?.track(caller.sessionId, () => {
            stop()
            raw.end()
          }) ?? untrack
        request.raw.on('close', stop)
      },
    })

    endpointRoute(app, API_ENDPOINTS.createOrder, {
      preHandler: app.rateLimits.createOrder,
      headers: CreateOrderHeadersSchema,
      errorResponses: { 409: CreateOrderConflictResponseSchema },
      docs: {
        tags: ['Orders'],
        summary: 'Place an order: prices recomputed from live data, stock reserved, Idempotency-Key honoured',
        description:
          'Limits (docs/decisions/048): 409 TOO_MANY_OPEN_ORDERS or OPEN_ORDER_VALUE_OVER_CAP past the ' +
          "account's unpaid-order caps, 400 QUANTITY_OVER_CAP past a product's max_per_order, 429 with " +
          'retryAfterSeconds past 10 orders per account or 30 per IP in 10 minutes. A refused order takes no ' +
          'payment address.',
      },
      // A PriceChangedError (409) goes to the error handler, which adds its fresh figures as `data`.
      handler: async (request, reply) => {
        const created = await orders.create(
          callerOf(request),
          request.body,
          request.headers['idempotency-key'],
        )
        if (created.replayed) void reply.header('idempotent-replayed', 'true')
        return reply.code(201).send({ success: true, data: createdToWire(created) })
      },
    })

    endpointRoute(app, API_ENDPOINTS.getOrdersByUser, {
      docs: {
        tags: ['Orders'],
        summary: "The caller's orders, newest first, with lines and payment (403 for another user's id)",
      },
      handler: async (request) => {
        const result = await orders.listForUser(callerOf(request), request.params.userId, request.query)
        return { success: true as const, data: result.orders.map(orderToWire), meta: { count: result.count } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.getPayment, {
      docs: {
        tags: ['Orders'],
        summary: "Payment state of one of the caller's orders, with the window's end computed by the server",
      },
      handler: async (request) => {
        const view = await orders.paymentForUser(callerOf(request), request.params.orderUniqueId)
        return { success: true as const, data: paymentToWire(view, tip()) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.getOrderLimits, {
      docs: {
        tags: ['Orders'],
        summary:
          "The caller's caps on unpaid orders and the identity threshold, as create-order would apply them to the next order",
      },
      handler: async (request) => {
        const limits = await orders.limitsForUser(callerOf(request))
        return {
          success: true as const,
          data: {
            openOrders: limits.openOrders,
            maxOpenOrders: limits.maxOpenOrders,
            openValue: filsToAed(limits.openValueFils),
            maxOpenValue: filsToAed(limits.maxOpenValueFils),
            verifiedMaxOpenValue: filsToAed(limits.verifiedMaxOpenValueFils),
            verifiedUntil: limits.verifiedUntil?.toISOString() ?? null,
            identityThreshold: filsToAed(limits.identityThresholdFils),
            linkedTotal: filsToAed(limits.linkedTotalFils),
            linkDays: limits.linkDays,
            largeOrderPaymentWindowMinutes: limits.largeOrderPaymentWindowMinutes,
          },
        }
      },
    })

    endpointRoute(app, API_ENDPOINTS.getOrder, {
      docs: {
        tags: ['Orders'],
        summary:
          "One of the caller's orders with its lines, figures, payment, status timeline and tracking note (404 for another user's)",
      },
      handler: async (request) => {
        const view = await orders.orderForUser(callerOf(request), request.params.orderUniqueId)
        return { success: true as const, data: orderPageToWire(view) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.cancelOrderByUser, {
      docs: {
        tags: ['Orders'],
        summary: "Cancel one of the caller's Pending or Processing orders (stock released; 409 otherwise)",
      },
      handler: async (request) => {
        const order = await orders.cancelForUser(callerOf(request), request.params.orderId)
        return {
          success: true as const,
          data: { orderId: order.orderUniqueId, status: OrderStatusSchema.parse(order.status) },
        }
      },
    })
  }
