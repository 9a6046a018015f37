import { z } from 'zod'
import { DAY_MS, REORG_MAX_BLOCKS, SECOND_MS } from '../limits.js'
import { BtcSchema, IsoDateTimeSchema } from './common.js'
import { envelope } from './envelope.js'
import { OrderUniqueIdSchema } from './order.js'
import { TxidSchema } from './payment.js'

// docs/architecture.md#orders-stock-and-payment: development-only calls under /api/v1/dev driving the simulated chain and clock; the API refuses
// them when NODE_ENV=production.

// ---- POST /dev/simulate-payment ----
/** Pays `amountBtc` to the order's address; `confirmations` blocks are mined on top (default 0: mempool). */
export const SimulatePaymentBodySchema = z.object({
  orderUniqueId: OrderUniqueIdSchema,
  amountBtc: BtcSchema.refine((value) => value > 0, { error: 'Must be above 0.' }),
  confirmations: z.number().int().min(0).max(1000).default(0),
})
export type SimulatePaymentBody = z.infer<typeof SimulatePaymentBodySchema>
export const SimulatePaymentDataSchema = z.object({ txid: z.string().regex(/^[0-9a-f]{64}$/) })
export type SimulatePaymentData = z.infer<typeof SimulatePaymentDataSchema>
export const SimulatePaymentResponseSchema = envelope(SimulatePaymentDataSchema)
export type SimulatePaymentResponse = z.infer<typeof SimulatePaymentResponseSchema>

// ---- POST /dev/mine ----
export const MineBodySchema = z.object({ blocks: z.number().int().min(1).max(1000).default(1) })
export type MineBody = z.infer<typeof MineBodySchema>
export const MineDataSchema = z.object({ height: z.number().int().nonnegative() })
export type MineData = z.infer<typeof MineDataSchema>
export const MineResponseSchema = envelope(MineDataSchema)
export type MineResponse = z.infer<typeof MineResponseSchema>

// ---- POST /dev/drop-transaction ----
/** Drops an unconfirmed transaction, as a replacement or double spend would (docs/architecture.md#orders-stock-and-payment). */
export const DropTransactionBodySchema = z.object({ txid: TxidSchema })
export type DropTransactionBody = z.infer<typeof DropTransactionBodySchema>
export const DropTransactionDataSchema = z.object({ txid: z.string().regex(/^[0-9a-f]{64}$/) })
export type DropTransactionData = z.infer<typeof DropTransactionDataSchema>
export const DropTransactionResponseSchema = envelope(DropTransactionDataSchema)
export type DropTransactionResponse = z.infer<typeof DropTransactionResponseSchema>

// ---- POST /dev/advance-clock ----
/** Moves the injected clock forward by `seconds` (at most 30 days), then runs the watcher's timers. */
export const AdvanceClockBodySchema = z.object({
  seconds: z
    .number()
    .int()
    .positive()
    .max((30 * DAY_MS) / SECOND_MS),
})
export type AdvanceClockBody = z.infer<typeof AdvanceClockBodySchema>
export const AdvanceClockDataSchema = z.object({ now: IsoDateTimeSchema })
export type AdvanceClockData = z.infer<typeof AdvanceClockDataSchema>
export const AdvanceClockResponseSchema = envelope(AdvanceClockDataSchema)
export type AdvanceClockResponse = z.infer<typeof AdvanceClockResponseSchema>

// ---- GET /dev/explorer/address/{address}: the simulated chain as a block explorer shows an address ----
export const ExplorerAddressParamsSchema = z.object({ address: z.string().min(1).max(100) })
export const ExplorerTransactionSchema = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  /** BTC paid to this address by the transaction. */
  amount: z.number().nonnegative(),
  confirmations: z.number().int().nonnegative(),
  blockHeight: z.number().int().positive().nullable(),
})
export const ExplorerAddressDataSchema = z.object({
  chain: z.literal('simulated'),
  address: z.string(),
  tipHeight: z.number().int().nonnegative(),
  /** BTC received by the address in every transaction still on the chain. */
  totalReceived: z.number().nonnegative(),
  transactions: z.array(ExplorerTransactionSchema),
})
export type ExplorerAddressData = z.infer<typeof ExplorerAddressDataSchema>
export const ExplorerAddressResponseSchema = envelope(ExplorerAddressDataSchema)

// ---- POST /dev/reorg ----
/**
 * A chain reorganisation on the simulated chain (docs/reliability.md): orphans the last `blocks` blocks, whose
 * transactions go back to the mempool, except `dropTxids`, which leave the chain. Mines nothing.
 */
export const ReorgBodySchema = z.object({
  blocks: z.number().int().min(1).max(REORG_MAX_BLOCKS),
  dropTxids: z.array(TxidSchema).max(100).default([]),
})
export type ReorgBody = z.infer<typeof ReorgBodySchema>
export const ReorgDataSchema = z.object({
  /** The tip after the reorganisation. */
  height: z.number().int().nonnegative(),
  returnedToMempool: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
  dropped: z.array(z.string().regex(/^[0-9a-f]{64}$/)),
})
export type ReorgData = z.infer<typeof ReorgDataSchema>
export const ReorgResponseSchema = envelope(ReorgDataSchema)
export type ReorgResponse = z.infer<typeof ReorgResponseSchema>

// ---- POST /dev/refund-sweep ----
/** One pass of the refunds sweep, as the shop runs it on its own every REFUND_SWEEP_MS. */
export const RefundSweepDataSchema = z.object({
  /** Refunds made by this pass (money owed that had none yet). */
  created: z.number().int().nonnegative(),
})
export type RefundSweepData = z.infer<typeof RefundSweepDataSchema>
export const RefundSweepResponseSchema = envelope(RefundSweepDataSchema)
export type RefundSweepResponse = z.infer<typeof RefundSweepResponseSchema>
