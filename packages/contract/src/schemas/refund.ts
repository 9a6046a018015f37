import { z } from 'zod'
import {
  PAYOUT_FEE_RATE_MAX,
  PAYOUT_FEE_RATE_MIN,
  PAYOUT_STATUSES,
  REFUND_KINDS,
  REFUND_VALUATIONS,
  REFUND_STATUSES,
} from '../refund-rules.js'
import { MESSAGES } from '../messages.js'
import {
  AedSchema,
  BtcSchema,
  CoercedIdSchema,
  IdSchema,
  IsoDateTimeSchema,
  emptyAsAbsent,
  safeString,
} from './common.js'
import { envelope } from './envelope.js'
import { OrderUniqueIdSchema } from './order.js'
import { UaeDaySchema } from './owner-orders.js'

// docs/architecture.md#refunds-and-payouts: the buyer's claim of a refund and the owner's payouts.

export const RefundKindSchema = z.enum(REFUND_KINDS)
/** How a refund was valued: the owner's rule of its kind, or the binding price of a paid order cancelled. */
export const RefundRuleSchema = z.enum(REFUND_VALUATIONS)
export const RefundStatusSchema = z.enum(REFUND_STATUSES)
export const PayoutStatusSchema = z.enum(PAYOUT_STATUSES)

/** The longest address a claim accepts: a P2WSH/P2TR bech32 address is 62 characters, regtest's 64. */
export const REFUND_ADDRESS_MAX_CHARS = 90

/**
 * The shape of a Bitcoin address (bech32 or base58) before the API checks its checksum and network: the form
 * refuses a typo early, the API refuses the rest.
 */
export const RefundAddressSchema = safeString(MESSAGES.refundAddressInvalid)
  .trim()
  .min(1, { error: MESSAGES.refundAddressInvalid, abort: true })
  .max(REFUND_ADDRESS_MAX_CHARS, { error: MESSAGES.refundAddressInvalid, abort: true })
  .regex(
    /^(?:(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/,
    {
      error: MESSAGES.refundAddressInvalid,
    },
  )

/** A refund as its buyer sees it. */
export const BuyerRefundSchema = z.object({
  refundId: IdSchema,
  /** The order the money came with; null for a sell-back payout, which belongs to no order. */
  orderId: OrderUniqueIdSchema.nullable(),
  kind: RefundKindSchema,
  status: RefundStatusSchema,
  /** The amount owed by the shop's rule, before the network fee. */
  amount: BtcSchema,
  /** This refund's share of the payout's network fee; null until a payout is prepared. */
  feeShare: BtcSchema.nullable(),
  /** What the buyer's address receives; null until a payout is prepared. */
  amountToPay: BtcSchema.nullable(),
  /** The buyer's address; null until claimed, then locked. */
  address: z.string().nullable(),
  claimedAt: IsoDateTimeSchema.nullable(),
  /** The payout transaction, once it is on the chain. */
  txid: z.string().nullable(),
  paidAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
})
export type BuyerRefund = z.infer<typeof BuyerRefundSchema>

// ---- GET /user/refunds?orderId ----
export const BuyerRefundsQuerySchema = z.object({ orderId: emptyAsAbsent(OrderUniqueIdSchema.optional()) })
export type BuyerRefundsQuery = z.infer<typeof BuyerRefundsQuerySchema>
export const BuyerRefundsResponseSchema = envelope(z.array(BuyerRefundSchema))
export type BuyerRefundsResponse = z.infer<typeof BuyerRefundsResponseSchema>

// ---- GET /user/refunds/:refundId, POST /user/refunds/:refundId/claim ----
export const RefundParamsSchema = z.object({ refundId: CoercedIdSchema })
export type RefundParams = z.infer<typeof RefundParamsSchema>
export const BuyerRefundResponseSchema = envelope(BuyerRefundSchema)
export type BuyerRefundResponse = z.infer<typeof BuyerRefundResponseSchema>
export const ClaimRefundBodySchema = z.object({ address: RefundAddressSchema })
export type ClaimRefundBody = z.infer<typeof ClaimRefundBodySchema>

/** A refund as the owner reviews it: the buyer's view plus how it was valued and who approved it. */
export const OwnerRefundSchema = BuyerRefundSchema.extend({
  buyer: z.object({ id: IdSchema, firstName: z.string(), lastName: z.string(), email: z.string() }),
  rule: RefundRuleSchema,
  /** The confirmed money the refund stands for. */
  received: BtcSchema,
  /** AED per BTC locked by the order and of the day the refund was valued; null when unknown. */
  lockedRate: AedSchema.nullable(),
  dayRate: AedSchema.nullable(),
  approvedAt: IsoDateTimeSchema.nullable(),
  approvedBy: z.string().nullable(),
  payoutId: IdSchema.nullable(),
})
export type OwnerRefund = z.infer<typeof OwnerRefundSchema>

/** `status`: one status, `open` (not yet paid) or `all`. */
export const OWNER_REFUND_FILTERS = ['open', 'all', ...REFUND_STATUSES] as const
export const OwnerRefundsQuerySchema = z.object({
  status: emptyAsAbsent(z.enum(OWNER_REFUND_FILTERS).default('open')),
})
export type OwnerRefundsQuery = z.infer<typeof OwnerRefundsQuerySchema>
export const OwnerRefundsResponseSchema = envelope(z.array(OwnerRefundSchema))
export type OwnerRefundsResponse = z.infer<typeof OwnerRefundsResponseSchema>
export const OwnerRefundResponseSchema = envelope(OwnerRefundSchema)
export type OwnerRefundResponse = z.infer<typeof OwnerRefundResponseSchema>

// ---- GET /owner/refunds/fee-estimates ----
export const FeeEstimateSchema = z.object({
  /** Blocks within which a transaction at this rate is expected to confirm. */
  targetBlocks: z.number().int().positive(),
  satPerVb: z.number().positive(),
})
export type FeeEstimate = z.infer<typeof FeeEstimateSchema>
export const FeeEstimatesResponseSchema = envelope(z.array(FeeEstimateSchema))
export type FeeEstimatesResponse = z.infer<typeof FeeEstimatesResponseSchema>

/** A payout: one transaction paying approved claims, prepared as a PSBT for the owner's wallet. */
export const PayoutSchema = z.object({
  payoutId: IdSchema,
  status: PayoutStatusSchema,
  /** The transaction's id: known before signing, since every input is segwit. */
  txid: z.string(),
  feeRate: z.number().positive(),
  fee: BtcSchema,
  /** Change back to a fresh address of the shop's wallet; 0 when there is none. */
  change: BtcSchema,
  changeAddress: z.string().nullable(),
  /** The unsigned PSBT (BIP174, base64) to sign in the owner's wallet. */
  psbt: z.string(),
  refundIds: z.array(IdSchema),
  total: BtcSchema,
  createdAt: IsoDateTimeSchema,
  broadcastAt: IsoDateTimeSchema.nullable(),
  confirmedAt: IsoDateTimeSchema.nullable(),
  /** Why the shop set it aside: replaced, never seen, abandoned by the owner. */
  note: z.string().nullable(),
})
export type Payout = z.infer<typeof PayoutSchema>
export const PayoutResponseSchema = envelope(PayoutSchema)
export type PayoutResponse = z.infer<typeof PayoutResponseSchema>
export const PayoutsResponseSchema = envelope(z.array(PayoutSchema))
export type PayoutsResponse = z.infer<typeof PayoutsResponseSchema>

// ---- POST /owner/refunds/payouts ----
export const CreatePayoutBodySchema = z.object({
  feeRate: z
    .number({ error: `Pick a fee rate from ${PAYOUT_FEE_RATE_MIN} to ${PAYOUT_FEE_RATE_MAX} sat/vB.` })
    .min(PAYOUT_FEE_RATE_MIN, {
      error: `Pick a fee rate from ${PAYOUT_FEE_RATE_MIN} to ${PAYOUT_FEE_RATE_MAX} sat/vB.`,
    })
    .max(PAYOUT_FEE_RATE_MAX, {
      error: `Pick a fee rate from ${PAYOUT_FEE_RATE_MIN} to ${PAYOUT_FEE_RATE_MAX} sat/vB.`,
    }),
})
export type CreatePayoutBody = z.infer<typeof CreatePayoutBodySchema>

// ---- POST /owner/refunds/payouts/:payoutId/broadcast, /abandon ----
export const PayoutParamsSchema = z.object({ payoutId: CoercedIdSchema })
export type PayoutParams = z.infer<typeof PayoutParamsSchema>
/** The PSBT as the owner's wallet signed it (base64 or hex), to finalise and broadcast. */
export const BroadcastPayoutBodySchema = z.object({
  psbt: z.string().trim().min(1, { error: 'Paste or upload the signed PSBT.' }).max(400_000),
})
export type BroadcastPayoutBody = z.infer<typeof BroadcastPayoutBodySchema>

// ---- GET /owner/refunds-export.csv?from&to ----
export const RefundsExportQuerySchema = z
  .object({ from: UaeDaySchema, to: UaeDaySchema })
  .refine((query) => query.from <= query.to, {
    error: 'The end date is before the start date.',
    path: ['to'],
  })
export type RefundsExportQuery = z.infer<typeof RefundsExportQuerySchema>
/** text/csv: one row per refund created in the period. */
export const RefundsCsvSchema = z.string()
