import type { ProductDetail } from '@shop/contract'

/** A row of choices on the product page: a variant (priced) or a group of attributes of one type. */
export interface ChoiceGroup {
  kind: 'variant' | 'attribute'
  /** Variant name or attribute type: the row reads 'Select {name}:'. */
  name: string
  options: { id: number; label: string; priceAdjustment?: number }[]
}

/** The shopper's choice: variant name -> option id, attribute type -> attribute id. */
export interface ProductSelection {
  variants: Record<string, number>
  attributes: Record<string, number>
}

/** docs/product.md#for-shoppers: one selector row per variant and per attribute (attributes of one type form one row). */
export function choiceGroups(product: ProductDetail): ChoiceGroup[] {
  const groups: ChoiceGroup[] = product.variants.map((variant) => ({
    kind: 'variant',
    name: variant.variant_name,
    options: variant.variant_options.map((option) => ({
      id: option.id,
      label: option.option_name,
      priceAdjustment: option.price_adjustment,
    })),
  }))
  const attributeGroups = new Map<string, ChoiceGroup>()
  for (const attribute of product.attributes) {
    let group = attributeGroups.get(attribute.attribute_type)
    if (!group) {
      group = { kind: 'attribute', name: attribute.attribute_type, options: [] }
      attributeGroups.set(attribute.attribute_type, group)
    }
    group.options.push({
      id: attribute.id,
      label: attribute.unit ? `${attribute.value} ${attribute.unit}` : attribute.value,
    })
  }
  return [...groups, ...attributeGroups.values()]
}

/** docs/architecture.md#orders-stock-and-payment: the first option of each variant and attribute is preselected. */
export function firstOptions(groups: readonly ChoiceGroup[]): ProductSelection {
  const selection: ProductSelection = { variants: {}, attributes: {} }
  for (const group of groups) {
    const first = group.options[0]
    if (!first) continue
    if (group.kind === 'variant') selection.variants[group.name] = first.id
    else selection.attributes[group.name] = first.id
  }
  return selection
}

/** The chosen option of `group`, if any. */
export function chosenOption(group: ChoiceGroup, selection: ProductSelection) {
  const id = (group.kind === 'variant' ? selection.variants : selection.attributes)[group.name]
  return group.options.find((option) => option.id === id)
}

/** docs/product.md#rules-the-shop-keeps: every variant and attribute that offers options must have one chosen. */
export function isSelectionComplete(groups: readonly ChoiceGroup[], selection: ProductSelection): boolean {
  return groups.every((group) => group.options.length === 0 || chosenOption(group, selection) !== undefined)
}

/** The chosen option of every variant, or its cheapest option where none is chosen yet. */
export function cheapestCompletion(groups: readonly ChoiceGroup[], selection: ProductSelection): number[] {
  return groups
    .filter((group) => group.kind === 'variant')
    .flatMap((group) => {
      const chosen =
        chosenOption(group, selection) ??
        [...group.options].sort((a, b) => (a.priceAdjustment ?? 0) - (b.priceAdjustment ?? 0))[0]
      return chosen ? [chosen.id] : []
    })
}

/** "From" belongs on the price only while a choice still to make would change it. */
export function priceMayStillChange(groups: readonly ChoiceGroup[], selection: ProductSelection): boolean {
  return groups.some(
    (group) =>
      group.kind === 'variant' &&
      chosenOption(group, selection) === undefined &&
      new Set(group.options.map((option) => option.priceAdjustment ?? 0)).size > 1,
  )
}
