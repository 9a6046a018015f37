import { z } from 'zod'
import { uaeDayOf } from './owner-orders.js'

// docs/architecture.md#tax-invoices: a confirmed order's tax invoice and a refund's tax credit note. Each is an
// immutable snapshot of everything it prints, written once; these rules build the snapshot's lines from the
// order's stored figures so the document adds up to the order's total exactly, and name the documents.

export const TAX_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number]

/** Each kind has its own gap-free sequence and its own prefix: INV-000001, CN-000001. */
const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', creditNote: 'CN' }

/** The printed number of the `sequence`-th document of `kind`. */
export function taxDocumentNumber(kind: TaxDocumentKind, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`bad sequence ${sequence}`)
  return `${PREFIX[kind]}-${String(sequence).padStart(6, '0')}`
}

/** A printed number, as a path parameter accepts it (INV-000012, CN-000003). */
export const TaxDocumentNumberSchema = z
  .string()
  .regex(/^(INV|CN)-\d{6,}$/, { error: 'Use a document number such as INV-000001.' })

/**
 * How VAT applies to a line: the standard rate; zero-rated (investment metal, printed as such); or not charged
 * (shipping and the service charge, which the shop's pricing does not tax: docs/architecture.md#pricing).
 */
export const VAT_TREATMENTS = ['standard', 'zeroRated', 'notCharged'] as const
export type VatTreatment = (typeof VAT_TREATMENTS)[number]

const filsAmount = z.number().int().nonnegative()
const satsText = z.string().regex(/^\d+$/)

export const TaxDocumentLineSchema = z.object({
  kind: z.enum(['item', 'shipping', 'serviceCharge']),
  /** The line as sold (product name and chosen options); shipping and service lines carry no text here. */
  descriptionEn: z.string(),
  /**
   * The line in Arabic: the product's Arabic name and the options' Arabic names the line kept (each English
   * where it kept none); null when it kept no Arabic at all, and the English one prints.
   */
  descriptionAr: z.string().nullable(),
  quantity: z.number().int().positive(),
  unitFils: filsAmount,
  /** unit x quantity, before VAT. */
  netFils: filsAmount,
  vatPercent: z.number().int().nonnegative(),
  vatTreatment: z.enum(VAT_TREATMENTS),
  vatFils: filsAmount,
  grossFils: filsAmount,
})
export type TaxDocumentLine = z.infer<typeof TaxDocumentLineSchema>

export const TaxDocumentSnapshotSchema = z.object({
  version: z.literal(1),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: TaxDocumentNumberSchema,
  /** The instant it was issued (ISO). */
  issuedAt: z.iso.datetime(),
  /** The UAE day of supply: when the order was paid in full and confirmed (YYYY-MM-DD). */
  supplyDate: z.iso.date(),
  orderUniqueId: z.string(),
  /** A credit note's invoice; null on an invoice. */
  refersTo: TaxDocumentNumberSchema.nullable(),
  supplier: z.object({ legalName: z.string(), address: z.string(), trn: z.string().nullable() }),
  buyer: z.object({ name: z.string(), address: z.string() }),
  lines: z.array(TaxDocumentLineSchema).min(1),
  totals: z.object({ netFils: filsAmount, vatFils: filsAmount, grossFils: filsAmount }),
  /** What the buyer paid in BTC (counted satoshis) at the rate locked when the order was placed. */
  payment: z.object({ paidSats: satsText, rateFilsPerBtc: satsText }),
})
export type TaxDocumentSnapshot = z.infer<typeof TaxDocumentSnapshotSchema>

/** An order's line as stored (order_items), with the catalog's Arabic name if it had one. */
export interface TaxableOrderLine {
  readonly name: string
  readonly nameAr: string | null
  /** The chosen options in English ("Storage: 256 GB"). */
  readonly options?: string | undefined
  /** The same options in Arabic (order-line-options.ts `lineOptionsText`); absent on a line without Arabic names. */
  readonly optionsAr?: string | undefined
  readonly quantity: number
  readonly unitPriceFils: number
  readonly vatPercent: number
  readonly vatFils: number
}

/** An order's stored parts of the total (orders row). */
export interface TaxableOrderFigures {
  readonly subtotalFils: number
  readonly vatFils: number
  readonly shippingFils: number
  readonly serviceChargeFils: number
  readonly totalFils: number
}

/** A document that does not add up to its order: never issued (the transaction rolls back). */
export class TaxDocumentMismatchError extends Error {
  override readonly name = 'TaxDocumentMismatchError'
}

/**
 * A line's printed text in both languages: "name (options)". The Arabic one is the Arabic name and the Arabic
 * options, each falling back to the English where the line kept no Arabic, and null when it kept none at all
 * (the English then prints alone). Figures with a Latin unit are isolated when printed (figure-isolation.ts).
 */
export function taxLineDescriptions(
  line: Pick<TaxableOrderLine, 'name' | 'nameAr' | 'options' | 'optionsAr'>,
): Pick<TaxDocumentLine, 'descriptionEn' | 'descriptionAr'> {
  const described = (name: string, options: string | undefined) => (options ? `${name} (${options})` : name)
  const hasArabic = Boolean(line.nameAr) || Boolean(line.optionsAr)
  return {
    descriptionEn: described(line.name, line.options),
    descriptionAr: hasArabic ? described(line.nameAr || line.name, line.optionsAr || line.options) : null,
  }
}

/**
 * The lines and totals of an order's tax document from its stored figures: one line per item (VAT as stored),
 * then shipping and the service charge when the order has them. The gross total equals the order's total to
 * the fils, or this throws.
 */
export function taxDocumentLines(
  lines: readonly TaxableOrderLine[],
  order: TaxableOrderFigures,
): { lines: TaxDocumentLine[]; totals: TaxDocumentSnapshot['totals'] } {
  const out: TaxDocumentLine[] = lines.map((line) => {
    const netFils = line.unitPriceFils * line.quantity
    return {
      kind: 'item',
      ...taxLineDescriptions(line),
      quantity: line.quantity,
      unitFils: line.unitPriceFils,
      netFils,
      vatPercent: line.vatPercent,
      vatTreatment: line.vatPercent === 0 ? 'zeroRated' : 'standard',
      vatFils: line.vatFils,
      grossFils: netFils + line.vatFils,
    }
  })
  const untaxed = (kind: 'shipping' | 'serviceCharge', fils: number): TaxDocumentLine => ({
    kind,
    descriptionEn: '',
    descriptionAr: null,
    quantity: 1,
    unitFils: fils,
    netFils: fils,
    vatPercent: 0,
    vatTreatment: 'notCharged',
    vatFils: 0,
    grossFils: fils,
  })
  if (order.shippingFils > 0) out.push(untaxed('shipping', order.shippingFils))
  if (order.serviceChargeFils > 0) out.push(untaxed('serviceCharge', order.serviceChargeFils))
  const totals = {
    netFils: out.reduce((sum, line) => sum + line.netFils, 0),
    vatFils: out.reduce((sum, line) => sum + line.vatFils, 0),
    grossFils: out.reduce((sum, line) => sum + line.grossFils, 0),
  }
  if (totals.grossFils !== order.totalFils || totals.vatFils !== order.vatFils) {
    throw new TaxDocumentMismatchError(
      `document ${totals.grossFils} fils (VAT ${totals.vatFils}) != order ${order.totalFils} (VAT ${order.vatFils})`,
    )
  }
  return { lines: out, totals }
}

/** The UAE day a document's supply happened on. */
export const supplyDateOf = (at: Date): string => uaeDayOf(at)

/** The CSV an accountant gets for a period: one row per document, credit notes signed negative. */
export const TAX_DOCUMENTS_CSV_COLUMNS = [
  'number',
  'kind',
  'issued_at_uae',
  'supply_date',
  'order',
  'buyer',
  'supplier_trn',
  'net_aed',
  'vat_aed',
  'gross_aed',
  'refers_to',
] as const
