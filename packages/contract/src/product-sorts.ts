// The sorts of a product list (docs/decisions/068), zod-free so the storefront's first paint can read them.

/** `sort` of a product list; absent means the shop's own order (relevance first while searching). */
export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'newest', 'popular'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
