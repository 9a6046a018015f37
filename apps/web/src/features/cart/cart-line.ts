import {
  maxQuantityPerOrder,
  MIN_QUANTITY_PER_LINE,
  priceLine,
  priceOrder,
  toPricingProduct,
  type OrderLineInput,
  type OrderPrice,
  type PricedLine,
  type PricingSettings,
  type ShippingChoice,
  type ProductDetail,
} from '@shop/contract'
import type { CartLine } from './cart-line-schema'

// docs/product.md "Cart item" and §4 cart transitions, as pure functions over the stored lines.
// A line keeps the product's wire prices (AED, as the API sent them) and the shopper's choices; every amount
// shown is derived with the contract's pricing (docs/architecture.md#pricing), never stored, so it cannot go stale.

/** The shopper's choice on the product page: variant name -> option id, attribute type -> attribute id. */
export interface CartSelection {
  readonly variants: Readonly<Record<string, number>>
  readonly attributes: Readonly<Record<string, number>>
}

export type { CartLine } from './cart-line-schema'

/** A line with its prices in fils (unit, subtotal, VAT, shipping, total). */
export interface PricedCartLine {
  readonly line: CartLine
  readonly price: PricedLine
}

/** docs/product.md: the sorted chosen option ids joined by dashes; attribute ids follow, prefixed `a`. */
export function selectionKey(selection: CartSelection): string {
  const byNumber = (a: number, b: number) => a - b
  const options = Object.values(selection.variants).sort(byNumber).map(String)
  const attributes = Object.values(selection.attributes)
    .sort(byNumber)
    .map((id) => `a${id}`)
  return [...options, ...attributes].join('-')
}

/** The id of the line holding `productId` with `selection`. */
export function cartLineId(productId: number, selection: CartSelection): string {
  const key = selectionKey(selection)
  return key ? `${productId}-${key}` : String(productId)
}

type CappedCartLine = Pick<CartLine, 'id' | 'productId' | 'stock' | 'max_per_order'>

/**
 * The most of a line one order may hold (the contract's `maxQuantityPerOrder`): the stock, at most
 * MAX_QUANTITY_PER_LINE, and the owner's per-order cap less what the cart's other lines of the same product
 * (other variants) already hold, as create-order counts it.
 */
export function maxQuantityOf(
  line: CappedCartLine,
  lines: readonly Pick<CartLine, 'id' | 'productId' | 'quantity'>[] = [],
): number {
  const others = lines
    .filter((other) => other.productId === line.productId && other.id !== line.id)
    .reduce((sum, other) => sum + other.quantity, 0)
  const cap =
    line.max_per_order === null ? null : Math.max(MIN_QUANTITY_PER_LINE, line.max_per_order - others)
  return maxQuantityPerOrder({ stock: line.stock, maxPerOrder: cap })
}

function clampQuantity(
  line: CappedCartLine,
  quantity: number,
  lines: readonly Pick<CartLine, 'id' | 'productId' | 'quantity'>[] = [],
): number {
  return Math.min(Math.max(Math.trunc(quantity), MIN_QUANTITY_PER_LINE), maxQuantityOf(line, lines))
}

/** Builds the line for `quantity` of `product` with `selection` (ids not of this product are left out). */
export function makeCartLine(product: ProductDetail, selection: CartSelection, quantity: number): CartLine {
  const choices: { name: string; value: string; fact?: true }[] = []
  const selectedVariants: Record<string, number> = {}
  for (const variant of product.variants) {
    const option = variant.variant_options.find((o) => o.id === selection.variants[variant.variant_name])
    if (!option) continue
    selectedVariants[variant.variant_name] = option.id
    choices.push({
      name: variant.variant_name,
      value: option.option_name,
      ...(variant.variant_options.length > 1 ? {} : { fact: true as const }),
    })
  }
  const selectedAttributes: Record<string, number> = {}
  for (const [type, id] of Object.entries(selection.attributes)) {
    const attribute = product.attributes.find((a) => a.id === id && a.attribute_type === type)
    if (!attribute) continue
    selectedAttributes[type] = attribute.id
    const offered = product.attributes.filter((a) => a.attribute_type === type).length
    choices.push({
      name: type,
      value: attribute.unit ? `${attribute.value} ${attribute.unit}` : attribute.value,
      ...(offered > 1 ? {} : { fact: true as const }),
    })
  }
  const chosen = { variants: selectedVariants, attributes: selectedAttributes }
  const line: CartLine = {
    id: cartLineId(product.id, chosen),
    productId: product.id,
    sku: product.sku,
    product_name: product.product_name,
    category: product.category,
    images: product.images.slice(0, 1),
    base_price: product.base_price,
    final_price: product.final_price,
    vat: product.vat,
    shipping_cost: product.shipping_cost,
    volume_tiers: product.volume_tiers ?? [],
    stock: product.stock,
    dynamic_pricing: product.dynamic_pricing,
    metal_type: product.metal_type,
    variants: product.variants.map(({ variant_name, variant_options }) => ({
      variant_name,
      variant_options,
    })),
    selectedVariants,
    selectedAttributes,
    selectedVariantKey: selectionKey(chosen),
    optionIds: Object.values(selectedVariants),
    choices,
    quantity: 1,
    max_per_order: product.max_per_order,
  }
  return { ...line, quantity: clampQuantity(line, quantity) }
}

/** A line as the contract's pricing reads it. */
export function lineInput(line: CartLine): OrderLineInput {
  return { product: toPricingProduct(line), optionIds: line.optionIds, quantity: line.quantity }
}

/** Prices one line with the contract's pricing (docs/architecture.md#pricing: VAT on the whole line, shipping once). */
export function priceCartLine(line: CartLine): PricedLine {
  return priceLine(lineInput(line))
}

/** docs/architecture.md#orders-stock-and-payment: the same product id and variant key adds to that line's quantity; otherwise it is appended. */
export function addLine(lines: readonly CartLine[], added: CartLine): CartLine[] {
  const existing = lines.find(
    (line) => line.productId === added.productId && line.selectedVariantKey === added.selectedVariantKey,
  )
  if (!existing) return [...lines, { ...added, quantity: clampQuantity(added, added.quantity, lines) }]
  return lines.map((line) =>
    line === existing
      ? { ...line, quantity: clampQuantity(line, line.quantity + added.quantity, lines) }
      : line,
  )
}

/** docs/architecture.md#orders-stock-and-payment: a quantity change adds `delta` but never goes below 1 (nor above what may be ordered). */
export function changeLineQuantity(lines: readonly CartLine[], id: string, delta: number): CartLine[] {
  return lines.map((line) =>
    line.id === id ? { ...line, quantity: clampQuantity(line, line.quantity + delta, lines) } : line,
  )
}

/** Sets a line's quantity, kept within 1 and what may be ordered. */
export function setLineQuantity(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  return lines.map((line) =>
    line.id === id ? { ...line, quantity: clampQuantity(line, quantity, lines) } : line,
  )
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id)
}

/**
 * The cart's figures from the contract's `priceOrder` (sub-total, VAT, shipping, service charge, total),
 * under the owner's settings and the shopper's shipping choice (the contract's defaults until both are known).
 */
export function priceCart(
  lines: readonly CartLine[],
  settings?: PricingSettings,
  choice?: ShippingChoice,
): OrderPrice {
  return priceOrder(
    lines.map((line) => ({
      product: toPricingProduct(line),
      optionIds: line.optionIds,
      quantity: line.quantity,
    })),
    settings,
    choice,
  )
}
