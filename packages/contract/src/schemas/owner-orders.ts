import { z } from 'zod'
import { EmirateSchema } from '../emirate-schema.js'
import { OWNER_ORDER_ACTIONS, PAYMENT_STATES } from '../owner-orders.js'
import { OWNER_LIST_PAGE_SIZE, SEARCH_MAX_CHARS, ORDER_STATUS_NOTE_MAX_CHARS } from '../limits.js'
import { ORDER_STATUSES } from '../order-status.js'
import { OrderActorSchema, OrderStatusSchema } from './order-status.js'
import {
  AedSchema,
  BtcSchema,
  CoercedIdSchema,
  IdSchema,
  IsoDateTimeSchema,
  emptyAsAbsent,
  paginationQuery,
  requiredText,
} from './common.js'
import { envelope, listEnvelope } from './envelope.js'
import { OrderUniqueIdSchema } from './order.js'
import { OwnerOrderItemSchema, OwnerPaymentTxSchema, SettlementSchema } from './owner.js'
import { UserRoleSchema } from './user.js'

// docs/product.md#for-the-owner, the owner's back office (Admin only): every order, customers, the dashboard and the audit log.

/** A UAE calendar day in a query: `YYYY-MM-DD` (contract/back-office.ts turns it into instants). */
export const UaeDaySchema = z.iso.date({ error: 'Use a date as YYYY-MM-DD.' })

/** A search text of a query: trimmed, empty is absent. */
const SearchSchema = emptyAsAbsent(
  z
    .string()
    .trim()
    .max(SEARCH_MAX_CHARS, { error: `Search at most ${SEARCH_MAX_CHARS} characters.` })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
)

/** `status=Pending,Confirmed` or `status=Pending&status=Confirmed`: one or several statuses. */
const StatusesQuerySchema = z.preprocess(
  (value) => {
    const parts = (Array.isArray(value) ? value : [value])
      .filter((part): part is string => typeof part === 'string')
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '')
    return parts.length === 0 ? undefined : parts
  },
  z
    .array(z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}.` }))
    .optional(),
)

/** The filters shared by the order list and its CSV export. */
export const OwnerOrderFiltersSchema = z.object({
  status: StatusesQuerySchema,
  /** First UAE day included. */
  from: emptyAsAbsent(UaeDaySchema.optional()),
  /** Last UAE day included. */
  to: emptyAsAbsent(UaeDaySchema.optional()),
  payment: emptyAsAbsent(
    z.enum(PAYMENT_STATES, { error: 'Payment must be unpaid, part, paid or overpaid.' }).optional(),
  ),
  /** Order id, buyer email, address text or a payment's txid. */
  search: SearchSchema,
})
export type OwnerOrderFilters = z.infer<typeof OwnerOrderFiltersSchema>

// ---- GET /owner/all-orders ----
export const OwnerAllOrdersQuerySchema = paginationQuery(OWNER_LIST_PAGE_SIZE).extend(
  OwnerOrderFiltersSchema.shape,
)
export type OwnerAllOrdersQuery = z.infer<typeof OwnerAllOrdersQuerySchema>

const BuyerSchema = z.object({ id: IdSchema, firstName: z.string(), lastName: z.string(), email: z.string() })

export const PaymentStateSchema = z.enum(PAYMENT_STATES)

/** One order of the owner's list. */
export const OwnerOrderSummarySchema = z.object({
  orderId: OrderUniqueIdSchema,
  status: OrderStatusSchema,
  createdAt: IsoDateTimeSchema,
  buyer: BuyerSchema,
  location: z.string(),
  itemCount: z.number().int().nonnegative(),
  totalPrice: AedSchema,
  amountExpected: BtcSchema,
  /** Every output not dropped (mempool or confirmed). */
  amountReceived: BtcSchema,
  paymentState: PaymentStateSchema,
})
export type OwnerOrderSummary = z.infer<typeof OwnerOrderSummarySchema>
export const OwnerAllOrdersResponseSchema = listEnvelope(OwnerOrderSummarySchema)
export type OwnerAllOrdersResponse = z.infer<typeof OwnerAllOrdersResponseSchema>

// ---- GET /owner/order/:orderUniqueId ----
export const OwnerOrderParamsSchema = z.object({ orderUniqueId: OrderUniqueIdSchema })
export type OwnerOrderParams = z.infer<typeof OwnerOrderParamsSchema>

export const OwnerOrderEventSchema = z.object({
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema,
  actor: OrderActorSchema,
  /** The person behind a buyer's or admin's move; null for the system. */
  actorName: z.string().nullable(),
  reason: z.string(),
  at: IsoDateTimeSchema,
})
export type OwnerOrderEvent = z.infer<typeof OwnerOrderEventSchema>

export const OwnerOrderPaymentSchema = OwnerPaymentTxSchema.extend({
  /** Blocks on top of the payment's, by the watcher's last chain tip; null while unconfirmed or unknown. */
  confirmations: z.number().int().nonnegative().nullable(),
  explorerUrl: z.string(),
})
export type OwnerOrderPayment = z.infer<typeof OwnerOrderPaymentSchema>

export const OwnerOrderActionSchema = z.enum(OWNER_ORDER_ACTIONS)

export const OwnerOrderDetailSchema = OwnerOrderSummarySchema.extend({
  shippingAddress: z.object({
    apartment: z.string(),
    building: z.string(),
    additionalAddress: z.string(),
    location: z.string(),
    emirate: EmirateSchema.nullable(),
    area: z.string(),
    makani: z.string().nullable(),
    phone: z.string(),
    whatsapp: z.string(),
  }),
  /** OpenStreetMap's search for the address's location text. */
  mapUrl: z.string(),
  items: z.array(OwnerOrderItemSchema),
  subtotal: AedSchema,
  totalVat: AedSchema,
  shippingCharge: AedSchema,
  serviceCharge: AedSchema,
  paymentAddress: z.string().nullable(),
  /** Confirmed money. */
  amountPaid: BtcSchema,
  /** Confirmed money owed to the buyer and not yet settled (contract/settlement.ts). */
  amountOpen: BtcSchema,
  events: z.array(OwnerOrderEventSchema),
  payments: z.array(OwnerOrderPaymentSchema),
  settlements: z.array(SettlementSchema),
  actions: z.array(OwnerOrderActionSchema),
})
export type OwnerOrderDetail = z.infer<typeof OwnerOrderDetailSchema>
export const OwnerOrderResponseSchema = envelope(OwnerOrderDetailSchema)
export type OwnerOrderResponse = z.infer<typeof OwnerOrderResponseSchema>

// ---- PUT /owner/cancel-order/:orderUniqueId ----
export const OwnerCancelOrderBodySchema = z.object({
  reason: requiredText(ORDER_STATUS_NOTE_MAX_CHARS, 'Say why the order is cancelled.'),
})
export type OwnerCancelOrderBody = z.infer<typeof OwnerCancelOrderBodySchema>

// ---- GET /owner/customers ----
export const OwnerCustomersQuerySchema = paginationQuery(OWNER_LIST_PAGE_SIZE).extend({
  /** Name or email. */
  search: SearchSchema,
})
export type OwnerCustomersQuery = z.infer<typeof OwnerCustomersQuerySchema>

export const CustomerSummarySchema = BuyerSchema.extend({
  role: UserRoleSchema,
  isVerified: z.boolean(),
  disabledAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  orderCount: z.number().int().nonnegative(),
  /** The AED of their sold orders (contract/back-office.ts SOLD_ORDER_STATUSES). */
  totalPaid: AedSchema,
  lastOrderAt: IsoDateTimeSchema.nullable(),
})
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>
export const OwnerCustomersResponseSchema = listEnvelope(CustomerSummarySchema)
export type OwnerCustomersResponse = z.infer<typeof OwnerCustomersResponseSchema>

// ---- GET /owner/customer/:id, PUT /owner/disable-customer/:id, PUT /owner/enable-customer/:id ----
export const OwnerCustomerParamsSchema = z.object({ id: CoercedIdSchema })
export type OwnerCustomerParams = z.infer<typeof OwnerCustomerParamsSchema>

export const CustomerDetailSchema = CustomerSummarySchema.extend({
  addresses: z.array(
    z.object({
      id: IdSchema,
      apartment: z.string(),
      building: z.string(),
      additionalAddress: z.string(),
      location: z.string(),
      phone: z.string(),
      whatsapp: z.string(),
    }),
  ),
  /** Their orders, newest first (at most the newest 100). */
  orders: z.array(OwnerOrderSummarySchema),
})
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>
export const OwnerCustomerResponseSchema = envelope(CustomerDetailSchema)
export type OwnerCustomerResponse = z.infer<typeof OwnerCustomerResponseSchema>

// ---- GET /owner/dashboard ----
const SalesSchema = z.object({ orders: z.number().int().nonnegative(), aed: AedSchema, btc: BtcSchema })
export type Sales = z.infer<typeof SalesSchema>

export const DashboardSchema = z.object({
  /** The UAE day the figures were made on. */
  today: UaeDaySchema,
  sales: z.object({ today: SalesSchema, days7: SalesSchema, days30: SalesSchema }),
  /** 30 UAE days, oldest first, ending today; days without sales are 0. */
  daily: z.array(SalesSchema.extend({ day: UaeDaySchema })),
  ordersByStatus: z.array(z.object({ status: OrderStatusSchema, count: z.number().int().nonnegative() })),
  /** Over the last 30 days' sold orders; 0 without any. */
  averageOrderValue: AedSchema,
  topProducts: z.array(
    z.object({
      productId: IdSchema,
      name: z.string(),
      quantity: z.number().int().nonnegative(),
      revenue: AedSchema,
    }),
  ),
  lowStock: z.array(
    z.object({
      productId: IdSchema,
      name: z.string(),
      sku: z.string(),
      stock: z.number().int(),
      lowStockThreshold: z.number().int(),
    }),
  ),
  toSettle: z.object({ orders: z.number().int().nonnegative(), btc: BtcSchema }),
  watcher: z.object({
    lastPollAt: IsoDateTimeSchema.nullable(),
    chainTip: z.number().int().nonnegative().nullable(),
    /** When the BTC/AED rate in use was taken; null when none is known (or it is pinned by configuration). */
    rateAt: IsoDateTimeSchema.nullable(),
    /**
     * Orders the watcher set aside because their writes failed (their money is recorded; their status waits),
     * oldest first, with the error and the next retry.
     */
    setAside: z.array(
      z.object({
        orderUniqueId: z.string(),
        status: OrderStatusSchema,
        error: z.string(),
        attempts: z.number().int().positive(),
        since: IsoDateTimeSchema,
        retryAt: IsoDateTimeSchema,
      }),
    ),
  }),
  metalFeed: z.array(
    z.object({
      metal: z.string(),
      source: z.string(),
      updatedAt: IsoDateTimeSchema,
      pricePerGram: AedSchema,
    }),
  ),
})
export type Dashboard = z.infer<typeof DashboardSchema>
export const DashboardResponseSchema = envelope(DashboardSchema)
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>

// ---- GET /owner/audit ----
export const AUDIT_ENTITY_TYPES = [
  'product',
  'category',
  'metal_price',
  'order',
  'user',
  'stock',
  'identity_document',
  'settings',
  'staff',
  'refund',
  'page',
  'return',
  'sell_back',
] as const
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]
export const OwnerAuditQuerySchema = paginationQuery(OWNER_LIST_PAGE_SIZE).extend({
  /** e.g. order.ship; a prefix ending in '.' (order.) matches every action of that kind. */
  action: SearchSchema,
  entity_type: emptyAsAbsent(
    z
      .enum(AUDIT_ENTITY_TYPES, { error: `Entity type must be one of ${AUDIT_ENTITY_TYPES.join(', ')}.` })
      .optional(),
  ),
  entity_id: SearchSchema,
  /** The actor's id or part of their email. */
  actor: SearchSchema,
  from: emptyAsAbsent(UaeDaySchema.optional()),
  to: emptyAsAbsent(UaeDaySchema.optional()),
})
export type OwnerAuditQuery = z.infer<typeof OwnerAuditQuerySchema>

export const AuditEntrySchema = z.object({
  id: IdSchema,
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  actor: z.object({ id: IdSchema, name: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: IsoDateTimeSchema,
})
export type AuditEntryWire = z.infer<typeof AuditEntrySchema>
export const OwnerAuditResponseSchema = listEnvelope(AuditEntrySchema)
export type OwnerAuditResponse = z.infer<typeof OwnerAuditResponseSchema>

/** disable/enable-customer's answer: the account as the list shows it. */
export const OwnerCustomerStateResponseSchema = envelope(CustomerSummarySchema)
export type OwnerCustomerStateResponse = z.infer<typeof OwnerCustomerStateResponseSchema>

/** orders-export.csv's body: text/csv, a header line then one line per order (contract/back-office.ts csvLine). */
export const OrdersCsvSchema = z.string()
