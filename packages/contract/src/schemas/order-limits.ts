import { z } from 'zod'
import { AedSchema, IsoDateTimeSchema } from './common.js'
import { envelope } from './envelope.js'

// GET /order/get-order-limits (docs/architecture.md#identity-checks-for-large-orders): what create-order will
// apply to the caller's next order, read before checkout. Amounts in AED as everywhere on the wire; the
// contract's `orderLimitFit` tells what they mean for an order of a given total.

export const OrderLimitsSchema = z.object({
  /** The caller's orders holding stock without confirmed money, and the most one account may hold. */
  openOrders: z.number().int().nonnegative(),
  maxOpenOrders: z.number().int().positive(),
  /** Their total, and the most it may reach with the next order: the cap of this account now. */
  openValue: AedSchema,
  maxOpenValue: AedSchema,
  /** The cap once the owner has verified the account's identity (the same as maxOpenValue when verified). */
  verifiedMaxOpenValue: AedSchema,
  /** The owner's verification of the account's identity holds until this instant (null: none that holds). */
  verifiedUntil: IsoDateTimeSchema.nullable(),
  /** An order whose linked total reaches this waits for an identity check (unless verified). */
  identityThreshold: AedSchema,
  /** The account's orders of the last `linkDays` (KYC_LINK_DAYS) that add up with the next one for the threshold. */
  linkedTotal: AedSchema,
  linkDays: z.number().int().positive(),
  /** LARGE_ORDER_PAYMENT_WINDOW_MIN: the time to pay an order at or above the threshold. */
  largeOrderPaymentWindowMinutes: z.number().int().positive(),
})
export type OrderLimits = z.infer<typeof OrderLimitsSchema>
export const GetOrderLimitsResponseSchema = envelope(OrderLimitsSchema)
export type GetOrderLimitsResponse = z.infer<typeof GetOrderLimitsResponseSchema>
