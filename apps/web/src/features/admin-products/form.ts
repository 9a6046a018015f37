import {
  AedSchema,
  aedToFils,
  metalLinkedPriceFils,
  PremiumPercentSchema,
  proposedVatPercent,
  PuritySchema,
  WeightGramsSchema,
  type AdminProduct,
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
  sku: '',
  category_id: undefined as unknown as number,
  description: '',
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
  variants: [],
  attributes: [],
  stock: 0,
}

/** The form's values for an existing product (its stock is shown, not edited). */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    product_name: product.product_name,
    sku: product.sku,
    category_id: product.category_id,
    description: product.description,
    descriptions: product.descriptions,
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
    variants: product.variants.map((variant) => ({
      id: variant.id,
      variant_name: variant.variant_name,
      variant_options: variant.variant_options.map((option) => ({ ...option })),
    })),
    attributes: product.attributes.map(({ attribute_type, value, unit }) => ({
      attribute_type,
      value,
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

export type PricePreview =
  { state: 'priced'; priceFils: number; breakdown: string | null } | { state: 'incomplete'; message: string }

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
      return { state: 'incomplete', message: 'Enter a price to see it here.' }
    }
    return { state: 'priced', priceFils: aedToFils(price), breakdown: null }
  }
  if (!values.metal_type) return { state: 'incomplete', message: 'Choose a metal to see its price.' }
  const metal = metalPrices?.find((m) => m.metal_type === values.metal_type)
  if (!metal) return { state: 'incomplete', message: 'The current metal price is loading.' }
  const { weight_grams: weight, purity, premium_percent: percent = 0, premium_aed: premium = 0 } = values
  if (!valid(WeightGramsSchema, weight) || !valid(PuritySchema, purity)) {
    return { state: 'incomplete', message: 'Enter the weight and purity to see the price.' }
  }
  if (!valid(PremiumPercentSchema, percent) || !valid(AedSchema, premium)) {
    return { state: 'incomplete', message: 'Check the premium to see the price.' }
  }
  const spotFils = aedToFils(metal.price_per_gram)
  const priceFils = metalLinkedPriceFils({
    pricePerGramFils: spotFils,
    weightGrams: weight as number,
    purity: purity as number,
    premiumPercent: percent,
    premiumFils: aedToFils(premium),
  })
  const breakdown =
    `${metal.price_per_gram.toFixed(2)} AED/g spot × ${weight} g × ${purity} purity` +
    (percent ? ` × (1 + ${percent} %)` : '') +
    (premium ? ` + ${premium.toFixed(2)} AED` : '')
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
