import { z } from 'zod'
import { OrderStatusSchema } from './order-status.js'
import { AedSchema, BtcSchema, IsoDateTimeSchema } from './common.js'
import { envelope } from './envelope.js'
import { CurrencySchema, OrderUniqueIdSchema } from './order.js'
import { OrderItemSchema } from './order.js'

/** A calendar day, 'YYYY-MM-DD'. */
const UaeDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

// docs/product.md Payment details, §4 payment page; docs/architecture.md#orders-stock-and-payment (countdown from the server's expiresAt,
// BIP21 URI, live status over server-sent events).

/** A transaction id: 64 lower-case hex characters. */
export const TxidSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { error: 'Invalid transaction id.' })

/**
 * How the watcher sees one payment (one output to the order's address): `unconfirmed` and `confirmed` are
 * counted in amountReceived; `dropped` (replaced or double spent before confirming) is not.
 */
export const PAYMENT_TX_STATUSES = ['unconfirmed', 'confirmed', 'dropped'] as const
export const PaymentTxStatusSchema = z.enum(PAYMENT_TX_STATUSES)
export type PaymentTxStatus = z.infer<typeof PaymentTxStatusSchema>

export const PaymentTxSchema = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vout: z.number().int().nonnegative(),
  amount: BtcSchema,
  confirmations: z.number().int().nonnegative(),
  status: PaymentTxStatusSchema,
  seenAt: IsoDateTimeSchema,
})
export type PaymentTx = z.infer<typeof PaymentTxSchema>

/**
 * GET /order/get-payment/:orderUniqueId data. The spec's fields (status, createdAt, insufficientAt,
 * amountExpected, outstandingAmount, paymentAddress; BTC amounts) plus additions:
 * - expiresAt: end of the current payment window (null when the status takes no payment); the page counts
 *   down to it rather than computing windows itself.
 * - serverTime: the server's clock when answering, so the page can correct its own clock's skew.
 * - paymentUri: BIP21 `bitcoin:ADDR?amount=DUE` for the amount still due (null when nothing is due).
 * - confirmationsRequired and payments[] (each with its confirmations) for the live status.
 */
export const PaymentDetailsSchema = z.object({
  orderUniqueId: OrderUniqueIdSchema,
  status: OrderStatusSchema,
  createdAt: IsoDateTimeSchema,
  insufficientAt: IsoDateTimeSchema.nullable(),
  expiresAt: IsoDateTimeSchema.nullable(),
  serverTime: IsoDateTimeSchema,
  amountExpected: BtcSchema,
  amountReceived: BtcSchema,
  outstandingAmount: BtcSchema,
  paymentAddress: z.string(),
  paymentUri: z.string().nullable(),
  totalPrice: AedSchema,
  currency: CurrencySchema,
  confirmationsRequired: z.number().int().positive(),
  /**
   * Addition: PAYMENT_TOLERANCE_PERCENT, the shortfall (in percent of the order) still counted as paid in full,
   * for exchanges that take their withdrawal fee from the amount sent. Absent from older servers.
   */
  paymentTolerancePercent: z.number().min(0).max(10).optional(),
  /** Addition: a Cancelled order its buyer cancelled (not its payment window). Absent from older servers. */
  cancelledByBuyer: z.boolean().optional(),
  /**
   * Addition: the owner's fee on the cancellation of a paid order, in percent: the price is binding once paid,
   * and the page says so before the buyer pays. Absent from older servers.
   */
  paidCancellationFeePercent: z.number().min(0).max(100).optional(),
  /**
   * Addition: for a Timeout or Cancelled order, when the payment watcher stops reading its address (MONITOR_DAYS
   * after the order closed): until then money sent to it is still seen and owed back or honoured. Null for any
   * other status; absent from older servers.
   */
  watchedUntil: IsoDateTimeSchema.nullable().optional(),
  /** Confirmations of the least-confirmed payment still counted (0 while any waits in the mempool or none came). */
  confirmations: z.number().int().nonnegative(),
  payments: z.array(PaymentTxSchema),
  /**
   * Addition (docs/reliability.md): true while the order is Processing again because a chain reorganisation took the
   * block holding its payment away (see reorganisedNotice). Absent from older servers: read as false.
   */
  reorganised: z.boolean().optional(),
  /**
   * Addition: the BTC/AED rate locked when the order was placed (AED for 1 BTC), when it was locked, and until
   * when it holds (the end of the current payment window; null once nothing more can be paid). Absent from
   * older servers.
   */
  rateAedPerBtc: AedSchema.optional(),
  rateLockedAt: IsoDateTimeSchema.optional(),
  rateLockedUntil: IsoDateTimeSchema.nullable().optional(),
  /**
   * Addition: once the payment is confirmed, the UAE days between which delivery is expected
   * (contract `expectedDeliveryWindow`); null before that or when the order closed unpaid.
   */
  deliveryWindow: z.object({ earliest: UaeDateSchema, latest: UaeDateSchema }).nullable().optional(),
  /** Addition: the order's figures in AED; subtotal + totalVat + shippingCharge + serviceCharge = totalPrice. */
  subtotal: AedSchema,
  totalVat: AedSchema,
  shippingCharge: AedSchema,
  serviceCharge: AedSchema,
  /** Addition: the service charge percent the order was priced with. */
  serviceChargePercent: z.number().nonnegative().optional(),
  /** Addition: the lines as sold, with their figures (the order list's OrderItem). */
  orderItems: z.array(OrderItemSchema),
})
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>

// ---- GET /order/get-payment/:orderUniqueId ----
export const OrderUniqueIdParamsSchema = z.object({ orderUniqueId: OrderUniqueIdSchema })
export type OrderUniqueIdParams = z.infer<typeof OrderUniqueIdParamsSchema>
export const GetPaymentParamsSchema = OrderUniqueIdParamsSchema
export type GetPaymentParams = OrderUniqueIdParams
export const GetPaymentResponseSchema = envelope(PaymentDetailsSchema)
export type GetPaymentResponse = z.infer<typeof GetPaymentResponseSchema>

// ---- GET /order/payment-events/:orderUniqueId (server-sent events, addition) ----
/**
 * The stream sends `event: payment` with `data:` the JSON of the fresh PaymentDetails, once on connect and
 * on every change of the order's payment or status; comment lines keep the connection alive.
 */
export const PAYMENT_EVENT_NAME = 'payment'
export const PaymentEventsParamsSchema = OrderUniqueIdParamsSchema
export type PaymentEventsParams = OrderUniqueIdParams
export const PaymentEventDataSchema = PaymentDetailsSchema
export type PaymentEventData = PaymentDetails
