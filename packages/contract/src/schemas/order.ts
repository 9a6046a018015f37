import { z } from 'zod'
import {
  MAX_QUANTITY_PER_LINE,
  MIN_QUANTITY_PER_LINE,
  ORDER_STATUS_NOTE_MAX_CHARS,
  ORDERS_DEFAULT_PAGE_SIZE,
} from '../limits.js'
import { EmirateSchema } from '../emirate-schema.js'
import { MESSAGES } from '../messages.js'
import { CURRENCY, filsToAed } from '../money.js'
import { OrderLineOptionSchema } from '../order-line-options.js'
import { OrderStatusSchema } from './order-status.js'
import { ShippingMethodSchema } from '../shop-settings.js'
import type { OrderPrice } from '../pricing.js'
import type { OrderFigures } from '../order-figures.js'
import type { PricedLine } from '../pricing.js'
import {
  AedSchema,
  BtcSchema,
  CoercedIdSchema,
  IdSchema,
  IsoDateTimeSchema,
  UserIdParamsSchema,
  paginationQuery,
} from './common.js'
import { ErrorEnvelopeSchema, envelope, listEnvelope } from './envelope.js'
import { ImageSchema } from './product.js'

// docs/product.md Order and order create payload, §7 /order/* calls; docs/architecture.md#pricing (server prices), §5.

/** The order's public unique id (Order.orderId = orderPayment.orderUniqueId), used in URLs. */
export const ORDER_UNIQUE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const OrderUniqueIdSchema = z
  .string({ error: MESSAGES.paymentDetailsUnavailable })
  .regex(ORDER_UNIQUE_ID_PATTERN, { error: MESSAGES.paymentDetailsUnavailable })

export const CurrencySchema = z.literal(CURRENCY)

/** BTC is the one working method; ETH and USDT are "coming soon" (docs/product.md). */
export const PAYMENT_METHODS = ['BTC'] as const
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS)
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>

// ---- Order as listed (docs/product.md) ----
/** All BTC amounts; `receiveAddress` is the same address as `paymentAddress` (kept for the spec's readers). */
export const OrderPaymentSchema = z.object({
  paymentAddress: z.string(),
  receiveAddress: z.string(),
  amountExpected: BtcSchema,
  amountReceived: BtcSchema,
  outstandingAmount: BtcSchema,
})
export type OrderPayment = z.infer<typeof OrderPaymentSchema>

/**
 * A line of a placed order, as snapshotted when the order was made. `totalPrice` is the line total
 * (subtotal + VAT + shipping, docs/architecture.md#pricing) in AED. `productId` is an addition (null once the product is gone).
 */
export const OrderItemSchema = z.object({
  id: IdSchema,
  productId: IdSchema.nullable(),
  /**
   * Addition: the option the line chose of each of its product's variants (what create-order's `optionIds`
   * took), so a closed order's lines can be put back in a cart as they were. Absent from older servers.
   */
  optionIds: z.array(IdSchema).optional(),
  productName: z.string(),
  /** Addition: the Arabic name the line kept when the order was placed; null when the catalog had none. */
  productNameAr: z.string().nullish(),
  productImage: ImageSchema.nullable(),
  weight: z.string().nullable(),
  unit: z.string().nullable(),
  color: z.string().nullable(),
  storage: z.string().nullable(),
  /**
   * Addition (docs/decisions/265): the options chosen, as bought, with the Arabic names the line kept
   * (`variantNameAr`, `optionNameAr`: absent or null means the English reads in both languages). An Arabic
   * reader's weight, storage and colour are these options' Arabic names. Absent from older answers.
   */
  options: z.array(OrderLineOptionSchema).optional(),
  quantity: z.number().int().positive(),
  totalPrice: AedSchema,
  /** Addition: the unit price the line was sold at (options included), AED. */
  unitPrice: AedSchema,
  /** Addition: unitPrice x quantity, the line total a screen shows; the lines' subtotals sum to the order's. */
  subtotal: AedSchema,
  /** Addition: the line's VAT (shown once, in the order's summary as totalVat). */
  vat: AedSchema,
  /** Addition: the line's shipping (shown once, in the order's summary as shippingCharge). */
  shipping: AedSchema,
})
export type OrderItem = z.infer<typeof OrderItemSchema>

/** docs/product.md Order; AED amounts with 2 decimals, `orderId` is the unique id string. */
export const OrderSchema = z.object({
  id: IdSchema,
  orderId: OrderUniqueIdSchema,
  createdAt: IsoDateTimeSchema,
  status: OrderStatusSchema,
  phone: z.string(),
  whatsapp: z.string(),
  serviceCharge: AedSchema,
  /** Addition: the service charge percent the order was priced with (the shop's settings then). */
  serviceChargePercent: z.number().nonnegative().optional(),
  /** Addition: how it ships (standard, or express where the owner offers it). */
  shippingMethod: ShippingMethodSchema.optional(),
  totalVat: AedSchema,
  shippingCharge: AedSchema,
  totalPrice: AedSchema,
  /** Addition: the sum of the lines' subtotals; subtotal + totalVat + shippingCharge + serviceCharge = totalPrice. */
  subtotal: AedSchema,
  currency: CurrencySchema,
  apartment: z.string(),
  building: z.string(),
  additionalAddress: z.string(),
  location: z.string(),
  /** Addition (docs/architecture.md#uae-addresses-and-phones): null/'' on orders placed before emirates were asked for. */
  emirate: EmirateSchema.nullable(),
  area: z.string(),
  makani: z.string().nullable(),
  orderPayment: OrderPaymentSchema,
  orderItems: z.array(OrderItemSchema),
  /** Addition (docs/reliability.md): as PaymentDetails.reorganised, for the order list. */
  reorganised: z.boolean().optional(),
})
export type Order = z.infer<typeof OrderSchema>

// ---- POST /order/create-order ----
const InfoText = (maxChars: number) => z.string().max(maxChars).nullish()
export const InfoNumber = z.number().nullish()

/**
 * A line of the spec's payload. Only productId, quantity and the addition `optionIds` (the chosen option of
 * every variant) are read; the rest is informational, accepted and ignored, since the server recomputes
 * every price from live data (docs/architecture.md#pricing).
 */
export const CreateOrderItemSchema = z.object({
  productId: CoercedIdSchema,
  optionIds: z.array(CoercedIdSchema).max(50).default([]),
  quantity: z
    .number({ error: MESSAGES.invalidQuantity })
    .int({ error: MESSAGES.invalidQuantity })
    .min(MIN_QUANTITY_PER_LINE, { error: MESSAGES.invalidQuantity })
    .max(MAX_QUANTITY_PER_LINE, { error: MESSAGES.invalidQuantity }),
  productName: InfoText(200),
  type: InfoText(50),
  variationId: z.union([z.string().max(200), z.number()]).nullish(),
  weight: z.union([z.string().max(50), z.number()]).nullish(),
  unit: InfoText(50),
  color: InfoText(100),
  storage: InfoText(100),
  price: InfoNumber,
  vat: InfoNumber,
  totalPrice: InfoNumber,
})
export type CreateOrderItem = z.infer<typeof CreateOrderItemSchema>

/**
 * The options a line chose: its `optionIds`, or else those named by the spec's `variationId`, which a spec
 * client sends as the cart's selectedVariantKey (docs/product.md: the chosen option ids, sorted, joined by
 * dashes; the storefront adds attribute parts as `a{id}`, which choose nothing) or as one option id.
 */
export function chosenOptionIds(item: Pick<CreateOrderItem, 'optionIds' | 'variationId'>): number[] {
  if (item.optionIds.length > 0 || item.variationId == null) return item.optionIds
  const parts = String(item.variationId).split('-')
  return parts.filter((part) => /^[1-9]\d{0,9}$/.test(part)).map(Number)
}

/** docs/product.md: data.orderPayment.orderUniqueId leads to /crypto-payment?order=...; the rest is added. */
export const CreateOrderDataSchema = z.object({
  id: IdSchema,
  orderId: OrderUniqueIdSchema,
  status: OrderStatusSchema,
  createdAt: IsoDateTimeSchema,
  totalPrice: AedSchema,
  currency: CurrencySchema,
  orderPayment: z.object({
    orderUniqueId: OrderUniqueIdSchema,
    paymentAddress: z.string(),
    amountExpected: BtcSchema,
    expiresAt: IsoDateTimeSchema,
  }),
})
export type CreateOrderData = z.infer<typeof CreateOrderDataSchema>
export const CreateOrderResponseSchema = envelope(CreateOrderDataSchema)
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>

// ---- 409 answers of create-order ----
/** One priced line of a quote, AED. */
export const OrderQuoteLineSchema = z.object({
  productId: IdSchema,
  productName: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: AedSchema,
  subtotal: AedSchema,
  vat: AedSchema,
  shippingCharge: AedSchema,
  totalPrice: AedSchema,
})
export type OrderQuoteLine = z.infer<typeof OrderQuoteLineSchema>

/** The server's fresh totals (docs/architecture.md#pricing), in the order's own field names; `totalPrice` is what is charged. */
export const OrderQuoteSchema = z.object({
  lines: z.array(OrderQuoteLineSchema),
  subtotal: AedSchema,
  totalVat: AedSchema,
  shippingCharge: AedSchema,
  serviceCharge: AedSchema,
  /** Addition: the service charge percent of the shop's settings the quote was priced with. */
  serviceChargePercent: z.number().nonnegative().optional(),
  totalPrice: AedSchema,
  currency: CurrencySchema,
})
export type OrderQuote = z.infer<typeof OrderQuoteSchema>

/**
 * Turns `priceOrder`'s result into the wire quote. `products[i]` names line i.
 * @throws RangeError when `products` does not have one entry per priced line.
 */
export function toOrderQuote(
  price: OrderPrice,
  products: readonly { readonly productId: number; readonly productName: string }[],
): OrderQuote {
  if (products.length !== price.lines.length) throw new RangeError('toOrderQuote: one product per line')
  return {
    lines: price.lines.map((line, index) => {
      const product = products[index] as { productId: number; productName: string }
      return {
        productId: product.productId,
        productName: product.productName,
        quantity: line.quantity,
        unitPrice: filsToAed(line.unitFils),
        subtotal: filsToAed(line.subtotalFils),
        vat: filsToAed(line.vatFils),
        shippingCharge: filsToAed(line.shippingFils),
        totalPrice: filsToAed(line.totalFils),
      }
    }),
    subtotal: filsToAed(price.subtotalFils),
    totalVat: filsToAed(price.vatFils),
    shippingCharge: filsToAed(price.shippingFils),
    serviceCharge: filsToAed(price.serviceChargeFils),
    serviceChargePercent: price.serviceChargePercent,
    totalPrice: filsToAed(price.totalFils),
    currency: CURRENCY,
  }
}

/** One line of the fresh figures in the create payload's own item shape (AED; `price` is the unit price). */
export const OrderQuotePayloadItemSchema = z.object({
  productId: IdSchema,
  productName: z.string(),
  optionIds: z.array(IdSchema),
  quantity: z.number().int().positive(),
  price: AedSchema,
  vat: AedSchema,
  shippingCost: AedSchema,
  totalPrice: AedSchema,
})
export type OrderQuotePayloadItem = z.infer<typeof OrderQuotePayloadItemSchema>

/**
 * the 409 "price moved" answer of create-order also carries, in `data`, the fresh figures in the
 * payload's own field names (totalPrice, totalVat, serviceCharge, shippingCost, items with price, vat and
 * totalPrice), so a checkout can copy them into its payload and resubmit. `details.quote` holds the same
 * figures as an OrderQuote.
 */
export const OrderQuotePayloadSchema = z.object({
  subtotal: AedSchema,
  totalVat: AedSchema,
  serviceCharge: AedSchema,
  shippingCost: AedSchema,
  totalPrice: AedSchema,
  currency: CurrencySchema,
  items: z.array(OrderQuotePayloadItemSchema),
})
export type OrderQuotePayload = z.infer<typeof OrderQuotePayloadSchema>

/**
 * Turns `priceOrder`'s result into the payload-shaped quote. `products[i]` names line i and its options.
 * @throws RangeError when `products` does not have one entry per priced line.
 */
export function toOrderQuotePayload(
  price: OrderPrice,
  products: readonly {
    readonly productId: number
    readonly productName: string
    readonly optionIds: readonly number[]
  }[],
): OrderQuotePayload {
  if (products.length !== price.lines.length)
    throw new RangeError('toOrderQuotePayload: one product per line')
  return {
    subtotal: filsToAed(price.subtotalFils),
    totalVat: filsToAed(price.vatFils),
    serviceCharge: filsToAed(price.serviceChargeFils),
    shippingCost: filsToAed(price.shippingFils),
    totalPrice: filsToAed(price.totalFils),
    currency: CURRENCY,
    items: price.lines.map((line, index) => {
      const product = products[index] as (typeof products)[number]
      return {
        productId: product.productId,
        productName: product.productName,
        optionIds: [...product.optionIds],
        quantity: line.quantity,
        price: filsToAed(line.unitFils),
        vat: filsToAed(line.vatFils),
        shippingCost: filsToAed(line.shippingFils),
        totalPrice: filsToAed(line.totalFils),
      }
    }),
  }
}

/** `details.code` of create-order's 409 answers, so the storefront tells them apart. */
export const ORDER_CONFLICT_CODES = ['PRICE_CHANGED', 'OUT_OF_STOCK'] as const
export type OrderConflictCode = (typeof ORDER_CONFLICT_CODES)[number]

/** 409 "price moved": the buyer confirms `quote.totalPrice` and sends it again as totalPrice. */
export const PriceChangedDetailsSchema = z.object({
  code: z.literal('PRICE_CHANGED'),
  quote: OrderQuoteSchema,
})
export type PriceChangedDetails = z.infer<typeof PriceChangedDetailsSchema>

/** 409 "not enough stock": what each short product has left. */
export const OutOfStockDetailsSchema = z.object({
  code: z.literal('OUT_OF_STOCK'),
  products: z.array(
    z.object({ productId: IdSchema, productName: z.string(), available: z.number().int().nonnegative() }),
  ),
})
export type OutOfStockDetails = z.infer<typeof OutOfStockDetailsSchema>

export const OrderConflictDetailsSchema = z.discriminatedUnion('code', [
  PriceChangedDetailsSchema,
  OutOfStockDetailsSchema,
])
export type OrderConflictDetails = z.infer<typeof OrderConflictDetailsSchema>

/** The whole 409 body of create-order. */
export const CreateOrderConflictSchema = ErrorEnvelopeSchema.extend({ details: OrderConflictDetailsSchema })
export type CreateOrderConflict = z.infer<typeof CreateOrderConflictSchema>

/** The whole 409 "price moved" body: the contract's `details` plus the payload-shaped `data`. */
export const CreateOrderPriceChangedSchema = ErrorEnvelopeSchema.extend({
  details: PriceChangedDetailsSchema,
  data: OrderQuotePayloadSchema,
})
export type CreateOrderPriceChanged = z.infer<typeof CreateOrderPriceChangedSchema>

// ---- GET /order/get-orders-by-user/:userId?page&limit ----
export const GetOrdersByUserParamsSchema = UserIdParamsSchema
export type GetOrdersByUserParams = z.infer<typeof GetOrdersByUserParamsSchema>
/** Default 10 a page (the profile asks 5), at most 100. */
export const GetOrdersByUserQuerySchema = paginationQuery(ORDERS_DEFAULT_PAGE_SIZE)
export type GetOrdersByUserQuery = z.infer<typeof GetOrdersByUserQuerySchema>
export const GetOrdersByUserResponseSchema = listEnvelope(OrderSchema)
export type GetOrdersByUserResponse = z.infer<typeof GetOrdersByUserResponseSchema>

// ---- PUT /order/cancel-order-by-user/:orderId ----
/** `orderId` is Order.orderId (the unique id string), as the path's name says. */
export const CancelOrderParamsSchema = z.object({ orderId: OrderUniqueIdSchema })
export type CancelOrderParams = z.infer<typeof CancelOrderParamsSchema>
export const CancelOrderDataSchema = z.object({ orderId: OrderUniqueIdSchema, status: OrderStatusSchema })
export type CancelOrderData = z.infer<typeof CancelOrderDataSchema>
export const CancelOrderResponseSchema = envelope(CancelOrderDataSchema)
export type CancelOrderResponse = z.infer<typeof CancelOrderResponseSchema>

// ---- PUT /order/update-order-status/:orderId (admin; addition): docs/architecture.md#orders-stock-and-payment's Confirmed -> Shipped -> Delivered ----
export const UpdateOrderStatusParamsSchema = CancelOrderParamsSchema
export type UpdateOrderStatusParams = CancelOrderParams
export const UpdateOrderStatusBodySchema = z.object({
  status: z.enum(['Shipped', 'Delivered'], { error: 'Status must be Shipped or Delivered.' }),
  /** Shown to the buyer in the shipped mail, e.g. the courier and tracking number. */
  note: z
    .string()
    .trim()
    .max(ORDER_STATUS_NOTE_MAX_CHARS, { error: MESSAGES.tooLong(ORDER_STATUS_NOTE_MAX_CHARS) })
    .optional(),
})
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBodySchema>
export const UpdateOrderStatusResponseSchema = CancelOrderResponseSchema
export type UpdateOrderStatusResponse = CancelOrderResponse

// ---- The figures of a placed order on the wire (AED), the one mapping for every order answer ----
/** A placed line's figures: `subtotal` = unitPrice x quantity; `totalPrice` = subtotal + vat + shipping. */
export function toOrderLineFigures(
  line: PricedLine,
): Pick<OrderItem, 'unitPrice' | 'quantity' | 'subtotal' | 'vat' | 'shipping' | 'totalPrice'> {
  return {
    unitPrice: filsToAed(line.unitFils),
    quantity: line.quantity,
    subtotal: filsToAed(line.subtotalFils),
    vat: filsToAed(line.vatFils),
    shipping: filsToAed(line.shippingFils),
    totalPrice: filsToAed(line.totalFils),
  }
}

/** An order's summary on the wire: subtotal + totalVat + shippingCharge + serviceCharge = totalPrice. */
export const OrderFiguresSchema = z.object({
  subtotal: AedSchema,
  totalVat: AedSchema,
  shippingCharge: AedSchema,
  serviceCharge: AedSchema,
  /** Addition: the service charge percent the order was priced with. */
  serviceChargePercent: z.number().nonnegative().optional(),
  totalPrice: AedSchema,
})
export type OrderFiguresWire = z.infer<typeof OrderFiguresSchema>

export function toOrderFigures(order: OrderFigures): OrderFiguresWire {
  return {
    subtotal: filsToAed(order.subtotalFils),
    totalVat: filsToAed(order.vatFils),
    shippingCharge: filsToAed(order.shippingFils),
    serviceCharge: filsToAed(order.serviceChargeFils),
    ...(order.serviceChargePercent === undefined ? {} : { serviceChargePercent: order.serviceChargePercent }),
    totalPrice: filsToAed(order.totalFils),
  }
}

// ---- GET /order/get-order/:orderUniqueId (addition): the buyer's order page ----
/** One step of an order's status timeline, as the buyer sees it (no staff names, no internal reasons). */
export const BuyerOrderEventSchema = z.object({
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema,
  /** Who moved it: the buyer, the shop (admin) or the system (payments, windows). */
  actor: z.enum(['system', 'buyer', 'admin']),
  at: IsoDateTimeSchema,
})
export type BuyerOrderEvent = z.infer<typeof BuyerOrderEventSchema>

/** One of the caller's orders as the order list shows it, plus its status timeline and tracking note. */
export const BuyerOrderDetailSchema = OrderSchema.extend({
  /** Oldest first. */
  events: z.array(BuyerOrderEventSchema),
  /** The courier and tracking number the shop gave when shipping; null before. */
  shippingNote: z.string().nullable(),
})
export type BuyerOrderDetail = z.infer<typeof BuyerOrderDetailSchema>
export const GetOrderParamsSchema = z.object({ orderUniqueId: OrderUniqueIdSchema })
export type GetOrderParams = z.infer<typeof GetOrderParamsSchema>
export const GetOrderResponseSchema = envelope(BuyerOrderDetailSchema)
export type GetOrderResponse = z.infer<typeof GetOrderResponseSchema>
