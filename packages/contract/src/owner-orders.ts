import { DAY_MS, HOUR_MS } from './limits.js'
import { stripInvisibleCharacters } from './text-rules.js'
import { ORDER_TRANSITIONS, type OrderStatus } from './order-status.js'

// The owner's back office (docs/product.md#for-the-owner): the rules its order list, order page and dashboard share.

/**
 * How much of an order's amount has arrived, counting every output not dropped (mempool or confirmed):
 * nothing, part, exactly the amount, or more.
 */
export const PAYMENT_STATES = ['unpaid', 'part', 'paid', 'overpaid'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** The payment state of an order expecting `expectedSats` that received `receivedSats` (not dropped). */
export function paymentStateOf(expectedSats: bigint, receivedSats: bigint): PaymentState {
  if (receivedSats <= 0n) return 'unpaid'
  if (receivedSats < expectedSats) return 'part'
  return receivedSats === expectedSats ? 'paid' : 'overpaid'
}

/** The shop's days are the UAE's (Asia/Dubai, UTC+4 all year: no daylight saving). */
export const UAE_UTC_OFFSET_MS = 4 * HOUR_MS

/** The instant a UAE calendar day (`YYYY-MM-DD`) starts. */
export function uaeDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - UAE_UTC_OFFSET_MS)
}

/** The UAE calendar day (`YYYY-MM-DD`) that `at` falls on. */
export function uaeDayOf(at: Date): string {
  return new Date(at.getTime() + UAE_UTC_OFFSET_MS).toISOString().slice(0, 10)
}

/** The start of the UAE day `at` falls on, moved by `days` (negative for earlier days). */
export function uaeDayStartOf(at: Date, days = 0): Date {
  return new Date(uaeDayStart(uaeDayOf(at)).getTime() + days * DAY_MS)
}

/** Statuses whose orders count as sold in the owner's figures: paid, whether shipped yet or not. */
export const SOLD_ORDER_STATUSES = [
  'Processing',
  'Confirmed',
  'Shipped',
  'Delivered',
] as const satisfies readonly OrderStatus[]

/** What the owner can do from the order page; each but `refund` is a move of ORDER_TRANSITIONS. */
export const OWNER_ORDER_ACTIONS = ['ship', 'deliver', 'cancel', 'refund'] as const
export type OwnerOrderAction = (typeof OWNER_ORDER_ACTIONS)[number]

const ACTION_OF_TARGET: Partial<Record<OrderStatus, OwnerOrderAction>> = {
  Shipped: 'ship',
  Delivered: 'deliver',
  Cancelled: 'cancel',
}

/**
 * The actions the order page offers: the admin's moves the status table allows from `status` (honouring a
 * closed order stays with the money-to-settle view), plus `refund` when confirmed money is owed and open.
 */
export function ownerOrderActions(status: OrderStatus, openToSettleSats: bigint): OwnerOrderAction[] {
  const moves = ORDER_TRANSITIONS[status]
    // The identity check's approve and reject live in its own panel (docs/architecture.md#identity-checks-for-large-orders).
    .filter((transition) => transition.actor === 'admin' && transition.reason !== 'identityRejected')
    .flatMap((transition) => ACTION_OF_TARGET[transition.to] ?? [])
  return openToSettleSats > 0n ? [...moves, 'refund'] : moves
}

// A formula may start a cell, or start after anything a spreadsheet might split a cell at: a comma, a
// semicolon (Excel set to ';' separators), a tab, a pipe, a quote or a line break.
const FORMULA_AFTER_A_BREAK = /(^|[,;\t|"'\r\n])([ \t]*)([=+\-@])/g

/**
 * One CSV cell (RFC 4180). Text is written without invisible or direction-changing characters (a name cannot
 * turn the row around: text-rules.ts). A formula sign (= + - @) at the start, or after any separator, quote or
 * line break, gets a ' before it, and so does a leading tab or carriage return, so no spreadsheet runs it as a
 * formula whatever separator it splits on (OWASP CSV injection). The cell is quoted, quotes doubled, when it
 * holds a comma, semicolon, tab, pipe, quote or line break. Numbers are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const guarded = stripInvisibleCharacters(value)
    .replace(
      FORMULA_AFTER_A_BREAK,
      (_match, before: string, space: string, sign: string) => `${before}${space}'${sign}`,
    )
    .replace(/^[\t\r]/, (start) => `'${start}`)
  return /[",;\t|\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded
}

/** One CSV line of `cells`, ending in CRLF. */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
