import {
  aedToFils,
  type CreateOrderBody,
  MESSAGES,
  type OrderQuote,
  type OrderQuotePayload,
  PricingError,
  type PricingProduct,
  type PricingSettings,
  type ShippingChoice,
  priceOrder,
  quantitiesOverCap,
  toOrderQuote,
  toOrderQuotePayload,
  type VolumeTier,
} from '@shop/contract'
import { AppError, badRequest, conflict } from '../../lib/errors.js'
import { type ChosenOption, lineDetails, type ProductAttribute } from './order-line-details.js'
import type { LiveProduct, OrderPlacement, PricedProduct, ProductForOrder } from './orders.repo.js'

// Quoting an order: the order's rules on the products as read, with no database access of its own, so the
// placement can run it on the first read and again on the figures its guarded statement found live.

/**
 * 409 "prices moved" (docs/architecture.md#pricing): the contract's `details` ({ code, quote }) plus the create-order payload's
 * figures, which the error handler sends as `data` (docs/decisions/123).
 */
export class PriceChangedError extends AppError {
  constructor(
    readonly quote: OrderQuote,
    readonly payload: OrderQuotePayload,
  ) {
    super(409, MESSAGES.priceChanged, { code: 'PRICE_CHANGED', quote })
  }

  override get data(): OrderQuotePayload {
    return this.payload
  }
}

function pricingProductOf(
  product: {
    finalPriceFils: number | null
    basePriceFils: number | null
    vatPercent: number
    shippingCostFils: number
    volumeTiers: readonly VolumeTier[]
  },
  variants: PricingProduct['variants'],
): PricingProduct {
  return {
    finalPriceFils: product.finalPriceFils,
    basePriceFils: product.basePriceFils,
    vatPercent: product.vatPercent,
    shippingCostFils: product.shippingCostFils,
    variants,
    volumeTiers: product.volumeTiers,
  }
}

/** The client's AED figure in fils; a figure the money functions refuse can never match. */
function clientFils(aed: number | null | undefined): number | null {
  if (aed === null || aed === undefined) return null
  try {
    return aedToFils(aed)
  } catch {
    return Number.NaN
  }
}

/** An order priced from the products as read: what the placement writes and re-checks. */
export interface OrderQuoteOf {
  price: ReturnType<typeof priceOrder>
  /** Each product once, with its summed quantity and the figures it was priced with. */
  priced: PricedProduct[]
  chosenOptions: { id: number; priceAdjustmentFils: number }[]
  /** The lines as bought (docs/product.md Order item): later catalog edits never rewrite history. */
  items(now: Date): OrderPlacement['items']
}

/**
 * The order's rules on the products as read (docs/architecture.md#pricing–5), in the order a buyer should hear of them:
 * 400 for a product gone or an option that does not fit, 409 with the fresh figures for a price the buyer
 * did not see, 409 naming every short product.
 */
export function quoteOrder(
  body: CreateOrderBody,
  products: readonly ProductForOrder[],
  settings: PricingSettings,
  shipping: ShippingChoice,
): OrderQuoteOf {
  const quote = priceOrderLines(body.items, products, settings, shipping)
  const { price } = quote
  const productOf = (productId: number) => {
    const product = products.find((candidate) => candidate.id === productId)
    if (!product) throw new Error(`product ${productId} was priced`)
    return product
  }

  // ---- docs/architecture.md#pricing: the buyer confirms any price they did not see (the total, or a line's unit price)
  const unitPriceMoved = body.items.some((item, index) => {
    const seen = clientFils(item.price)
    return seen !== null && seen !== price.lines[index]?.unitFils
  })
  if (clientFils(body.totalPrice) !== price.totalFils || unitPriceMoved) {
    const named = body.items.map((item) => ({
      productId: item.productId,
      productName: productOf(item.productId).name,
      optionIds: item.optionIds,
    }))
    throw new PriceChangedError(toOrderQuote(price, named), toOrderQuotePayload(price, named))
  }

  // ---- docs/architecture.md#orders-stock-and-payment: a product asked on several lines counts once with its summed quantity; every short
  // product is named at once
  const wanted = new Map<number, number>()
  for (const item of body.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)
  const short = [...wanted].filter(([productId, quantity]) => productOf(productId).stock < quantity)
  if (short.length > 0) {
    const products = short.map(([productId]) => productOf(productId))
    throw conflict(MESSAGES.outOfStockAtOrder(products.map((product) => product.name).join(', ')), {
      code: 'OUT_OF_STOCK',
      products: products.map((product) => ({
        productId: product.id,
        productName: product.name,
        available: product.stock,
      })),
    })
  }

  return quote
}

/** A line to price: a product, its chosen options and how many. */
export interface LineToPrice {
  productId: number
  optionIds: readonly number[]
  quantity: number
}

/**
 * The order's lines priced from the products as read, with no figure of the buyer's to compare: 400 for a
 * product gone or an option that does not fit, 400 over the owner's per-product cap. The placement adds the
 * buyer-facing checks (quoteOrder); the approval of an order whose stock went back prices it again with this
 * alone (docs/decisions/169).
 */
export function priceOrderLines(
  items: readonly LineToPrice[],
  products: readonly ProductForOrder[],
  settings: PricingSettings,
  shipping: ShippingChoice,
): OrderQuoteOf {
  const productById = new Map(products.map((product) => [product.id, product]))
  items.forEach((item, index) => {
    const product = productById.get(item.productId)
    if (
      !product ||
      !product.published ||
      product.archivedAt !== null ||
      (product.dynamicPricing && product.finalPriceFils === null)
    ) {
      // docs/product.md#rules-the-shop-keeps: a product gone from the catalog (a draft or archived one is, for shoppers: docs/product.md#for-the-owner),
      // or a metal product without a live price.
      throw badRequest(
        MESSAGES.productNoLongerAvailable,
        { body: [{ path: ['items', index, 'productId'], message: MESSAGES.productNoLongerAvailable }] },
        'PRODUCT_NO_LONGER_AVAILABLE',
      )
    }
  })
  const productOf = (productId: number) => {
    const product = productById.get(productId)
    if (!product) throw new Error(`product ${productId} was checked above`)
    return product
  }
  const variantsOf = (product: ProductForOrder) => {
    const variants: { name: string; options: { id: number; priceAdjustmentFils: number }[] }[] = []
    for (const option of product.options) {
      let variant = variants.find((candidate) => candidate.name === option.variantName)
      if (!variant) variants.push((variant = { name: option.variantName, options: [] }))
      variant.options.push({ id: option.optionId, priceAdjustmentFils: option.priceAdjustmentFils })
    }
    return variants
  }

  // ---- docs/architecture.md#pricing: price every line from live data, with the contract's one pricing function
  let price: ReturnType<typeof priceOrder>
  try {
    price = priceOrder(
      items.map((item) => {
        const product = productOf(item.productId)
        return {
          product: pricingProductOf(product, variantsOf(product)),
          optionIds: item.optionIds,
          quantity: item.quantity,
        }
      }),
      settings,
      shipping,
    )
  } catch (error) {
    if (!(error instanceof PricingError)) throw error
    if (error.code === 'EXPRESS_UNAVAILABLE') {
      throw badRequest(
        error.message,
        { body: [{ path: ['shippingMethod'], message: error.message }] },
        'EXPRESS_UNAVAILABLE',
      )
    }
    const index = error.lineIndex ?? 0
    const item = items[index]
    const name = item ? productOf(item.productId).name : ''
    const field = error.code === 'INVALID_QUANTITY' ? 'quantity' : 'optionIds'
    let reason = error.message
    if (error.code === 'UNKNOWN_OPTION' && item) {
      // A foreign option leaves one of this product's variants unchosen: name it, as for a missing one.
      const unchosen = variantsOf(productOf(item.productId)).find(
        (variant) => !variant.options.some((option) => item.optionIds.includes(option.id)),
      )
      if (unchosen) reason = MESSAGES.selectVariant(unchosen.name)
    }
    const message = `${name}: ${reason}`
    throw badRequest(message, { body: [{ path: ['items', index, field], message }] })
  }

  // ---- The owner's per-product cap (products.max_per_order), over all lines of a product, before any price
  // or stock talk: no price makes the quantity allowed
  const overCap = quantitiesOverCap(
    items,
    new Map(
      products.map((product) => [product.id, { name: product.name, maxPerOrder: product.maxPerOrder }]),
    ),
  )
  if (overCap.length > 0) {
    const message = overCap.map((over) => over.message).join(' ')
    throw badRequest(message, {
      code: 'QUANTITY_OVER_CAP',
      products: overCap.map(({ productId, productName, maxPerOrder, quantity }) => ({
        productId,
        productName,
        maxPerOrder,
        quantity,
      })),
      body: items.flatMap((item, index) => {
        const over = overCap.find((candidate) => candidate.productId === item.productId)
        return over ? [{ path: ['items', index, 'quantity'], message: over.message }] : []
      }),
    })
  }

  const wanted = new Map<number, number>()
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)

  const optionById = new Map<number, ChosenOption>()
  for (const product of products) {
    for (const option of product.options) {
      optionById.set(option.optionId, {
        variantName: option.variantName,
        variantNameAr: option.variantNameAr,
        optionId: option.optionId,
        optionName: option.optionName,
        optionNameAr: option.optionNameAr,
        priceAdjustmentFils: option.priceAdjustmentFils,
      })
    }
  }
  const chosenOf = (optionIds: readonly number[]): ChosenOption[] =>
    optionIds.flatMap((optionId) => {
      const option = optionById.get(optionId)
      return option ? [option] : []
    })
  const chosenOptions = [...new Set(items.flatMap((item) => item.optionIds))].flatMap((optionId) => {
    const option = optionById.get(optionId)
    return option ? [{ id: optionId, priceAdjustmentFils: option.priceAdjustmentFils }] : []
  })

  return {
    price,
    priced: [...wanted].map(([productId, quantity]) => {
      const product = productOf(productId)
      return {
        productId,
        quantity,
        finalPriceFils: product.finalPriceFils,
        basePriceFils: product.basePriceFils,
        vatPercent: product.vatPercent,
        shippingCostFils: product.shippingCostFils,
      }
    }),
    chosenOptions,
    items: (now) =>
      items.map((item, index) => {
        const product = productOf(item.productId)
        const line = price.lines[index]
        if (!line) throw new Error('priced lines match the items')
        const options = chosenOf(item.optionIds)
        const attributes: ProductAttribute[] = product.attributes
        return {
          productId: product.id,
          productName: product.name,
          productImage: product.firstImage,
          sku: product.sku,
          options,
          ...lineDetails(options, attributes),
          quantity: line.quantity,
          unitPriceFils: line.unitFils,
          vatPercent: product.vatPercent,
          vatFils: line.vatFils,
          shippingFils: line.shippingFils,
          totalFils: line.totalFils,
          createdAt: now,
          updatedAt: now,
        }
      }),
  }
}

/** The products as read, with the stock and price figures the placement found live. */
export function withLiveFigures(
  read: readonly ProductForOrder[],
  live: readonly LiveProduct[],
  liveOptions: readonly { id: number; priceAdjustmentFils: number }[],
): ProductForOrder[] {
  const liveById = new Map(live.map((product) => [product.id, product]))
  const adjustmentById = new Map(liveOptions.map((option) => [option.id, option.priceAdjustmentFils]))
  return read.flatMap((product) => {
    const now = liveById.get(product.id)
    if (!now) return [] // gone since it was read
    return [
      {
        ...product,
        stock: now.stock,
        finalPriceFils: now.finalPriceFils,
        basePriceFils: now.basePriceFils,
        vatPercent: now.vatPercent,
        shippingCostFils: now.shippingCostFils,
        options: product.options.map((option) => ({
          ...option,
          priceAdjustmentFils: adjustmentById.get(option.optionId) ?? option.priceAdjustmentFils,
        })),
      },
    ]
  })
}
