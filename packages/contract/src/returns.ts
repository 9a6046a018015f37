import { type TaxableOrderLine, type TaxDocumentLine, taxLineDescriptions } from './tax-documents.js'

// docs/architecture.md#returns: a buyer returns some units of a delivered order within the owner's return
// window. These are the rules the API and the storefront share: the states and their one transition table, the
// window, which units may still be returned, and the credit note's lines for exactly the returned units.

export const RETURN_STATES = ['requested', 'accepted', 'refused', 'received', 'refunded'] as const
export type ReturnState = (typeof RETURN_STATES)[number]

/** The one transition table: who moves a return where. Refused and refunded are final. */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  requested: ['accepted', 'refused'],
  accepted: ['received'],
  refused: [],
  received: ['refunded'],
  refunded: [],
}

export const canMoveReturn = (from: ReturnState, to: ReturnState): boolean =>
  RETURN_TRANSITIONS[from].includes(to)

/** States whose units count as returned (or on their way): a refused request frees its units again. */
export const RETURN_STATES_HOLDING_UNITS: readonly ReturnState[] = [
  'requested',
  'accepted',
  'received',
  'refunded',
]

const DAY_MS = 86_400_000

/** The instant the window closes: returnDays whole days after delivery. */
export const returnWindowEndsAt = (deliveredAt: Date, returnDays: number): Date =>
  new Date(deliveredAt.getTime() + returnDays * DAY_MS)

export const isWithinReturnWindow = (deliveredAt: Date, returnDays: number, now: Date): boolean =>
  returnDays > 0 && now.getTime() < returnWindowEndsAt(deliveredAt, returnDays).getTime()

export const RETURN_REASON_MAX = 1000
export const RETURN_PHOTOS_MAX = 4
/** The largest photo a buyer may attach: a phone's photo, not a video. */
export const RETURN_PHOTO_MAX_BYTES = 8 * 1024 * 1024

/** The buyer's words for each problem of returnLinesProblem (the API answers them with 400). */
export const RETURN_LINE_PROBLEM_TEXTS: Readonly<Record<ReturnLineProblem, string>> = {
  unknownLine: 'That item is not part of this order.',
  moreThanBought: 'You cannot return more units than you bought.',
  alreadyReturned: 'Some of these units are already in a return.',
  duplicateLine: 'Each item may appear once in a return.',
}

/** What is wrong with a requested line, if anything. */
export type ReturnLineProblem = 'unknownLine' | 'moreThanBought' | 'alreadyReturned' | 'duplicateLine'

export interface BoughtLine {
  readonly orderItemId: number
  readonly quantity: number
  /** Units already in a return that holds them (RETURN_STATES_HOLDING_UNITS). */
  readonly unitsInReturns: number
}

/** The first problem of a request's lines, or null: over-returns are refused with a reason the buyer can act on. */
export function returnLinesProblem(
  bought: readonly BoughtLine[],
  requested: readonly { orderItemId: number; units: number }[],
): { orderItemId: number; problem: ReturnLineProblem } | null {
  const seen = new Set<number>()
  for (const line of requested) {
    if (seen.has(line.orderItemId)) return { orderItemId: line.orderItemId, problem: 'duplicateLine' }
    seen.add(line.orderItemId)
    const item = bought.find((candidate) => candidate.orderItemId === line.orderItemId)
    if (!item) return { orderItemId: line.orderItemId, problem: 'unknownLine' }
    if (line.units > item.quantity) return { orderItemId: line.orderItemId, problem: 'moreThanBought' }
    if (line.units > item.quantity - item.unitsInReturns) {
      return { orderItemId: line.orderItemId, problem: 'alreadyReturned' }
    }
  }
  return null
}

/**
 * A share of a stored amount for `units` of `quantity`, counted cumulatively so that all returns of a line
 * together credit exactly the stored amount: floor(amount x (before + units) / quantity) - floor(amount x before / quantity).
 */
export function unitShareFils(
  amountFils: number,
  quantity: number,
  unitsBefore: number,
  units: number,
): number {
  const upTo = (count: number) => Math.floor((amountFils * count) / quantity)
  return upTo(unitsBefore + units) - upTo(unitsBefore)
}

export interface ReturnedLine extends TaxableOrderLine {
  readonly units: number
  /** Units of this line credited by earlier returns. */
  readonly unitsCreditedBefore: number
}

/**
 * The credit note's lines for exactly the returned units: each item line at its unit price with its stored VAT
 * shared per unit; the service charge in proportion to the returned goods' net value; shipping is not credited
 * (the delivery was made). Amounts are shared cumulatively, so returning every unit credits the order's items
 * and service charge exactly.
 */
export function returnCreditLines(
  returned: readonly ReturnedLine[],
  order: { readonly subtotalFils: number; readonly serviceChargeFils: number },
  /** Net item value credited by this order's earlier returns. */
  netReturnedBeforeFils: number,
): { lines: TaxDocumentLine[]; totals: { netFils: number; vatFils: number; grossFils: number } } {
  const lines: TaxDocumentLine[] = returned.map((line) => {
    const netFils = line.unitPriceFils * line.units
    const vatFils = unitShareFils(line.vatFils, line.quantity, line.unitsCreditedBefore, line.units)
    return {
      kind: 'item',
      ...taxLineDescriptions(line),
      quantity: line.units,
      unitFils: line.unitPriceFils,
      netFils,
      vatPercent: line.vatPercent,
      vatTreatment: line.vatPercent === 0 ? 'zeroRated' : 'standard',
      vatFils,
      grossFils: netFils + vatFils,
    }
  })
  const netReturned = lines.reduce((sum, line) => sum + line.netFils, 0)
  if (order.serviceChargeFils > 0 && order.subtotalFils > 0) {
    const upTo = (net: number) =>
      Math.floor((order.serviceChargeFils * Math.min(net, order.subtotalFils)) / order.subtotalFils)
    const service = upTo(netReturnedBeforeFils + netReturned) - upTo(netReturnedBeforeFils)
    if (service > 0) {
      lines.push({
        kind: 'serviceCharge',
        descriptionEn: '',
        descriptionAr: null,
        quantity: 1,
        unitFils: service,
        netFils: service,
        vatPercent: 0,
        vatTreatment: 'notCharged',
        vatFils: 0,
        grossFils: service,
      })
    }
  }
  return {
    lines,
    totals: {
      netFils: lines.reduce((sum, line) => sum + line.netFils, 0),
      vatFils: lines.reduce((sum, line) => sum + line.vatFils, 0),
      grossFils: lines.reduce((sum, line) => sum + line.grossFils, 0),
    },
  }
}
