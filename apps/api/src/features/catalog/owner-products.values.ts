import {
  aedToFils,
  metalLinkedPriceFils,
  PRODUCT_MESSAGES,
  type CreateProductBody,
  type UpdateProductBody,
} from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import { badRequest } from '../../lib/errors.js'
import { findMetalForPricing, type ChildrenInput, type ProductValues } from './owner-products.repo.js'
import { fieldError, optionNotOfProduct, variantNotOfProduct } from './owner-products.editor.js'

// What a create or update body stores: the products row's fields, priced, and its lists (descriptions,
// attributes, variants and their options).

export type ProductBody = CreateProductBody | UpdateProductBody

/** The fields of the products row a body sets (stock, archiving and timestamps aside), priced in `tx`. */
export async function productValues(tx: DbOrTx, body: ProductBody): Promise<ProductValues> {
  const common = {
    sku: body.sku,
    name: body.product_name,
    description: body.description,
    nameAr: arabic(body.product_name_ar),
    descriptionAr: arabic(body.description_ar),
    categoryId: body.category_id,
    vatPercent: body.vat,
    shippingCostFils: aedToFils(body.shipping_cost),
    isNew: body.new_tag,
    published: body.published,
    weightGrams: body.weight_grams,
    purity: body.purity,
    premiumPercent: body.premium_percent,
    premiumFils: aedToFils(body.premium_aed),
    maxPerOrder: body.max_per_order,
    lowStockThreshold: body.low_stock_threshold,
    // Absent from the body: a new product has none, an edit keeps those stored.
    ...(body.volume_tiers === undefined
      ? {}
      : {
          volumeTiers: body.volume_tiers.map((tier) => ({
            minQuantity: tier.min_quantity,
            discountPercent: tier.discount_percent,
          })),
        }),
  }
  if (body.pricing_mode === 'fixed') {
    return {
      ...common,
      dynamicPricing: false,
      metalPriceId: null,
      basePriceFils: body.base_price === null ? null : aedToFils(body.base_price),
      finalPriceFils: body.final_price === null ? null : aedToFils(body.final_price),
    }
  }
  // The schema guarantees these for a metal product; narrowing here keeps the types honest.
  if (body.metal_type === null || body.weight_grams === null || body.purity === null) {
    throw fieldError('metal_type', PRODUCT_MESSAGES.metalRequired)
  }
  const metal = await findMetalForPricing(tx, body.metal_type)
  if (!metal) throw fieldError('metal_type', PRODUCT_MESSAGES.metalRequired)
  return {
    ...common,
    dynamicPricing: true,
    metalPriceId: metal.id,
    basePriceFils: null,
    // Priced from the metal's price as locked in this transaction; the feed re-prices it from then on.
    finalPriceFils: metalLinkedPriceFils({
      pricePerGramFils: metal.pricePerGramFils,
      weightGrams: body.weight_grams,
      purity: body.purity,
      premiumPercent: body.premium_percent,
      premiumFils: common.premiumFils,
    }),
  }
}

/** An Arabic twin as stored: null when absent or empty, so the English is shown. */
const arabic = (text: string | null | undefined): string | null =>
  text === undefined || text === null || text === '' ? null : text

export function childrenOf(body: ProductBody): ChildrenInput {
  return {
    descriptions: body.descriptions.map((d) => ({ text: d.description, textAr: arabic(d.description_ar) })),
    attributes: body.attributes.map((a) => ({
      attributeType: a.attribute_type,
      attributeTypeAr: arabic(a.attribute_type_ar),
      value: a.value,
      valueAr: arabic(a.value_ar),
      unit: a.unit === null || a.unit === '' ? null : a.unit,
    })),
    variants: body.variants.map((v) => ({
      id: v.id,
      name: v.variant_name,
      nameAr: arabic(v.variant_name_ar),
      options: v.variant_options.map((o) => ({
        id: o.id,
        name: o.option_name,
        nameAr: arabic(o.option_name_ar),
        priceAdjustmentFils: aedToFils(o.price_adjustment),
      })),
    })),
  }
}

/**
 * Refuses (400, naming the field) a variant or option id the product does not own: an edit keeps its own
 * variants and options by id and must never take over another product's.
 */
export function checkOwnChildIds(
  body: UpdateProductBody,
  own: { variantIds: ReadonlySet<number>; optionIds: ReadonlySet<number> },
): void {
  for (const [v, variant] of body.variants.entries()) {
    if (variant.id !== undefined && !own.variantIds.has(variant.id)) {
      const message = variantNotOfProduct(variant.id)
      throw badRequest(message, { body: [{ path: ['variants', v, 'id'], message }] })
    }
    for (const [o, option] of variant.variant_options.entries()) {
      if (option.id !== undefined && !own.optionIds.has(option.id)) {
        const message = optionNotOfProduct(option.id)
        throw badRequest(message, {
          body: [{ path: ['variants', v, 'variant_options', o, 'id'], message }],
        })
      }
    }
  }
}
