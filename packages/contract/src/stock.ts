// docs/product.md#for-the-owner: stock is an append-only ledger. Every change is a row with a reason; the product's stock is
// the sum of its rows. These are the reasons and the owner's adjustment rule, shared by the API (the
// authority) and the admin screen (which shows the same refusals before sending).

/** Every reason a ledger row may carry (the stock_ledger CHECK constraint lists the same). */
export const STOCK_LEDGER_REASONS = [
  'initial',
  'order',
  'cancel',
  'timeout',
  'failed',
  /** Units of a return the owner received and marked resaleable (docs/architecture.md#returns). */
  'returned',
  'received',
  'damaged',
  'count',
  'other',
] as const
export type StockLedgerReason = (typeof STOCK_LEDGER_REASONS)[number]

/**
 * Why an owner changes stock by hand: goods received, damaged or lost, a shelf count that differed, or
 * something else (then a note is required).
 */
export const STOCK_ADJUST_REASONS = ['received', 'damaged', 'count', 'other'] as const
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number]

/** Largest change one adjustment may make, either way: far above any shelf, far below `integer`'s range. */
export const STOCK_ADJUST_MAX_DELTA = 1_000_000
export const STOCK_NOTE_MAX_CHARS = 500
/** Rows of a product's ledger on one page of the admin screen. */
export const STOCK_LEDGER_PAGE_SIZE = 20
export const LOW_STOCK_PAGE_SIZE = 50

export const STOCK_MESSAGES = {
  deltaRequired: 'Enter the change in units, e.g. 5 or -2.',
  deltaWhole: 'The change must be a whole number of units.',
  deltaZero: 'A change of 0 changes nothing.',
  deltaTooLarge: `The change must be between -${STOCK_ADJUST_MAX_DELTA} and ${STOCK_ADJUST_MAX_DELTA}.`,
  reasonRequired: 'Choose a reason: received, damaged, count or other.',
  noteRequiredForOther: 'Add a note saying why (required for "other").',
  belowZero: (stock: number, delta: number) =>
    `Stock cannot go below 0: ${stock} in stock, a change of ${delta} would leave ${stock + delta}.`,
} as const

/**
 * The stock after an owner's adjustment of `delta` units, or null when it would fall below 0 (the API
 * answers 409 with the current stock; nothing is written).
 */
export function stockAfterAdjustment(stock: number, delta: number): number | null {
  const after = stock + delta
  return after < 0 ? null : after
}

/** True when a product with `stock` units should be on the low-stock list (at or below its threshold). */
export function isLowStock(stock: number, lowStockThreshold: number): boolean {
  return stock <= lowStockThreshold
}
