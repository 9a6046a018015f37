import { z } from 'zod'
import {
  LOW_STOCK_PAGE_SIZE,
  STOCK_ADJUST_MAX_DELTA,
  STOCK_ADJUST_REASONS,
  STOCK_LEDGER_PAGE_SIZE,
  STOCK_LEDGER_REASONS,
  STOCK_MESSAGES,
  STOCK_NOTE_MAX_CHARS,
} from '../stock.js'
import { MESSAGES } from '../messages.js'
import { IdParamsSchema, IdSchema, IsoDateTimeSchema, paginationQuery } from './common.js'
import { envelope, listEnvelope } from './envelope.js'
import { OrderUniqueIdSchema } from './order.js'
import { SkuSchema } from './product.js'

// docs/product.md#for-the-owner, the owner's stock calls (additions, Admin only): adjust a product's stock with a reason, read
// its ledger, list the products at or below their low-stock threshold.

export const StockLedgerReasonSchema = z.enum(STOCK_LEDGER_REASONS)
export const StockAdjustReasonSchema = z.enum(STOCK_ADJUST_REASONS, { error: STOCK_MESSAGES.reasonRequired })

/** A product as the stock screens show it. */
export const StockProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  sku: SkuSchema,
  stock: z.number().int().nonnegative(),
  lowStockThreshold: z.number().int().nonnegative(),
  /** When the low-stock mail went out; null while stock is above the threshold (or no mail went yet). */
  lowStockAlertedAt: IsoDateTimeSchema.nullable(),
})
export type StockProduct = z.infer<typeof StockProductSchema>

// ---- POST /product/adjust-stock/:id ----
export const AdjustStockParamsSchema = IdParamsSchema
export const AdjustStockBodySchema = z
  .object({
    delta: z
      .number({ error: STOCK_MESSAGES.deltaRequired })
      .int({ error: STOCK_MESSAGES.deltaWhole })
      .min(-STOCK_ADJUST_MAX_DELTA, { error: STOCK_MESSAGES.deltaTooLarge })
      .max(STOCK_ADJUST_MAX_DELTA, { error: STOCK_MESSAGES.deltaTooLarge })
      .refine((delta) => delta !== 0, { error: STOCK_MESSAGES.deltaZero }),
    reason: StockAdjustReasonSchema,
    note: z
      .string()
      .trim()
      .max(STOCK_NOTE_MAX_CHARS, { error: MESSAGES.tooLong(STOCK_NOTE_MAX_CHARS) })
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && body.note === '')
      ctx.addIssue({ code: 'custom', path: ['note'], message: STOCK_MESSAGES.noteRequiredForOther })
  })
export type AdjustStockBody = z.infer<typeof AdjustStockBodySchema>
/** What the form holds before the contract parses it. */
export type AdjustStockInput = z.input<typeof AdjustStockBodySchema>
export const AdjustStockResponseSchema = envelope(z.object({ stock: z.number().int().nonnegative() }))
export type AdjustStockResponse = z.infer<typeof AdjustStockResponseSchema>

// ---- GET /product/stock-ledger/:id?page&limit ----
export const StockLedgerParamsSchema = IdParamsSchema
export const StockLedgerQuerySchema = paginationQuery(STOCK_LEDGER_PAGE_SIZE)
export type StockLedgerQuery = z.infer<typeof StockLedgerQuerySchema>

/** One ledger row, with who made it and the product's stock right after it. */
export const StockLedgerEntrySchema = z.object({
  id: IdSchema,
  at: IsoDateTimeSchema,
  delta: z.number().int(),
  reason: StockLedgerReasonSchema,
  note: z.string(),
  /** The order that took or gave back the units. */
  orderId: OrderUniqueIdSchema.nullable(),
  /** Who: an owner who adjusted, a buyer who ordered or cancelled; null for the system (a timeout). */
  actor: z.object({ id: IdSchema, name: z.string(), email: z.string() }).nullable(),
  /** The running sum of the ledger up to and including this row. */
  stockAfter: z.number().int(),
})
export type StockLedgerEntry = z.infer<typeof StockLedgerEntrySchema>

export const StockLedgerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ product: StockProductSchema, entries: z.array(StockLedgerEntrySchema) }),
  /** `count`: every row of the product's ledger. */
  meta: z.object({ count: z.number().int().min(0) }),
})
export type StockLedgerResponse = z.infer<typeof StockLedgerResponseSchema>

// ---- GET /product/low-stock?page&limit ----
export const LowStockQuerySchema = paginationQuery(LOW_STOCK_PAGE_SIZE)
export type LowStockQuery = z.infer<typeof LowStockQuerySchema>
export const LowStockResponseSchema = listEnvelope(StockProductSchema)
export type LowStockResponse = z.infer<typeof LowStockResponseSchema>
