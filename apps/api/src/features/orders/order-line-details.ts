/**
 * A chosen option of one variant, as copied into order_items.options. The Arabic names are the catalog's when
 * the order was placed, null where it had none; lines placed before they were copied have neither key
 * (docs/decisions/265).
 */
export interface ChosenOption {
  variantName: string
  variantNameAr: string | null
  optionId: number
  optionName: string
  optionNameAr: string | null
  priceAdjustmentFils: number
}

export interface ProductAttribute {
  attributeType: string
  value: string
  unit: string | null
}

/** docs/product.md Order item: weight, unit, color and storage of what was bought (null when it has none). */
export interface LineDetails {
  weight: string | null
  unit: string | null
  color: string | null
  storage: string | null
}

const WEIGHT_NAME = /^(bar\s+)?weight$/i
const COLOR_NAME = /^colou?r$/i
const STORAGE_NAME = /^storage$/i
/** "5 g", "1 oz", "31.1035g": a number then its unit. */
const AMOUNT_WITH_UNIT = /^\s*(\d+(?:[.,]\d+)?)\s*([^\d\s].*?)\s*$/

/**
 * What an order line shows: a chosen option wins (it is what the buyer picked: "Bar Weight: 10 g",
 * "Storage: 256 GB", "Colour: Deep Blue"); otherwise the product's attribute of that name.
 */
export function lineDetails(
  chosen: readonly ChosenOption[],
  attributes: readonly ProductAttribute[],
): LineDetails {
  const option = (pattern: RegExp) =>
    chosen.find((c) => pattern.test(c.variantName.trim()))?.optionName ?? null
  const attribute = (pattern: RegExp) => attributes.find((a) => pattern.test(a.attributeType.trim()))

  let weight: string | null = null
  let unit: string | null = null
  const weightOption = option(WEIGHT_NAME)
  if (weightOption !== null) {
    const match = AMOUNT_WITH_UNIT.exec(weightOption)
    weight = match?.[1] ?? weightOption
    unit = match?.[2] ?? null
  } else {
    const weightAttribute = attribute(WEIGHT_NAME)
    if (weightAttribute) {
      weight = weightAttribute.value
      unit = weightAttribute.unit
    }
  }
  return {
    weight,
    unit,
    color: option(COLOR_NAME) ?? attribute(COLOR_NAME)?.value ?? null,
    storage: option(STORAGE_NAME) ?? attribute(STORAGE_NAME)?.value ?? null,
  }
}
