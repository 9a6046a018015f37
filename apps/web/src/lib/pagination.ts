import { PAGINATION_ALL_PAGES_MAX } from '@shop/contract'

/** A slot of a pagination bar: a page number, or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap'

/**
 * docs/product.md#for-shoppers: every page when there are 5 or fewer; otherwise the first, the last, the current page and
 * its neighbours, with an ellipsis wherever pages are left out. Pages are 1-based; `current` is clamped.
 */
export function pageSlots(current: number, pageCount: number): PageSlot[] {
  if (pageCount <= 0) return []
  const all = Array.from({ length: pageCount }, (_, i) => i + 1)
  if (pageCount <= PAGINATION_ALL_PAGES_MAX) return all
  const page = Math.min(Math.max(current, 1), pageCount)
  const shown = new Set([1, pageCount, page - 1, page, page + 1])
  const slots: PageSlot[] = []
  for (const n of all) {
    if (shown.has(n)) slots.push(n)
    else if (slots.at(-1) !== 'gap') slots.push('gap')
  }
  return slots
}

/** Number of pages for `count` rows at `pageSize` a page (at least 1 when there is anything). */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.ceil(count / pageSize)
}

/** The `page` query parameter as a page number: 1 when absent or not a positive whole number. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}
