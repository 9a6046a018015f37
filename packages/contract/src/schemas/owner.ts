import { z } from 'zod'
import { DEFAULT_FULFILMENT_FILTER, FULFILMENT_FILTERS, FULFILMENT_STATUSES } from '../fulfilment.js'
import {
  ORDER_STATUS_NOTE_MAX_CHARS,
  OWNER_LIST_PAGE_SIZE,
  SETTLEMENT_NOTE_MAX_CHARS,
  WALLET_GAP_LIMIT,
} from '../limits.js'
import { WALLET_GAP_ALERTS } from '../order-limits.js'
import { OrderStatusSchema } from './order-status.js'
import { OPEN_PAYMENT_ALERT_KINDS } from '../payment-rules.js'
import { SETTLEMENT_ACTIONS, SETTLEMENT_REASONS } from '../settlement.js'
import {
  AedSchema,
  BtcSchema,
  IdSchema,
  IsoDateTimeSchema,
  emptyAsAbsent,
  paginationQuery,
  requiredText,
} from './common.js'
import { envelope, listEnvelope } from './envelope.js'
import { OrderItemSchema, OrderSchema, OrderUniqueIdSchema } from './order.js'

// docs/architecture.md#orders-stock-and-payment, the owner's view (additions, Admin only): the money the shop must refund or honour, and the
// wallet's longest run of unused addresses (gap limit).

export const SettlementReasonSchema = z.enum(SETTLEMENT_REASONS)
export const SettlementActionSchema = z.enum(SETTLEMENT_ACTIONS)

/** One output paying the order's address, as the owner audits it. */
export const OwnerPaymentTxSchema = z.object({
  txid: z.string(),
  vout: z.number().int().nonnegative(),
  amount: BtcSchema,
  /** mempool (unconfirmed), confirmed (in a block) or dropped (replaced or double spent: not money). */
  state: z.enum(['mempool', 'confirmed', 'dropped']),
  /** Arrived after the order had timed out or been cancelled. */
  isLate: z.boolean(),
  seenAt: IsoDateTimeSchema,
})
export type OwnerPaymentTx = z.infer<typeof OwnerPaymentTxSchema>

/** What the owner recorded: refunded (note: the refund's txid) or honoured (kept and fulfilled). */
export const SettlementSchema = z.object({
  action: SettlementActionSchema,
  amount: BtcSchema,
  note: z.string(),
  settledAt: IsoDateTimeSchema,
  settledBy: z.string(),
})
export type Settlement = z.infer<typeof SettlementSchema>

export const PaymentToSettleSchema = z.object({
  orderId: OrderUniqueIdSchema,
  status: OrderStatusSchema,
  createdAt: IsoDateTimeSchema,
  buyer: z.object({ id: IdSchema, firstName: z.string(), lastName: z.string(), email: z.string() }),
  paymentAddress: z.string(),
  amountExpected: BtcSchema,
  /** In a block and never dropped. */
  amountConfirmed: BtcSchema,
  /** Still in the mempool: not owed until it confirms (it could still be replaced). */
  amountUnconfirmed: BtcSchema,
  /** Confirmed money owed back, by the rules of contract/settlement.ts. */
  amountOwed: BtcSchema,
  amountSettled: BtcSchema,
  /** Owed minus settled: what the owner still has to refund or honour. */
  amountOpen: BtcSchema,
  /** Why money is owed; null while it is only unconfirmed. */
  reason: SettlementReasonSchema.nullable(),
  payments: z.array(OwnerPaymentTxSchema),
  settlements: z.array(SettlementSchema),
})
export type PaymentToSettle = z.infer<typeof PaymentToSettleSchema>

/**
 * `state`: open (money owed and not yet settled, or late money still unconfirmed), settled, or all.
 */
export const PAYMENTS_TO_SETTLE_STATES = ['open', 'settled', 'all'] as const
export const PaymentsToSettleQuerySchema = paginationQuery(OWNER_LIST_PAGE_SIZE).extend({
  state: emptyAsAbsent(
    z.enum(PAYMENTS_TO_SETTLE_STATES, { error: 'State must be open, settled or all.' }).default('open'),
  ),
})
export type PaymentsToSettleQuery = z.infer<typeof PaymentsToSettleQuerySchema>
export const PaymentsToSettleResponseSchema = listEnvelope(PaymentToSettleSchema)
export type PaymentsToSettleResponse = z.infer<typeof PaymentsToSettleResponseSchema>

// ---- PUT /owner/settle-payment/:orderId ----
export const SettlePaymentParamsSchema = z.object({ orderId: OrderUniqueIdSchema })
export type SettlePaymentParams = z.infer<typeof SettlePaymentParamsSchema>
export const SettlePaymentBodySchema = z.object({
  action: SettlementActionSchema,
  /** Required: a refund's txid, or how the order was honoured (courier, tracking number). */
  note: requiredText(SETTLEMENT_NOTE_MAX_CHARS, 'Add a note: the refund transaction or how it was honoured.'),
})
export type SettlePaymentBody = z.infer<typeof SettlePaymentBodySchema>
export const SettlePaymentResponseSchema = envelope(PaymentToSettleSchema)
export type SettlePaymentResponse = z.infer<typeof SettlePaymentResponseSchema>

// ---- GET /owner/wallet-health ----
export const WalletHealthSchema = z.object({
  network: z.string(),
  /** Receive addresses handed out to orders (indexes 0 .. addressesIssued - 1). */
  addressesIssued: z.number().int().nonnegative(),
  /** Addresses that received money (dropped payments do not count). */
  addressesUsed: z.number().int().nonnegative(),
  /** The longest run of consecutive unused addresses anywhere (docs/architecture.md#orders-stock-and-payment: the owner's view shows it). */
  longestUnusedRun: z.number().int().nonnegative(),
  /** The longest run followed by a paid address: a wallet with a smaller gap limit misses that payment. */
  longestUnusedRunBeforePayment: z.number().int().nonnegative(),
  /** Unused addresses after the last paid one. */
  trailingUnusedRun: z.number().int().nonnegative(),
  /** What most wallets scan by default. */
  defaultGapLimit: z.literal(WALLET_GAP_LIMIT),
  /** The gap limit the owner's wallet needs to see every payment the shop has seen. */
  gapLimitNeeded: z.number().int().positive(),
  /** The gap limit the owner says their wallet scans (WALLET_GAP_LIMIT). */
  gapLimit: z.number().int().positive(),
  /** The longest unused run against `gapLimit`: ok, near (from 75 %) or over (order-limits.ts). */
  alert: z.enum(WALLET_GAP_ALERTS),
})
export type WalletHealth = z.infer<typeof WalletHealthSchema>
export const WalletHealthResponseSchema = envelope(WalletHealthSchema)
export type WalletHealthResponse = z.infer<typeof WalletHealthResponseSchema>

// ---- GET /owner/orders?status&page&limit (decision 032): paid orders to ship, shipped and delivered ----
export const FulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES)
export const FulfilmentFilterSchema = z.enum(FULFILMENT_FILTERS, {
  error: 'Status must be Confirmed, Shipped, Delivered, open or all.',
})

/** `status`: one of FULFILMENT_FILTERS, default Confirmed (the orders still to ship). */
export const OwnerOrdersQuerySchema = paginationQuery(OWNER_LIST_PAGE_SIZE).extend({
  status: emptyAsAbsent(FulfilmentFilterSchema.default(DEFAULT_FULFILMENT_FILTER)),
})
export type OwnerOrdersQuery = z.infer<typeof OwnerOrdersQuerySchema>

/** A line as it was bought (names and options are the order's own copy, not today's catalog). */
/** A line as the shopper's order shows it (OrderItemSchema), plus the SKU and every chosen option. */
export const OwnerOrderItemSchema = OrderItemSchema.omit({ productId: true, productImage: true }).extend({
  sku: z.string(),
  /**
   * Every chosen option, e.g. { name: 'Storage', value: '256 GB' }, with the Arabic names the line kept (null
   * where it kept none: the English reads in both languages).
   */
  options: z.array(
    z.object({
      name: z.string(),
      value: z.string(),
      nameAr: z.string().nullish(),
      valueAr: z.string().nullish(),
    }),
  ),
})
export type OwnerOrderItem = z.infer<typeof OwnerOrderItemSchema>

/** A paid order as the owner ships it: who, where to, what, and what it cost. */
export const OwnerOrderSchema = z.object({
  orderId: OrderUniqueIdSchema,
  status: FulfilmentStatusSchema,
  createdAt: IsoDateTimeSchema,
  /** When the order entered its current status. */
  statusChangedAt: IsoDateTimeSchema,
  buyer: z.object({ id: IdSchema, firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** The delivery address copied onto the order when it was placed. */
  shippingAddress: OrderSchema.pick({
    apartment: true,
    building: true,
    additionalAddress: true,
    location: true,
    emirate: true,
    area: true,
    makani: true,
    phone: true,
    whatsapp: true,
  }),
  items: z.array(OwnerOrderItemSchema),
  subtotal: AedSchema,
  // The buyer's order's figures, as the shopper's order list shows them.
  ...OrderSchema.pick({
    totalVat: true,
    shippingCharge: true,
    serviceCharge: true,
    totalPrice: true,
    currency: true,
  }).shape,
  amountExpected: BtcSchema,
  /** Confirmed money on the order's address. */
  amountPaid: BtcSchema,
  /** The note the owner gave when marking it Shipped (courier, tracking number); null before. */
  shippingNote: z.string().nullable(),
  /**
   * Addition (docs/reliability.md, decision 050): an open alert on a Shipped or Delivered order whose money a chain
   * reorganisation made unconfirmed or took away; absent when there is none.
   */
  paymentAlert: z.object({ kind: z.enum(OPEN_PAYMENT_ALERT_KINDS), at: IsoDateTimeSchema }).optional(),
})
export type OwnerOrder = z.infer<typeof OwnerOrderSchema>
export const OwnerOrdersResponseSchema = listEnvelope(OwnerOrderSchema)
export type OwnerOrdersResponse = z.infer<typeof OwnerOrdersResponseSchema>

/** The ship dialog's form: the tracking note the buyer is mailed; required there, unlike the API's note. */
export const ShipOrderFormSchema = z.object({
  note: requiredText(ORDER_STATUS_NOTE_MAX_CHARS, 'Add the courier and tracking number.'),
})
export type ShipOrderForm = z.infer<typeof ShipOrderFormSchema>
