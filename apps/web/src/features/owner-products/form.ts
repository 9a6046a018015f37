import {
  AedSchema,
  aedToFils,
  metalLinkedPriceFils,
  PremiumPercentSchema,
  proposedVatPercent,
  PuritySchema,
  WeightGramsSchema,
  type OwnerProduct,
  type CreateProductBody,
  type CreateProductBodyInput,
  type MetalPrice,
  type UpdateProductBody,
} from '@shop/contract'

// The editor's form holds the create-product body as typed (numbers already read from the inputs); the
// contract's schema validates it, and the same pricing function as the API gives its live preview.

export type ProductFormValues = CreateProductBodyInput

/** A new product: fixed price, published, stock 0, nothing else filled in. */
export const EMPTY_PRODUCT: ProductFormValues = {
  product_name: '',
  product_name_ar: '',
  sku: '',
  category_id: undefined as unknown as number,
  description: '',
  description_ar: '',
  descriptions: [],
  vat: 5,
  shipping_cost: 0,
  new_tag: false,
  published: true,
  pricing_mode: 'fixed',
  base_price: null,
  final_price: null,
  metal_type: null,
  weight_grams: null,
  purity: null,
  premium_percent: 0,
  premium_aed: 0,
  max_per_order: null,
  low_stock_threshold: 0,
  volume_tiers: [],
  variants: [],
  attributes: [],
  stock: 0,
}

/**
 * The form's values for an existing product (its stock is shown, not edited). An Arabic text not written is
 * an empty field; the API stores an empty one as none, and shoppers then read the English.
 */
export function formValuesOf(product: OwnerProduct): ProductFormValues {
  return {
    product_name: product.product_name,
    product_name_ar: product.product_name_ar ?? '',
    sku: product.sku,
    category_id: product.category_id,
    description: product.description,
    description_ar: product.description_ar ?? '',
    descriptions: product.descriptions.map((d) => ({
      description: d.description,
      description_ar: d.description_ar ?? '',
    })),
    vat: product.vat,
    shipping_cost: product.shipping_cost,
    new_tag: product.new_tag,
    published: product.published,
    pricing_mode: product.pricing_mode,
    base_price: product.base_price,
    final_price: product.final_price,
    metal_type: product.pricing_mode === 'metal' ? product.metal_type : null,
    weight_grams: product.weight_grams,
    purity: product.purity,
    premium_percent: product.premium_percent,
    premium_aed: product.premium_aed,
    max_per_order: product.max_per_order,
    low_stock_threshold: product.low_stock_threshold,
    volume_tiers: product.volume_tiers,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      variant_name: variant.variant_name,
      variant_name_ar: variant.variant_name_ar ?? '',
      variant_options: variant.variant_options.map((option) => ({
        ...option,
        option_name_ar: option.option_name_ar ?? '',
      })),
    })),
    attributes: product.attributes.map(({ attribute_type, attribute_type_ar, value, value_ar, unit }) => ({
      attribute_type,
      attribute_type_ar: attribute_type_ar ?? '',
      value,
      value_ar: value_ar ?? '',
      unit,
    })),
    stock: product.stock,
  }
}

/** The update body: the form's values without the stock (adjust-stock changes it, with a reason). */
export function toUpdateBody(values: CreateProductBody): UpdateProductBody {
  const { stock: _stock, ...body } = values
  return body
}

/** Reads a number input: empty is `empty` (null for optional fields), anything else a number (NaN if not). */
export const numberOr =
  (empty: number | null) =>
  (value: unknown): number | null =>
    value === '' || value === null || value === undefined ? empty : Number(value)

/** How a metal-linked price was reached, as figures; the editor words them in the page's language. */
export interface PriceBreakdown {
  spot: string
  weight: number
  purity: number
  /** Premium over spot in percent, 0 for none. */
  percent: number
  /** Fixed premium in AED (2 decimals), null for none. */
  premium: string | null
}

/** Why no price can be shown yet (a key of the ownerProducts texts' `preview`). */
export type PreviewReason = 'enterPrice' | 'chooseMetal' | 'metalLoading' | 'enterWeight' | 'checkPremium'

export type PricePreview =
  | { state: 'priced'; priceFils: number; breakdown: PriceBreakdown | null }
  | { state: 'incomplete'; reason: PreviewReason }

const valid = <T>(schema: { safeParse(value: unknown): { success: boolean } }, value: T) =>
  schema.safeParse(value).success

/**
 * What the product will cost before options, as the API will compute it: a fixed price (the sale price when
 * set), or spot x weight x purity x (1 + premium %) + fixed premium from the current metal price.
 */
export function pricePreview(
  values: Pick<
    ProductFormValues,
    | 'pricing_mode'
    | 'base_price'
    | 'final_price'
    | 'metal_type'
    | 'weight_grams'
    | 'purity'
    | 'premium_percent'
    | 'premium_aed'
  >,
  metalPrices: readonly MetalPrice[] | undefined,
): PricePreview {
  if (values.pricing_mode === 'fixed') {
    const price = values.final_price ?? values.base_price
    if (price === null || price === undefined || !valid(AedSchema, price)) {
      return { state: 'incomplete', reason: 'enterPrice' }
    }
    return { state: 'priced', priceFils: aedToFils(price), breakdown: null }
  }
  if (!values.metal_type) return { state: 'incomplete', reason: 'chooseMetal' }
  const metal = metalPrices?.find((m) => m.metal_type === values.metal_type)
  if (!metal) return { state: 'incomplete', reason: 'metalLoading' }
  const { weight_grams: weight, purity, premium_percent: percent = 0, premium_aed: premium = 0 } = values
  if (!valid(WeightGramsSchema, weight) || !valid(PuritySchema, purity)) {
    return { state: 'incomplete', reason: 'enterWeight' }
  }
  if (!valid(PremiumPercentSchema, percent) || !valid(AedSchema, premium)) {
    return { state: 'incomplete', reason: 'checkPremium' }
  }
  const spotFils = aedToFils(metal.price_per_gram)
  const priceFils = metalLinkedPriceFils({
    pricePerGramFils: spotFils,
    weightGrams: weight as number,
    purity: purity as number,
    premiumPercent: percent,
    premiumFils: aedToFils(premium),
  })
  const breakdown: PriceBreakdown = {
    spot: metal.price_per_gram.toFixed(2),
    weight: weight as number,
    purity: purity as number,
    percent,
    premium: premium ? premium.toFixed(2) : null,
  }
  return { state: 'priced', priceFils, breakdown }
}

/** The VAT rate to propose for the form's metal and purity (a fixed-price product proposes from its metal fields too). */
export function proposedVat(values: Pick<ProductFormValues, 'metal_type' | 'purity'>): 0 | 5 {
  const purity = values.purity
  return proposedVatPercent({
    metal: values.metal_type ?? null,
    purity: typeof purity === 'number' && Number.isFinite(purity) ? purity : null,
  })
}
