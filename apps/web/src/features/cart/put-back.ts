import type { ProductDetail } from '@shop/contract'
import { addLine, makeCartLine, priceCartLine, type CartLine, type CartSelection } from './cart-line'

// A closed order's lines back in the cart (docs/decisions/267): the same product, the same option of each
// variant and the same quantity, as far as the live catalog still sells them. Pure, so it is tested apart from
// the page that fetches the products.

/** One line of the order as sold: the product, the option chosen of each variant, how many, and its name. */
export interface OrderLineToPutBack {
  productId: number | null
  /** Absent from an older server: a product with variants then cannot be matched to the options bought. */
  optionIds?: readonly number[] | undefined
  quantity: number
  /** The line's name as the page shows it (product and options), for the report. */
  name: string
}

/**
 * Why a line was not put back: gone (not sold any more), changed (not with the options bought), out of stock,
 * paused (a metal-linked price with no fresh metal price), or atLimit (the cart already holds the most one
 * order may).
 */
export type NotPutBackReason = 'gone' | 'changed' | 'outOfStock' | 'paused' | 'atLimit'

export interface PutBackReport {
  /** Lines added to the cart, or added to a line it already held. */
  added: number
  notAdded: { name: string; reason: NotPutBackReason }[]
  /** Lines put back with fewer units than bought (stock or the per-order cap), and how many went in. */
  lowered: { name: string; count: number }[]
}

/**
 * The order's options as the product page's selection: the option bought of every variant, and the first
 * value of each attribute (what the product page preselects and what the order recorded, since attributes
 * are not chosen at order time). Null when a variant has no option of the order's or an option bought is gone.
 */
export function selectionOfOrderLine(
  product: ProductDetail,
  optionIds: readonly number[],
): CartSelection | null {
  const variants: Record<string, number> = {}
  for (const variant of product.variants) {
    if (variant.variant_options.length === 0) continue
    const chosen = variant.variant_options.find((option) => optionIds.includes(option.id))
    if (!chosen) return null
    variants[variant.variant_name] = chosen.id
  }
  if (optionIds.some((id) => !Object.values(variants).includes(id))) return null
  const attributes: Record<string, number> = {}
  for (const attribute of product.attributes) attributes[attribute.attribute_type] ??= attribute.id
  return { variants, attributes }
}

function reasonNotSold(product: ProductDetail | null): NotPutBackReason | null {
  if (!product) return 'gone'
  if (product.stock === 0) return 'outOfStock'
  if (product.dynamic_pricing && product.final_price === null) return 'paused'
  return null
}

/**
 * `cart` with the order's `lines` added to it (merged into a line of the same product and options), read
 * against `products` (live detail by id, null for one the shop no longer sells), and what could not go in.
 * Quantities stay within the stock and the per-order caps, as every cart change does.
 */
export function putBackLines(
  cart: readonly CartLine[],
  lines: readonly OrderLineToPutBack[],
  products: ReadonlyMap<number, ProductDetail | null>,
): { lines: CartLine[]; report: PutBackReport } {
  const report: PutBackReport = { added: 0, notAdded: [], lowered: [] }
  let result = [...cart]
  for (const line of lines) {
    const product = line.productId === null ? null : (products.get(line.productId) ?? null)
    const notSold = reasonNotSold(product)
    if (notSold || !product) {
      report.notAdded.push({ name: line.name, reason: notSold ?? 'gone' })
      continue
    }
    const selection = selectionOfOrderLine(product, line.optionIds ?? [])
    if (!selection) {
      report.notAdded.push({ name: line.name, reason: 'changed' })
      continue
    }
    const added = makeCartLine(product, selection, line.quantity)
    try {
      priceCartLine(added)
    } catch {
      // The live product cannot be priced with these options (a price the catalog no longer gives).
      report.notAdded.push({ name: line.name, reason: 'changed' })
      continue
    }
    const held = (all: readonly CartLine[]) => all.find((l) => l.id === added.id)?.quantity ?? 0
    const before = held(result)
    result = addLine(result, added)
    const count = held(result) - before
    if (count <= 0) {
      report.notAdded.push({ name: line.name, reason: 'atLimit' })
      continue
    }
    report.added += 1
    if (count < line.quantity) report.lowered.push({ name: line.name, count })
  }
  return { lines: result, report }
}
