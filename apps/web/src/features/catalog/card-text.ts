import { CARD_DESCRIPTION_MAX_CHARS } from '@shop/contract'

/** docs/product.md#for-shoppers: a card shows the description cut at 100 characters (an ellipsis marks the cut). */
export function cardDescription(description: string): string {
  if (description.length <= CARD_DESCRIPTION_MAX_CHARS) return description
  return `${description.slice(0, CARD_DESCRIPTION_MAX_CHARS).trimEnd()}…`
}
